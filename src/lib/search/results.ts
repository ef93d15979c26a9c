/**
 * Search results as the dialog and the results page show them: grouped into the guides of the docs
 * version being read, its API reference and the blog, one entry per page with its matching headings
 * beneath it.
 */
import { parseExcerpt, type TextPart } from './excerpt';

/** What Pagefind returns for one page (`result.data()`), the parts the site reads. */
export interface PagefindPage {
  url: string;
  excerpt: string;
  meta: { title?: string; group?: string };
  filters?: { type?: string[]; version?: string[] };
  sub_results?: { title: string; url: string; excerpt: string; anchor?: { element: string; id: string } }[];
}

export interface ResultHeading {
  title: string;
  url: string;
  excerpt: TextPart[];
}

export interface ResultPage {
  url: string;
  title: string;
  /** The sidebar group of a guide (`Auth › Adapters`), an entry's (`Reference › Models`), or "Blog". */
  group: string;
  excerpt: TextPart[];
  headings: ResultHeading[];
}

/** Guides (docs pages), API reference entries, blog posts. */
export type ResultKind = 'docs' | 'reference' | 'blog';

/** The label of the reference's group of results and of its search scope. */
export const REFERENCE_LABEL = 'Reference';

export interface ResultGroup {
  kind: ResultKind;
  label: string;
  pages: ResultPage[];
}

/** Turns Pagefind's absolute result URL (`/docs/2.0/x.html`, `/docs/2.0/x/`) into the site's clean URL. */
export function cleanUrl(url: string): string {
  const [path = '', hash] = url.split('#');
  const clean = path
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/(.)\/$/, '$1');
  return hash ? `${clean}#${hash}` : clean;
}

const MAX_HEADINGS = 3;

/** What a page is, from the `type` filter its page gives the index (docs pages have none). */
export function resultKind(page: PagefindPage): ResultKind {
  const type = page.filters?.type ?? [];
  if (type.includes('blog')) return 'blog';
  if (type.includes('reference')) return 'reference';
  return 'docs';
}

const isBlog = (page: PagefindPage) => resultKind(page) === 'blog';

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Whether Pagefind matched the page on a word of the query. When a word matches nothing, Pagefind
 * falls back to ever shorter prefixes of it ("xylophone" finds pages with a lone "X"); such pages
 * are dropped. A marked word counts when it contains the first four letters (all of a shorter
 * query word) of a query word: other forms ("migrations" → "migration") and identifiers inside code
 * (`user.setHashedPassword(…)`) count, a lone "X" does not.
 */
export function matchesQuery(page: PagefindPage, queryWords: readonly string[]): boolean {
  const words = queryWords.map(letters).filter(Boolean);
  const marked = [page.excerpt, ...(page.sub_results ?? []).map((sub) => sub.excerpt)]
    .flatMap((excerpt) => parseExcerpt(excerpt))
    .filter((part) => part.mark)
    .map((part) => letters(part.text));
  return marked.some((mark) =>
    words.some((word) => {
      const stem = word.slice(0, 4);
      return mark.length >= stem.length && mark.includes(stem);
    }),
  );
}

/** One page: its title, group, excerpt and up to three matching headings (not the page title itself). */
export function toResultPage(page: PagefindPage): ResultPage {
  const url = cleanUrl(page.url);
  const headings = (page.sub_results ?? [])
    .filter((sub) => sub.anchor && sub.anchor.element !== 'h1' && cleanUrl(sub.url) !== url)
    .slice(0, MAX_HEADINGS)
    .map((sub) => ({
      title: sub.title.replace(/\u200b/g, '').trim(),
      url: cleanUrl(sub.url),
      excerpt: parseExcerpt(sub.excerpt),
    }));
  return {
    url,
    title: (page.meta.title ?? url).replace(/\u200b/g, '').trim(),
    group: isBlog(page) ? 'Blog' : (page.meta.group ?? 'Docs'),
    excerpt: parseExcerpt(page.excerpt),
    headings,
  };
}

/**
 * Guides first, then reference entries, then blog posts (each in Pagefind's order, best first), each
 * as its own group; empty groups are left out.
 */
export function groupResults(pages: readonly PagefindPage[], docsLabel: string): ResultGroup[] {
  const labels: Record<ResultKind, string> = { docs: docsLabel, reference: REFERENCE_LABEL, blog: 'Blog' };
  return (['docs', 'reference', 'blog'] as const)
    .map((kind) => ({
      kind,
      label: labels[kind],
      pages: pages.filter((p) => resultKind(p) === kind).map(toResultPage),
    }))
    .filter((group) => group.pages.length > 0);
}

export { groupLabel } from './groupLabel';

/** A link with the words to highlight on the page it opens (read by src/lib/search/highlight.ts). */
export function withHighlight(url: string, terms: readonly string[]): string {
  if (!terms.length) return url;
  const [path, hash] = url.split('#');
  const params = new URLSearchParams({ highlight: terms.join(' ') });
  return `${path}?${params.toString()}${hash ? `#${hash}` : ''}`;
}

/**
 * Whether the best results answer each word of the query itself, not only a prefix of it: Pagefind
 * finds `contr…` pages for `contrller`, which match loosely but are not what was asked. A word counts
 * as answered when a marked word starts with it, or it starts with a marked word at most two letters
 * shorter (a stem: `migrations` → `migration`). Weak results are worth a correction (correct.ts).
 */
export function answersQuery(pages: readonly PagefindPage[], queryWords: readonly string[]): boolean {
  const marked = pages
    .flatMap((page) => [page.excerpt, ...(page.sub_results ?? []).map((sub) => sub.excerpt)])
    .flatMap((excerpt) => parseExcerpt(excerpt))
    .filter((part) => part.mark)
    .flatMap((part) => part.text.split(/\s+/))
    .map(letters);
  return queryWords
    .map(letters)
    .filter(Boolean)
    .every((word) =>
      marked.some(
        (mark) =>
          mark.startsWith(word) || (mark.length >= 3 && word.startsWith(mark) && word.length - mark.length <= 2),
      ),
    );
}
