import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Which pages of the crawl get the whole axe run at the phone width, and which only the rules whose
 * outcome a narrower layout can change.
 *
 * A page's look at 390 px follows from its template (the classes on <html>: docs page, blog post,
 * blog list…) and from the kinds of elements it holds, navbar, sidebar and footer included (a
 * `table`, a `div.card`, a `span.token.keyword`): two pages of one template made of the same kinds
 * of elements are laid out by the same CSS at that width. So every (template, kind of element) pair
 * of the site is checked in full at 390 px on at least one page; the pages are picked greedily, most
 * new pairs first, which gives about thirty of the site's pages. On every other page, the narrow
 * run checks what depends on that page's own content at that width: regions that scroll sideways
 * must be reachable by keyboard (`scrollable-region-focusable`). Touch targets (`target-size`) keep
 * their size at any width and are checked at the desktop width on every page.
 *
 * Highlighted code is most of the elements of those thirty pages (31,000 of 51,000 before plain text
 * between tokens lost its spans, about 20,000 of 40,000 since) and most of axe's time there. Its
 * colours are the code theme's, whose contrast tests/unit/codeTheme.test.ts checks for every token in
 * both modes, and its layout is one CSS for every block. So axe checks code text on the fewest of the thirty (weighted by how much code each
 * holds) whose code blocks together hold every kind of code element of every template, about fifteen
 * pages, in both modes and at both widths; elsewhere the code text (not the scrollable block around
 * it) is left out of axe.
 */
export const LAYOUT_RULES = ['scrollable-region-focusable'];

/**
 * The API reference pages the crawl visits: the index and three entries of different shapes (a
 * class with inherited members, a helper function, an abstract class whose doc comment has a list
 * and an example). Every entry page is one template filled from data, and
 * tests/build/apiReference.test.ts checks each one's HTML; the crawl's time goes to the guides.
 */
export const REFERENCE_SAMPLE = [
  '/docs/2.0/api',
  '/docs/2.0/api/model',
  '/docs/2.0/api/auth',
  '/docs/2.0/api/abstract-security-rule',
];

/**
 * The blog's tag pages the crawl visits: the one listing most posts and one listing a single post.
 * Every tag page is the blog list's template filled with the posts of one tag (the tags index,
 * `/blog/tags`, is visited as well); tests/build/output.test.ts checks each one's HTML.
 */
export const TAG_SAMPLE = ['/blog/tags/release', '/blog/tags/journey'];

/**
 * The paths the crawl visits: all of them but the API reference entries and the blog's tag pages
 * outside their samples.
 */
export function crawlPaths(paths: string[]): string[] {
  return paths.filter(
    (path) =>
      (!/^\/docs\/[^/]+\/api(\/|$)/.test(path) || REFERENCE_SAMPLE.includes(path)) &&
      (!/^\/blog\/tags\/./.test(path) || TAG_SAMPLE.includes(path)),
  );
}

export interface PageKinds {
  path: string;
  template: string;
  kinds: string[];
  /** The kinds of the elements inside code blocks (`pre`): the highlighted code's tokens and lines. */
  codeKinds: string[];
  /** How many elements the page's code blocks hold: what axe's time on the code grows with. */
  codeElements: number;
}

/** The kinds of the elements in an HTML fragment: each tag, and each tag with each of its classes. */
function elementKinds(html: string, kinds: Set<string>): number {
  let elements = 0;
  for (const [, tag, attributes] of html.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/g)) {
    elements++;
    kinds.add(tag!);
    const classes = /\bclass=(?:"([^"]*)"|([^\s>]+))/.exec(attributes!);
    for (const name of (classes?.[1] ?? classes?.[2] ?? '').split(/\s+/)) {
      // CSS module classes end in a build hash (`card_t2Aa`): the kind is the name before it.
      if (name) kinds.add(`${tag}.${name.replace(/_[A-Za-z0-9-]{4}$/, '')}`);
    }
  }
  return elements;
}

/** The built HTML file that serves a path. */
export function builtFile(build: string, path: string): string {
  return path.endsWith('.html') ? join(build, path) : join(build, path, 'index.html');
}

/** The template of a page (its <html> classes, less those naming the doc or version) and its element kinds. */
export function pageKinds(path: string, html: string): PageKinds {
  const htmlClass = /<html\b[^>]*?\bclass=(?:"([^"]*)"|([^\s>]+))/.exec(html);
  const template = (htmlClass?.[1] ?? htmlClass?.[2] ?? '')
    .split(/\s+/)
    .filter((c) => c && !/^docs-doc-id-|^docs-version-|^blog-post-id-/.test(c))
    .sort()
    .join(' ');
  const body = html.slice(Math.max(0, html.indexOf('<body')));
  const kinds = new Set<string>();
  elementKinds(body, kinds);
  const codeKinds = new Set<string>();
  let codeElements = 0;
  for (const [block] of body.matchAll(/<pre\b[\s\S]*?<\/pre>/g)) {
    codeElements += elementKinds(block.replace(/^<pre\b[^>]*>/, ''), codeKinds);
  }
  return { path, template, kinds: [...kinds].sort(), codeKinds: [...codeKinds].sort(), codeElements };
}

/**
 * Greedy weighted cover: pages, in the order picked, until every (template, kind) pair of `kindsOf`
 * is on one of them; each time the page with the most pairs not yet covered per unit of its `cost`.
 */
function greedyCover(
  pages: PageKinds[],
  kindsOf: (page: PageKinds) => string[],
  cost: (page: PageKinds) => number,
): string[] {
  const pairs = (page: PageKinds) => kindsOf(page).map((kind) => `${page.template}\n${kind}`);
  const uncovered = new Set(pages.flatMap(pairs));
  const picked: string[] = [];
  while (uncovered.size > 0) {
    let best: PageKinds | undefined;
    let bestValue = 0;
    for (const page of pages) {
      const value = pairs(page).filter((pair) => uncovered.has(pair)).length / cost(page);
      if (value > bestValue) [best, bestValue] = [page, value];
    }
    if (!best) break;
    picked.push(best.path);
    for (const pair of pairs(best)) uncovered.delete(pair);
  }
  return picked;
}

/** Greedy cover: pages, in the order picked, until every (template, kind) pair is on one of them. */
export function coveringPages(pages: PageKinds[]): string[] {
  return greedyCover(
    pages,
    (page) => page.kinds,
    () => 1,
  );
}

/**
 * Of `pages`, the few whose code blocks together hold every (template, kind of code element) pair of
 * them, picked greedily, most new pairs per element of code first, so that short samples are preferred
 * to long ones.
 */
export function codeCoveringPages(pages: PageKinds[]): string[] {
  return greedyCover(
    pages,
    (page) => page.codeKinds,
    (page) => Math.max(1, page.codeElements),
  );
}

export interface CrawlPlan {
  /** The pages that get the whole axe run at the phone width too. */
  fullRuns: Set<string>;
  /** The pages, all among `fullRuns`, whose code text axe checks; elsewhere it is left out. */
  codeRuns: Set<string>;
}

/** The crawl's plan for `paths` (pages that redirect are left out of both sets). */
export function crawlPlan(build: string, paths: string[]): CrawlPlan {
  const pages = paths
    .filter((path) => existsSync(builtFile(build, path)))
    .map((path) => pageKinds(path, readFileSync(builtFile(build, path), 'utf8')));
  const fullRuns = new Set(coveringPages(pages));
  const codeRuns = new Set(codeCoveringPages(pages.filter((page) => fullRuns.has(page.path))));
  return { fullRuns, codeRuns };
}
