import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { ROOT, copyProject, docusaurus, removeCopy } from './projectCopy';

/**
 * A maintainer cuts the next version with one command and edits nothing else: on a copy of the
 * project, `docs:version 2.1` then a build (with the unreleased docs/ published too) gives
 * /docs/2.1 as the latest, keeps /docs/2.0, publishes /docs/next as unreleased and unindexed, and
 * points /docs at the new introduction; llms.txt and llms-full.txt cover 2.1, and nothing for AI
 * tools (twins, llms files) ever shows /docs/next. 2.0's API reference (api/version-2.0/) survives
 * the cut: its pages and Markdown twins are still built, while 2.1, with no data until
 * `npm run api:generate` is run for its tag, has no reference and the build warns.
 *
 * The same build is published under a path (a GitHub project page, SITE_BASE_URL=/docs-preview/):
 * no link, asset, feed, sitemap or robots URL of the site, in any version, escapes that path. The
 * copy has no git history, as an export would not: the build still succeeds, and pages simply have
 * no "Last updated" date. (One build for both: each costs a minute on two cores. The build skips
 * minifying, which changes no URL and took 12 of its 79 seconds.)
 */
const BASE = '/docs-preview/';
const SITE = 'https://example.github.io';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full).map((f) => join(name, f)) : [name];
  });

