import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { ROOT, copyProject, docusaurus, removeCopy } from './projectCopy';

/**
 * A maintainer cuts the next version with one command and edits nothing else: on a copy of the
 * project, `docs:version 2.1` then a build (with the unreleased docs/ published too) gives
 * /docs/2.1 as the latest, keeps /docs/2.0, publishes /docs/next as unreleased and unindexed, and
 * points /docs at the new introduction; llms.txt and llms-full.txt cover 2.1, and nothing for AI
 * tools (twins, llms files) ever shows /docs/next.
 */
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full).map((f) => join(name, f)) : [name];
  });

describe('cutting a docs version', () => {
  let dir: string;
  let buildOutput = '';

  beforeAll(() => {
    dir = copyProject();
    const cut = docusaurus(dir, ['docs:version', '2.1']);
    if (cut.status !== 0) throw new Error(`docs:version failed:\n${cut.output}`);
    const build = docusaurus(dir, ['build'], { DOCS_NEXT: 'true' });
    buildOutput = build.output;
    if (build.status !== 0) throw new Error(`build failed:\n${build.output}`);
  });

  afterAll(() => removeCopy(dir));

  it('records 2.1 as the latest version and snapshots docs/ and the sidebar', () => {
    expect(JSON.parse(readFileSync(join(dir, 'versions.json'), 'utf8'))).toEqual(['2.1', '2.0']);
    const snapshot = join(dir, 'versioned_docs', 'version-2.1');
    expect(files(snapshot).sort()).toEqual(files(join(dir, 'docs')).sort());
    const sidebar = JSON.parse(readFileSync(join(dir, 'versioned_sidebars', 'version-2.1-sidebars.json'), 'utf8'));
    expect(sidebar.docs[0].label).toBe('Navigation');
  });

  it('serves 2.1 as the latest and keeps 2.0 with a banner', () => {
    const build = join(dir, 'build');
    const latest = readFileSync(join(build, 'docs', '2.1', 'getting-started', 'introduction', 'index.html'), 'utf8');
    expect(latest).toContain('<h1>Introduction</h1>');
    const old = readFileSync(join(build, 'docs', '2.0', 'http', 'routing', 'index.html'), 'utf8');
    expect(old).toMatch(/no longer actively maintained/);
    expect(readFileSync(join(build, 'docs', 'index.html'), 'utf8')).toContain(
      'url=/docs/2.1/getting-started/introduction',
    );
  });

  it('publishes docs/ at /docs/next as unreleased, noindex and outside the sitemap', () => {
    const build = join(dir, 'build');
    const next = readFileSync(join(build, 'docs', 'next', 'getting-started', 'introduction', 'index.html'), 'utf8');
    expect(next).toMatch(/<meta[^>]+name="?robots"?[^>]+content="?noindex/);
    expect(next).toMatch(/unreleased/i);
    const sitemap = readFileSync(join(build, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('/docs/next/');
    expect(sitemap).toContain('/docs/2.1/getting-started/introduction');
    expect(buildOutput).not.toMatch(/\[WARNING\]/);
  });

  it('gives Markdown twins to released versions only, and llms files to the latest, never to /docs/next', () => {
    const build = join(dir, 'build');
    const llms = readFileSync(join(build, 'llms.txt'), 'utf8');
    const full = readFileSync(join(build, 'llms-full.txt'), 'utf8');
    expect(llms).toContain('/docs/2.1/getting-started/introduction.md');
    expect(llms).not.toContain('/docs/2.0/');
    expect(full).toContain('Source: <https://www.larascriptnode.com/docs/2.1/http/routing>');
    for (const text of [llms, full]) expect(text).not.toContain('/docs/next');
    const twins = files(join(build, 'docs')).filter((file) => file.endsWith('.md'));
    expect(twins).toContain(join('2.1', 'http', 'routing.md'));
    expect(twins).toContain(join('2.0', 'http', 'routing.md'));
    expect(twins.filter((file) => file.startsWith(`next${sep}`))).toEqual([]);
    expect(twins.filter((file) => readFileSync(join(build, 'docs', file), 'utf8').includes('/docs/next'))).toEqual([]);
    // Pages without a twin offer neither "Copy page" nor "View as Markdown".
    const next = readFileSync(join(build, 'docs', 'next', 'http', 'routing', 'index.html'), 'utf8');
    expect(next).not.toMatch(/View as Markdown|Copy page|text\/markdown/);
    const old = readFileSync(join(build, 'docs', '2.0', 'http', 'routing', 'index.html'), 'utf8');
    expect(old).toContain('View as Markdown');
  });

  it('without DOCS_NEXT the working copy is not published', () => {
    // The project's own build (npm test builds it before this suite) runs without DOCS_NEXT.
    const build = join(ROOT, 'build');
    expect(existsSync(join(build, 'docs', '2.0', 'getting-started', 'introduction', 'index.html'))).toBe(true);
    expect(existsSync(join(build, 'docs', 'next'))).toBe(false);
  });
});
