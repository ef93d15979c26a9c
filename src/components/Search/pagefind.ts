/**
 * Loads Pagefind's browser API (`/pagefind/pagefind.js`, written by plugins/search) the first time
 * search needs it: nothing of search is in any page's first load. Resolves to null when there is no
 * index (the development server, `npm start`, has none). Also loads, only when asked, the index's
 * vocabulary (for corrections) and its docs sections (for the section filter).
 */
import type { PagefindFilters } from '@site/src/lib/search/scope';

export interface PagefindSearchResult {
  id: string;
  score: number;
  data(): Promise<import('@site/src/lib/search/results').PagefindPage>;
}

export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  preload(term: string, options?: { filters?: PagefindFilters }): Promise<void>;
  search(term: string, options?: { filters?: PagefindFilters }): Promise<{ results: PagefindSearchResult[] } | null>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

/**
 * What search says when loadPagefind resolves to null: on the development server, that it has no
 * index (not a failure to fix); in a build, that the index could not be fetched.
 */
export const UNAVAILABLE_MESSAGE =
  process.env.NODE_ENV === 'development'
    ? 'The development server has no search index: run npm run build, then npm run serve, to search.'
    : 'Search could not be loaded. Check your connection and try again.';

let loading: Promise<Pagefind | null> | null = null;

export function loadPagefind(baseUrl: string): Promise<Pagefind | null> {
  // The development server has no index: asking for it would log a failed module load per keystroke.
  if (process.env.NODE_ENV === 'development') return Promise.resolve(null);
  loading ??= import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`)
    .then(async (pagefind: Pagefind) => {
      // No web worker: the search itself is a few milliseconds, and the worker is one more download.
      // Result URLs carry the base URL, so they can be pushed to the router as they are.
      await pagefind.options({ basePath: `${baseUrl}pagefind/`, baseUrl, excerptLength: 22, noWorker: true });
      await pagefind.init();
      return pagefind;
    })
    .catch(() => {
      loading = null;
      return null;
    });
  return loading;
}

/** Corrects a query, or answers null when no word of it needed correcting (src/lib/search/correct.ts). */
export type Corrector = (query: string) => string | null;

let corrector: Promise<Corrector | null> | null = null;

/**
 * The corrector over the index's vocabulary (plugins/search writes it), loaded the first time a query
 * needs correcting: the vocabulary and the correction code are in no exact search's downloads.
 */
export function loadCorrector(baseUrl: string): Promise<Corrector | null> {
  corrector ??= Promise.all([
    fetch(`${baseUrl}pagefind/vocabulary.txt`).then((response) =>
      response.ok ? response.text() : Promise.reject(new Error(`vocabulary: HTTP ${response.status}`)),
    ),
    import('@site/src/lib/search/vocabulary'),
    import('@site/src/lib/search/correct'),
  ])
    .then(([text, { parseVocabulary }, { correctQuery }]) => {
      const vocabulary = parseVocabulary(text);
      return (query: string) => correctQuery(query, vocabulary);
    })
    .catch(() => {
      corrector = null;
      return null;
    });
  return corrector;
}

let sections: Promise<string[]> | null = null;

/** The docs sections (the outermost sidebar groups) the index knows, in alphabetical order. */
export function loadSections(baseUrl: string): Promise<string[]> {
  sections ??= loadPagefind(baseUrl)
    .then(async (pagefind) => Object.keys((await pagefind?.filters())?.section ?? {}).sort())
    .catch(() => {
      sections = null;
      return [];
    });
  return sections;
}
