import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { normalizeQuery } from '@site/src/lib/search/query';
import { groupResults, matchesQuery, type ResultGroup } from '@site/src/lib/search/results';
import { pickResults, scopeFilters, type SearchScope } from '@site/src/lib/search/scope';
import { loadPagefind } from './pagefind';

export type { SearchScope };

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export interface SearchState {
  status: SearchStatus;
  /** The normalized query the groups answer (empty before the first search). */
  query: string;
  groups: ResultGroup[];
  /** How many pages matched in all (the groups hold the first `limit`). */
  total: number;
}

/** Pages whose text is fetched before the first result is shown; the rest follow as soon as it is on screen. */
export const FIRST_BATCH = 1;

/**
 * Searches as the reader types: each new query starts a search, and an answer to an older query
 * that arrives late is dropped. Only the first `limit` pages' texts are fetched, the first
 * FIRST_BATCH of them before anything is shown, so results appear after as few bytes as possible
 * on a cold first search (about 60 KB of Pagefind's engine and one 32 KB index chunk come first).
 */
export function useSearch(
  input: string,
  scope: SearchScope,
  version: string,
  docsLabel: string,
  limit: number,
): SearchState {
  const baseUrl = useBaseUrl('/');
  const query = normalizeQuery(input);
  const [state, setState] = useState<SearchState>({ status: 'idle', query: '', groups: [], total: 0 });
  const latest = useRef(0);

  useEffect(() => {
    const ticket = ++latest.current;
    if (!query) return;
    void (async () => {
      const pagefind = await loadPagefind(baseUrl);
      if (ticket !== latest.current) return;
      if (!pagefind) {
        setState({ status: 'unavailable', query, groups: [], total: 0 });
        return;
      }
      const [found, reference] = await Promise.all([
        pagefind.search(query, { filters: scopeFilters(scope, version) }),
        scope === 'all' ? pagefind.search(query, { filters: scopeFilters('reference', version) }) : null,
      ]);
      if (ticket !== latest.current || !found) return;
      const words = query.split(' ');
      const wanted = pickResults(found.results, limit, reference?.results);
      const first = (await Promise.all(wanted.slice(0, FIRST_BATCH).map((result) => result.data()))).filter((page) =>
        matchesQuery(page, words),
      );
      if (ticket !== latest.current) return;
      // The best match did not match a word of the query: Pagefind's prefix fallback, not a result.
      const total = first.length ? found.results.length : 0;
      // Committed now, not in a later task: on a busy main thread the frame awaited below could
      // otherwise come first, and the rest of the texts would be fetched before the first is shown.
      flushSync(() => setState({ status: 'ready', query, groups: groupResults(first, docsLabel), total }));
      if (!first.length) return;
      if (wanted.length <= FIRST_BATCH) return;
      // The rest once the first results are painted, so they never hold those back.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      if (ticket !== latest.current) return;
      const rest = (await Promise.all(wanted.slice(FIRST_BATCH).map((result) => result.data()))).filter((page) =>
        matchesQuery(page, words),
      );
      if (ticket !== latest.current) return;
      setState({ status: 'ready', query, groups: groupResults([...first, ...rest], docsLabel), total });
    })();
  }, [query, scope, version, docsLabel, limit, baseUrl]);

  // No query: nothing to show. A query not answered yet: searching (the last answer stays readable).
  if (!query)
    return { status: state.status === 'unavailable' ? 'unavailable' : 'idle', query: '', groups: [], total: 0 };
  if (state.query !== query && state.status !== 'unavailable') return { ...state, status: 'loading' };
  return state;
}

/** Starts loading the search engine ahead of the first keystroke (on hover or focus of the button). */
export function usePrefetchSearch(): () => void {
  const baseUrl = useBaseUrl('/');
  return () => void loadPagefind(baseUrl);
}