/** Every URL of the site that a file links to: root-relative paths, and absolute URLs on SITE. */
function siteUrls(file: string, text: string): string[] {
  const urls: string[] = [];
  const push = (value: string) => {
    const url = value.replace(/&amp;/g, '&');
    if (url.startsWith(SITE)) urls.push(url.slice(SITE.length) || '/');
    else if (url.startsWith('/') && !url.startsWith('//')) urls.push(url);
  };
  if (file.endsWith('.html')) {
    for (const tag of text.matchAll(/<[a-zA-Z][^>]*>/g))
      for (const attribute of tag[0].matchAll(
        /\s(?:href|src|srcset|content|action|poster)=("[^"]*"|'[^']*'|[^\s>]+)/g,
      )) {
        const value = attribute[1]!.replace(/^["']|["']$/g, '');
        value.split(/,\s*/).forEach((candidate) => push(candidate.split(/\s+/)[0]!));
      }
    // The page's own script list (a JSON data block read by the loader in <head>).
    const list = /id=["']?__docusaurus-scripts["']?[^>]*>([^<]*)</.exec(text);
    if (list) (JSON.parse(list[1]!) as string[]).forEach(push);
  } else if (file.endsWith('.css')) {
    for (const match of text.matchAll(/url\(["']?([^"')]+)["']?\)/g)) push(match[1]!);
  } else {
    // Feeds, the sitemap and robots.txt name absolute URLs.
    for (const match of text.matchAll(/https?:\/\/[^\s"'<>)]+/g)) push(match[0]);
  }
  return urls;
}

describe('cutting a docs version, on a site published under a base path', () => {
  let dir: string;
  let buildOutput = '';

  beforeAll(() => {
    dir = copyProject();
    const cut = docusaurus(dir, ['docs:version', '2.1']);
    if (cut.status !== 0) throw new Error(`docs:version failed:\n${cut.output}`);
    const build = docusaurus(dir, ['build', '--no-minify'], { DOCS_NEXT: 'true', SITE_BASE_URL: BASE, SITE_URL: SITE });
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
      `url=${BASE}docs/2.1/getting-started/introduction`,
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
    // The one expected warning: 2.1 has no API reference yet (tested below).
    const warnings = buildOutput.split('\n').filter((line) => line.includes('[WARNING]'));
    expect(warnings.filter((line) => !line.includes('docs version 2.1 has no API reference'))).toEqual([]);
  });

  it('gives Markdown twins to released versions only, and llms files to the latest, never to /docs/next', () => {
    const build = join(dir, 'build');
    const llms = readFileSync(join(build, 'llms.txt'), 'utf8');
    const full = readFileSync(join(build, 'llms-full.txt'), 'utf8');
    expect(llms).toContain('/docs/2.1/getting-started/introduction.md');
    expect(llms).not.toContain('/docs/2.0/');
    expect(full).toContain(`Source: <${SITE}${BASE}docs/2.1/http/routing>`);
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

  it('keeps 2.0’s API reference; 2.1 has none until api:generate is run for it, and the build says so', () => {
    const build = join(dir, 'build');
    expect(readFileSync(join(dir, 'api', 'version-2.0', 'reference.json'), 'utf8')).toBe(
      readFileSync(join(ROOT, 'api', 'version-2.0', 'reference.json'), 'utf8'),
    );
    expect(existsSync(join(dir, 'api', 'version-2.1'))).toBe(false);
    const model = readFileSync(join(build, 'docs', '2.0', 'api', 'model', 'index.html'), 'utf8');
    expect(model).toMatch(/<h1[^>]*>(?:(?!<\/h1>)[\s\S])*\bModel\b/);
    expect(readFileSync(join(build, 'docs', '2.0', 'api', 'index.html'), 'utf8')).toMatch(
      /<a [^>]*href="?\/docs-preview\/docs\/2\.0\/api\/model[" >]/,
    );
    expect(readFileSync(join(build, 'docs', '2.0', 'api', 'model.md'), 'utf8')).toMatch(/^# Model\n/);
    for (const version of ['2.1', 'next']) expect(existsSync(join(build, 'docs', version, 'api'))).toBe(false);
    expect(buildOutput).toMatch(/\[WARNING\].*docs version 2\.1 has no API reference.*npm run api:generate/);
    expect(buildOutput).not.toMatch(/docs version (2\.0|current) has no API reference/);
    // The llms files cover the latest version, 2.1, which has no reference to list.
    expect(existsSync(join(build, 'llms-api.txt'))).toBe(false);
    expect(readFileSync(join(build, 'llms.txt'), 'utf8')).not.toContain('llms-api.txt');
  });

  it('without DOCS_NEXT the working copy is not published', () => {
    // The project's own build (npm test builds it before this suite) runs without DOCS_NEXT.
    const build = join(ROOT, 'build');
    expect(existsSync(join(build, 'docs', '2.0', 'getting-started', 'introduction', 'index.html'))).toBe(true);
    expect(existsSync(join(build, 'docs', 'next'))).toBe(false);
  });

  it('builds without git history, and pages then show no date', () => {
    const page = readFileSync(join(dir, 'build', 'docs', '2.0', 'http', 'routing', 'index.html'), 'utf8');
    expect(page).not.toContain('Last updated');
    expect(page).toContain('Edit this page');
  });

  it('links, assets, scripts, feeds, the sitemap, robots.txt and the llms files stay under the base path', () => {
    const escaping: string[] = [];
    for (const file of files(join(dir, 'build'))
      .filter((f) => !f.startsWith(`pagefind${sep}`))
      .map((f) => join(dir, 'build', f))) {
      if (!/\.(html|css|xml|json|txt|md)$/.test(file) || file.endsWith('_headers')) continue;
      for (const url of siteUrls(file, readFileSync(file, 'utf8')))
        if (!url.startsWith(BASE)) escaping.push(`${file.slice(dir.length)}: ${url}`);
    }
    expect(escaping).toEqual([]);
  });

  it('the search index and the hosting files know the base path', () => {
    const robots = readFileSync(join(dir, 'build', 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${SITE}${BASE}sitemap.xml`);
    const headers = readFileSync(join(dir, 'build', '_headers'), 'utf8');
    expect(headers).toContain(`${BASE}assets/*`);
    expect(readdirSync(join(dir, 'build', 'pagefind'))).toContain('pagefind.js');
  });

  it('the Markdown twins, llms.txt and the page actions use the base path', () => {
    const llms = readFileSync(join(dir, 'build', 'llms.txt'), 'utf8');
    expect(llms).toContain(`(${SITE}${BASE}docs/2.1/http/routing.md)`);
    expect(llms).toContain(`(${SITE}${BASE}llms-full.txt)`);
    const twin = readFileSync(join(dir, 'build', 'docs', '2.0', 'http', 'routing.md'), 'utf8');
    expect(twin).toContain(`Source: <${SITE}${BASE}docs/2.0/http/routing>`);
    expect(twin).toContain(`(${SITE}${BASE}docs/2.0/http/routing-options)`);
    const page = readFileSync(join(dir, 'build', 'docs', '2.0', 'http', 'routing', 'index.html'), 'utf8');
    expect(page).toMatch(/<a [^>]*href="?\/docs-preview\/docs\/2\.0\/http\/routing\.md[" ][^>]*>View as Markdown</);
    expect(readFileSync(join(dir, 'build', '_headers'), 'utf8')).toContain(`${BASE}*.md`);
  });
});
