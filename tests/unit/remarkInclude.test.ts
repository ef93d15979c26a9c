import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import remarkInclude from '../../plugins/remark-include';
import { extractRegion, includedFiles, parseIncludeMeta, readInclude } from '../../src/lib/codeInclude.cjs';

/**
 * Included code fences (plugins/remark-include): an empty fence with file="..." shows that file,
 * region="..." a marked part of it, and a missing file or region fails with the page and the path.
 */
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'remark-include-'));
  mkdirSync(join(root, 'tutorial', 'steps'), { recursive: true });
  writeFileSync(
    join(root, 'tutorial', 'steps', 'Post.ts'),
    [
      "import Model from '@src/core/domains/models/base/Model';",
      '',
      '// #region open',
      'class Post extends Model {',
      '// #endregion',
      "    table = 'posts';",
      '',
      '    // #region fields',
      "    fields: string[] = ['title'];",
      '    // #endregion',
      '',
      '    guarded: string[] = [];',
      '// #region close',
      '}',
      '// #endregion',
      '',
    ].join('\n'),
  );
  writeFileSync(join(root, 'tutorial', 'steps', 'post.json'), '{\n  "meta": {}\n}\n');
  writeFileSync(join(root, 'tutorial', 'steps', 'migrate.sh'), 'npm run dev -- migrate:up\n');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

type Code = { type: 'code'; lang: string | null; meta: string | null; value: string };
const code = (lang: string, meta: string, value = ''): Code => ({ type: 'code', lang, meta, value });

/** Runs the plugin on a tree holding the given code nodes, as if they came from docs/page.md. */
function run(...nodes: Code[]) {
  const tree = { type: 'root', children: nodes };
  remarkInclude({ rootDir: root })(tree, { path: join(root, 'docs', 'page.md') });
  return nodes;
}

describe('remark-include', () => {
  it('fills an empty fence with the file, without region markers, and keeps the title', () => {
    const [node] = run(code('ts', 'title="src/app/models/Post.ts" file="tutorial/steps/Post.ts"'));
    expect(node.meta).toBe('title="src/app/models/Post.ts"');
    expect(node.value).toBe(
      [
        "import Model from '@src/core/domains/models/base/Model';",
        '',
        'class Post extends Model {',
        "    table = 'posts';",
        '',
        "    fields: string[] = ['title'];",
        '',
        '    guarded: string[] = [];',
        '}',
      ].join('\n'),
    );
  });

  it('joins several regions in file order, with a comment for the lines left out', () => {
    const [node] = run(code('ts', 'file="tutorial/steps/Post.ts" region="open,fields,close" fragment'));
    expect(node.meta).toBe('fragment');
    expect(node.value).toBe(
      [
        'class Post extends Model {',
        '',
        '    // ...',
        '',
        "    fields: string[] = ['title'];",
        '',
        '    // ...',
        '',
        '}',
      ].join('\n'),
    );
  });

  it('shows only a region, without its indentation', () => {
    const [node] = run(
      code('ts', 'title="src/app/models/Post.ts (fields)" file="tutorial/steps/Post.ts" region="fields"'),
    );
    expect(node.value).toBe("fields: string[] = ['title'];");
  });

  it('includes JSON and leaves npm2yarn as the only meta word, as that plugin requires', () => {
    const [json, bash] = run(
      code('json', 'file="tutorial/steps/post.json"'),
      code('bash', 'npm2yarn file="tutorial/steps/migrate.sh"'),
    );
    expect(JSON.parse(json.value)).toEqual({ meta: {} });
    expect(json.meta).toBeNull();
    expect(bash.meta).toBe('npm2yarn');
    expect(bash.value).toBe('npm run dev -- migrate:up');
  });

  it('leaves other fences alone', () => {
    const [node] = run(code('ts', 'title="src/x.ts"', 'const x = 1;'));
    expect(node).toEqual(code('ts', 'title="src/x.ts"', 'const x = 1;'));
  });

  it('fails with the page and the path when the file is missing', () => {
    expect(() => run(code('ts', 'file="tutorial/steps/Missing.ts"'))).toThrow(
      'docs/page.md: included file not found: tutorial/steps/Missing.ts',
    );
  });

  it('fails when the region is missing, the fence has a body, or the path leaves the site', () => {
    expect(() => run(code('ts', 'file="tutorial/steps/Post.ts" region="nope"'))).toThrow(
      'docs/page.md: region "nope" not found in tutorial/steps/Post.ts',
    );
    expect(() => run(code('ts', 'file="tutorial/steps/Post.ts"', 'const x = 1;'))).toThrow(/must be empty/);
    expect(() => run(code('ts', 'file="../outside.ts"'))).toThrow(/must be a path inside the site/);
  });
});

