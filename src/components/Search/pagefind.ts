/**
 * Loads Pagefind's browser API (`/pagefind/pagefind.js`, written by plugins/search) the first time
 * search needs it: nothing of search is in any page's first load. Resolves to null when there is no
 * index (the development server, `npm start`, has none).
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
}

let loading: Promise<Pagefind | null> | null = null;

export function loadPagefind(baseUrl: string): Promise<Pagefind | null> {
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
