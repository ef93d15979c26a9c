import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The sitemap's <lastmod> is the date the page shows (src/lib/sitemap.ts): a docs page's "Last
 * updated" date (none when the build has no git history), a blog post's "Updated" date or else its
 * date, and no date for pages that show none.
 */
const build = join(__dirname, '..', '..', 'build');
const sitemap = readFileSync(join(build, 'sitemap.xml'), 'utf8');
const entries = [...sitemap.matchAll(/<url>(.*?)<\/url>/g)].map(([, url]) => ({
  loc: /<loc>(.*?)<\/loc>/.exec(url!)![1]!,
  lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(url!)?.[1],
}));

function pageHtml(loc: string): string {
  const path = new URL(loc).pathname.replace(/^\/+|\/+$/g, '');
  const file = [join(build, path, 'index.html'), join(build, `${path}.html`)].find((f) => existsSync(f));
  if (!file) throw new Error(`no built page for ${loc}`);
  return readFileSync(file, 'utf8');
}

/**
 * The date the page shows as its own, as YYYY-MM-DD, or undefined: a docs page's "Last updated",
 * a post page's "Updated", else its "Posted". (Lists of posts show their posts' dates, not their own.)
 */
function shownDate(loc: string, html: string): string | undefined {
  const time = (label: string) =>
    new RegExp(`${label}(?:<!-- -->)?(?: on)?\\s*(?:<[^>]*>\\s*)*<time datetime="?(\\d{4}-\\d\\d-\\d\\d)`).exec(html)?.[1];
  if (/\/docs\//.test(loc)) return time('Last updated');
  if (isPost(loc)) return time('Updated') ?? time('Posted');
  return undefined;
}

const isPost = (loc: string) => /\/blog\/\d\d-\d\d-\d{4}-/.test(loc);

describe('sitemap lastmod', () => {
  it('lists the pages', () => {
    expect(entries.length).toBeGreaterThan(100);
  });

  it('is, for every page, the date the page shows, and absent where it shows none', () => {
    const wrong = entries
      .map(({ loc, lastmod }) => ({ loc, lastmod, shown: shownDate(loc, pageHtml(loc)) }))
      .filter(({ lastmod, shown }) => lastmod !== shown)
      .map(({ loc, lastmod, shown }) => `${loc}: lastmod ${lastmod ?? 'none'}, page shows ${shown ?? 'no date'}`);
    expect(wrong).toEqual([]);
  });

  it('gives every blog post a date', () => {
    const posts = entries.filter(({ loc }) => isPost(loc));
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(posts.filter(({ lastmod }) => !lastmod)).toEqual([]);
  });
});