describe('include helpers', () => {
  it('reads quoted and bare attributes', () => {
    expect(parseIncludeMeta('ts-ignored title=\'a b\' file=x/y.ts region="r"')).toEqual({
      file: 'x/y.ts',
      region: 'r',
      match: null,
      diff: null,
      meta: "ts-ignored title='a b'",
    });
    expect(parseIncludeMeta('ts file=b.ts diff="a.ts"')).toMatchObject({ file: 'b.ts', diff: 'a.ts', meta: 'ts' });
    expect(parseIncludeMeta('text file=a.txt match="RUN a(|RUN b"')).toMatchObject({
      match: 'RUN a(|RUN b',
      meta: 'text',
    });
    expect(parseIncludeMeta(null)).toEqual({ file: null, region: null, match: null, diff: null, meta: null });
  });

  it('handles nested regions and other comment styles', () => {
    const text = ['# #region outer', 'a', '  # #region inner', '  b', '  # #endregion', '# #endregion', 'c'].join('\n');
    expect(extractRegion(text, 'outer')).toBe('a\n  b');
    expect(extractRegion(text, 'inner')).toBe('b');
    expect(extractRegion(text, null)).toBe('a\n  b\nc');
    expect(extractRegion(text, 'inner,missing')).toBeNull();
  });

  it('shows only the lines of a recorded run that contain one of the texts, without their common indentation', () => {
    const file = 'run.txt';
    writeFileSync(
      join(root, file),
      [
        '> jest',
        '    RUN getTable(): posts',
        '    RUN attr(): null',
        '    RUN formatTableName(): post_models',
        'Tests: 2 passed',
      ].join('\n'),
    );
    expect(readInclude({ file, match: 'RUN getTable|RUN formatTable', rootDir: root })).toBe(
      'RUN getTable(): posts\nRUN formatTableName(): post_models',
    );
    expect(() => readInclude({ file, match: 'RUN nothing like this', rootDir: root, page: 'p.md' })).toThrow(
      `p.md: match="RUN nothing like this" selects no line of ${file}`,
    );
  });

  it('reads a file relative to the root', () => {
    expect(readInclude({ file: 'tutorial/steps/migrate.sh', rootDir: root })).toBe('npm run dev -- migrate:up');
  });
});

describe('the files a page includes', () => {
  it('are the file attributes of its fences, resolved from the site root, so the bundler watches them', () => {
    const page = [
      'Send it:',
      '',
      '```bash file="examples/auth/refresh/01-run/requests/refresh.sh"',
      '```',
      '',
      '~~~json title="401 Unauthorized" file=\'examples/auth/refresh/01-run/responses/refresh.json\'',
      '~~~',
      '',
      '```ts title="not included"',
      'const file = "x";',
      '```',
      '',
      'Prose that says file="nothing.ts" is not a fence.',
    ].join('\n');
    expect(includedFiles(page, '/site')).toEqual([
      '/site/examples/auth/refresh/01-run/requests/refresh.sh',
      '/site/examples/auth/refresh/01-run/responses/refresh.json',
    ]);
  });
});
