import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { copyProject, docusaurus, removeCopy } from './projectCopy';

/**
 * The site can be published under a path (a GitHub project page): built with
 * SITE_BASE_URL=/docs-preview/, no link, asset, feed, sitemap or robots URL of the site escapes
 * that path. The copy has no git history, as an export would not: the build still succeeds, and
 * pages simply have no "Last updated" date.
 */
const BASE = '/docs-preview/';
const SITE = 'https://example.github.io';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? (name === 'pagefind' ? [] : files(full)) : [full];
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

describe('a build published under a base path', () => {
  let dir: string;
  let build = { status: 0 as number | null, output: '' };

  beforeAll(() => {
    dir = copyProject();
    build = docusaurus(dir, ['build'], { SITE_BASE_URL: BASE, SITE_URL: SITE });
  });
  afterAll(() => removeCopy(dir));

  it('builds without git history, and pages then show no date', () => {
    if (build.status !== 0) throw new Error(`build failed:\n${build.output}`);
    const page = readFileSync(join(dir, 'build', 'docs', '2.0', 'http', 'routing', 'index.html'), 'utf8');
    expect(page).not.toContain('Last updated');
    expect(page).toContain('Edit this page');
  });

  it('links, assets, scripts, feeds, the sitemap, robots.txt and the llms files stay under the base path', () => {
    const escaping: string[] = [];
    for (const file of files(join(dir, 'build'))) {
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
    expect(llms).toContain(`(${SITE}${BASE}docs/2.0/http/routing.md)`);
    expect(llms).toContain(`(${SITE}${BASE}llms-full.txt)`);
    const twin = readFileSync(join(dir, 'build', 'docs', '2.0', 'http', 'routing.md'), 'utf8');
    expect(twin).toContain(`Source: <${SITE}${BASE}docs/2.0/http/routing>`);
    expect(twin).toContain(`(${SITE}${BASE}docs/2.0/http/routing-options)`);
    const page = readFileSync(join(dir, 'build', 'docs', '2.0', 'http', 'routing', 'index.html'), 'utf8');
    expect(page).toMatch(/<a [^>]*href="?\/docs-preview\/docs\/2\.0\/http\/routing\.md[" ][^>]*>View as Markdown</);
    expect(readFileSync(join(dir, 'build', '_headers'), 'utf8')).toContain(`${BASE}*.md`);
  });
});
