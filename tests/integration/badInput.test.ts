import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyProject, docusaurus, removeCopy, run, type RunResult } from './projectCopy';

/**
 * Bad input loses nothing and fails loudly: a broken link in a doc, inline code naming a member its type
 * lacks, an invalid front matter field, an unknown diagram, a "Changed in" note out of step with the Upgrade Guide, a sample importing a framework symbol the API reference lacks and an invalid
 * configuration card each stop the build (or the type-check) with
 * a message that names the file. Each case edits a copy of the project, never the working tree.
 */
/**
 * The builds share the copy's persistent cache and skip minifying: the first builds the whole site,
 * the next ones recompile only what each case changed, and every case still runs the same checks of
 * a production build (content loading, MDX compilation, server rendering, the link checker).
 */
const build = (dir: string) =>
  docusaurus(dir, ['build', '--no-minify'], {
    DOCUSAURUS_NO_PERSISTENT_CACHE: '',
    SITE_BUILD_CACHE: 'true',
  });

describe('bad input fails with a message naming the file', () => {
  let dir: string;
  const page = join('versioned_docs', 'version-2.0', 'http', 'routing.md');
  let original: string;

  beforeAll(() => {
    dir = copyProject();
    original = readFileSync(join(dir, page), 'utf8');
  });
  afterAll(() => removeCopy(dir));
  afterEach(() => writeFileSync(join(dir, page), original));

  /**
   * Errors met while the pages compile are reported together, each with its file: four pages broken
   * in four ways, one build (a build per case took that many times as long).
   */
  describe('four pages, each broken in its own way, in one build', () => {
    const linkPage = page;
    const diagramPage = join('versioned_docs', 'version-2.0', 'http', 'controllers.md');
    const samplePage = join('versioned_docs', 'version-2.0', 'http', 'sessions.md');
    const probePage = join('versioned_docs', 'version-2.0', 'http', 'context.md');
    const module = '@src/core/domains/models/base/Model';
    const originals = new Map<string, string>();
    let result: RunResult;

    beforeAll(() => {
      for (const file of [linkPage, diagramPage, samplePage, probePage])
        originals.set(file, readFileSync(join(dir, file), 'utf8'));
      const fence = '```';
      writeFileSync(
        join(dir, linkPage),
        `${originals.get(linkPage)}\n\nSee [the missing page](../http/no-such-page.md).\n`,
      );
      writeFileSync(join(dir, diagramPage), `${originals.get(diagramPage)}\n::diagram{name="request-flow"}\n`);
      writeFileSync(
        join(dir, samplePage),
        `${originals.get(samplePage)}\n\n${fence}ts\nimport { NoSuchHelper } from '${module}';\n${fence}\n`,
      );
      // `db()` returns an IDatabaseService, which has no getConnectionConfig() (only the class has it).
      writeFileSync(
        join(dir, probePage),
        `${originals.get(probePage)}\n\nRead a connection's settings with \`db().getConnectionConfig('postgres')\`.\n`,
      );
      result = build(dir);
    });
    afterAll(() => {
      for (const [file, text] of originals) writeFileSync(join(dir, file), text);
    });

    it('inline code naming a member its type lacks', () => {
      expect(result.status).not.toBe(0);
      const line = originals.get(probePage)!.split('\n').length + 2;
      expect(result.output).toContain(
        `${probePage}:${line}: \`db().getConnectionConfig('postgres')\`: IDatabaseService has no member 'getConnectionConfig'`,
      );
    });

    it('a link to a page that does not exist', () => {
      expect(result.status).not.toBe(0);
      expect(result.output).toContain('no-such-page.md');
      expect(result.output).toContain(linkPage);
    });

    it('a diagram name that does not exist', () => {
      expect(result.status).not.toBe(0);
      const line = originals.get(diagramPage)!.split('\n').length + 1;
      expect(result.output).toContain(`${diagramPage}:${line}: unknown diagram "request-flow"`);
      expect(result.output).toContain('known diagrams: provider-lifecycle, http-pipeline');
    });

    it('a sample importing a framework symbol that has no API reference entry', () => {
      expect(result.status).not.toBe(0);
      const line = originals.get(samplePage)!.split('\n').length + 3;
      expect(result.output).toContain(
        `${samplePage}:${line}: NoSuchHelper imported from '${module}' has no entry in api/version-2.0/reference.json`,
      );
    });
  });

  it('a front matter field of the wrong type', () => {
    writeFileSync(join(dir, page), original.replace(/^sidebar_position: .*$/m, 'sidebar_position: second'));
    const result = build(dir);
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/sidebar_position/);
    expect(result.output).toContain(page);
  });

  /**
   * The content rules (front matter the site requires, the "Changed in" notes, the configuration
   * cards) are checked together once every plugin has loaded its content, and reported together:
   * three files broken in three ways, one build that stops before bundling.
   */
  describe('content rules broken in three files, in one build', () => {
    const frontMatterPage = join('versioned_docs', 'version-2.0', 'http', 'controllers.md');
    const cardFile = join('src', 'data', 'config', 'auth.ts');
    const originals = new Map<string, string>();
    let result: RunResult;

    beforeAll(() => {
      for (const file of [page, frontMatterPage, cardFile]) originals.set(file, readFileSync(join(dir, file), 'utf8'));
      writeFileSync(join(dir, frontMatterPage), originals.get(frontMatterPage)!.replace(/^description: .*\n/m, ''));
      writeFileSync(join(dir, page), original.replace('<ChangedIn entry="u203-2" />', '<ChangedIn entry="u299-1" />'));
      const card = originals.get(cardFile)!;
      const broken = card.replace(/\n\s*description:[^\n]*(\n\s+'[^\n]*'\s*\+?[^\n]*)*,?(?=\n)/, '');
      expect(broken).not.toBe(card);
      writeFileSync(join(dir, cardFile), broken);
      result = build(dir);
    });
    afterAll(() => {
      for (const [file, text] of originals) writeFileSync(join(dir, file), text);
    });

    it('a front matter field the site requires, left out', () => {
      expect(result.status).not.toBe(0);
      expect(result.output).toContain(`Invalid front matter in ${frontMatterPage}`);
      expect(result.output).toContain('"description" must be a non-empty string');
    });

    it('a "Changed in" note that names no Upgrade Guide entry, on a page that lost the note its entry names', () => {
      expect(result.status).not.toBe(0);
      expect(result.output).toContain(`${page}: add <ChangedIn entry="u203-2" /> (entry u203-2 names this page)`);
      expect(result.output).toContain(`${page}: <ChangedIn entry="u299-1" /> names no entry of`);
    });

    it('a configuration card without a description, which the type-check reports too', () => {
      expect(result.status).not.toBe(0);
      expect(result.output).toContain(`Invalid configuration cards in ${cardFile}`);
      expect(result.output).toMatch(/card "\S+" needs a non-empty "description"/);
      // The editor and `npm run typecheck` catch it too: TypeScript, with the project's settings, on
      // the card file and what it imports (the whole project's type-check, which includes src/, gives
      // the same error for that file in four times as long).
      const project = JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8')) as { include: string[] };
      expect(project.include).toContain('src');
      writeFileSync(
        join(dir, 'tsconfig.card.json'),
        JSON.stringify({ extends: './tsconfig.json', include: [cardFile] }),
      );
      const typecheck = run(
        process.execPath,
        [join(dir, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, 'tsconfig.card.json')],
        dir,
      );
      expect(typecheck.status).not.toBe(0);
      expect(typecheck.output).toContain(cardFile);
    });
  });
});
