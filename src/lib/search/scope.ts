/**
 * Where a search looks, as Pagefind filters. Guides (docs pages) carry `version:<v>` and, below a
 * sidebar group, `section:<outermost group>`; reference entries `version:<v>` and `type:reference`,
 * blog posts `type:blog`.
 */

/** The guides and reference of one docs version and the blog (`all`), or one of the three. */
export type SearchScope = 'all' | 'docs' | 'reference' | 'blog';

/** Pagefind's filter object: values to match, and its compound `any`, `all`, `none` and `not`. */
export interface PagefindFilters {
  [key: string]: string | string[] | PagefindFilters | PagefindFilters[] | undefined;
}

/**
 * The filters of a scope: the guides are the version's pages that are not reference entries; a
 * section narrows the guides to one sidebar group (other scopes ignore it).
 */
export function scopeFilters(scope: SearchScope, version: string, section = ''): PagefindFilters {
  if (scope === 'docs')
    return section ? { version, section, not: { type: 'reference' } } : { version, not: { type: 'reference' } };
  if (scope === 'reference') return { version, type: 'reference' };
  if (scope === 'blog') return { type: 'blog' };
  return { any: [{ version }, { type: 'blog' }] };
}

/**
 * The results whose texts are fetched: the best `limit`, in Pagefind's order. When searching
 * everywhere and none of them is a reference entry although some match, the best entry takes the
 * last place: guides mention a method (`firstOrFail`) far more often than its entry does, and a
 * reader should see both.
 */
export function pickResults<T extends { id: string }>(
  results: readonly T[],
  limit: number,
  reference: readonly T[] = [],
): T[] {
  const wanted = results.slice(0, limit);
  const ids = new Set(reference.map((result) => result.id));
  const best = reference[0];
  if (!best || limit < 2 || wanted.some((result) => ids.has(result.id))) return wanted;
  return [...wanted.slice(0, limit - 1), best];
}

const SCOPES: readonly SearchScope[] = ['all', 'docs', 'reference', 'blog'];

/** The scope and section of the search page's address (`?q=…&in=docs&section=Auth`); unknown values fall back to all. */
export function scopeFromParams(params: URLSearchParams): { scope: SearchScope; section: string } {
  const scope = SCOPES.find((s) => s === params.get('in')) ?? 'all';
  return { scope, section: scope === 'docs' ? (params.get('section') ?? '') : '' };
}

/** The search page's address parameters for a query, scope and section (only what differs from the default). */
export function searchParams(query: string, scope: SearchScope, section: string): URLSearchParams {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (scope !== 'all') params.set('in', scope);
  if (scope === 'docs' && section) params.set('section', section);
  return params;
}
