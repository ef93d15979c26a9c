/**
 * Where a search looks, as Pagefind filters. Guides (docs pages) carry only `version:<v>`,
 * reference entries `version:<v>` and `type:reference`, blog posts `type:blog`.
 */

/** The guides and reference of one docs version and the blog (`all`), or one of the three. */
export type SearchScope = 'all' | 'docs' | 'reference' | 'blog';

/** Pagefind's filter object: values to match, and its compound `any`, `all`, `none` and `not`. */
export interface PagefindFilters {
  [key: string]: string | string[] | PagefindFilters | PagefindFilters[] | undefined;
}

/** The filters of a scope: the guides are the version's pages that are not reference entries. */
export function scopeFilters(scope: SearchScope, version: string): PagefindFilters {
  if (scope === 'docs') return { version, not: { type: 'reference' } };
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
