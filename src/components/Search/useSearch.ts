import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { normalizeQuery } from '@site/src/lib/search/query';
import {
  answersQuery,
  groupResults,
  matchesQuery,
  type PagefindPage,
  type ResultGroup,
} from '@site/src/lib/search/results';
import { pickResults, scopeFilters, type SearchScope } from '@site/src/lib/search/scope';
import { loadCorrector, loadPagefind, type Pagefind, type PagefindSearchResult } from './pagefind';

export type { SearchScope };

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export interface SearchState {
  status: SearchStatus;
  /** The normalized query the groups answer (empty before the first search). */
  query: string;
  groups: ResultGroup[];
  /** How many pages matched in all (the groups hold the first `limit`). */
  total: number;
  /** The corrected query the groups answer instead, when the query found nothing or little. */
  corrected: string | null;
}

export interface SearchOptions {
  /** A docs section (sidebar group) to narrow the guides to. */
  section?: string;
  /** Search the words as typed, never a correction ("Search instead for …"). */
  exact?: boolean;
}

const EMPTY: Pick<SearchState, 'groups' | 'total' | 'corrected'> = { groups: [], total: 0, corrected: null };

interface Found {
  results: PagefindSearchResult[];
  wanted: PagefindSearchResult[];
  first: PagefindPage[];
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
  { section = '', exact = false }: SearchOptions = {},
): SearchState {
  const baseUrl = useBaseUrl('/');
  const query = normalizeQuery(input);
  const [state, setState] = useState<SearchState>({ status: 'idle', query: '', ...EMPTY });
  const latest = useRef(0);

  useEffect(() => {
    const ticket = ++latest.current;
    if (!query) return;
    void (async () => {
      const pagefind = await loadPagefind(baseUrl);
      if (ticket !== latest.current) return;
      if (!pagefind) {
        setState({ status: 'unavailable', query, ...EMPTY });
        return;
      }
      const filters = scopeFilters(scope, version, section);
      // The best `limit` pages of a query and the texts of the first FIRST_BATCH that match its words.
      const find = async (pf: Pagefind, q: string): Promise<Found | null> => {
        const [found, reference] = await Promise.all([
          pf.search(q, { filters }),
          scope === 'all' ? pf.search(q, { filters: scopeFilters('reference', version) }) : null,
        ]);
        if (!found) return null;
        const wanted = pickResults(found.results, limit, reference?.results);
        const words = q.split(' ');
        const first = (await Promise.all(wanted.slice(0, FIRST_BATCH).map((result) => result.data()))).filter((page) =>
          matchesQuery(page, words),
        );
        return { results: found.results, wanted, first };
      };
      let found = await find(pagefind, query);
      if (ticket !== latest.current || !found) return;
      let answered = query;
      // Nothing found, or only pages that match a prefix of a word: try the nearest known words.
      if (!exact && !answersQuery(found.first, query.split(' '))) {
        const correct = await loadCorrector(baseUrl);
        const correction = correct?.(query) ?? null;
        if (ticket !== latest.current) return;
        const better = correction ? await find(pagefind, correction) : null;
        if (ticket !== latest.current) return;
        if (
          correction &&
          better?.first.length &&
          (!found.first.length || answersQuery(better.first, correction.split(' ')))
        ) {
          found = better;
          answered = correction;
        }
      }
      const { wanted, first } = found;
      const words = answered.split(' ');
      const corrected = answered === query ? null : answered;
      // The best match did not match a word of the query: Pagefind's prefix fallback, not a result.
      const total = first.length ? found.results.length : 0;
      // Committed now, not in a later task: on a busy main thread the frame awaited below could
      // otherwise come first, and the rest of the texts would be fetched before the first is shown.
      flushSync(() => setState({ status: 'ready', query, groups: groupResults(first, docsLabel), total, corrected }));
      if (!first.length) return;
      if (wanted.length <= FIRST_BATCH) return;
      // The rest once the first results are painted, so they never hold those back.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      if (ticket !== latest.current) return;
      const rest = (await Promise.all(wanted.slice(FIRST_BATCH).map((result) => result.data()))).filter((page) =>
        matchesQuery(page, words),
      );
      if (ticket !== latest.current) return;
      setState({ status: 'ready', query, groups: groupResults([...first, ...rest], docsLabel), total, corrected });
    })();
  }, [query, scope, version, docsLabel, limit, baseUrl, section, exact]);

  // No query: nothing to show. A query not answered yet: searching (the last answer stays readable).
  if (!query) return { status: state.status === 'unavailable' ? 'unavailable' : 'idle', query: '', ...EMPTY };
  if (state.query !== query && state.status !== 'unavailable') return { ...state, status: 'loading' };
  return state;
}

/** Starts loading the search engine ahead of the first keystroke (on hover or focus of the button). */
export function usePrefetchSearch(): () => void {
  const baseUrl = useBaseUrl('/');
  return () => void loadPagefind(baseUrl);
}
