/**
 * Chunks fetched ahead of time: the highlighter's (src/lib/highlighter/client.ts), in idle time after
 * start-up, so that a later client-side page change finds Prism in the cache. Never on a
 * constrained connection (./prefetch.ts), and only in a production build. Links fetch the pages
 * they point to as Docusaurus's own Link does.
 */
import { isConstrainedConnection, type ConnectionInfo, type IdleDeadline } from './prefetch';

/** Docusaurus's chunk-name → URL lookup, added to the webpack runtime by its ChunkAssetPlugin. */
declare const __webpack_require__: { gca(chunkName: string): string | undefined };

type IdleWindow = Window & {
  requestIdleCallback?: (callback: (deadline: IdleDeadline) => void, options?: { timeout: number }) => number;
};

const connection = (): ConnectionInfo | undefined =>
  (navigator as Navigator & { connection?: ConnectionInfo }).connection;

/**
 * Only a production build has chunk files to fetch ahead: the development server (`npm start`) has
 * no file for some of the chunk names its routes list, and answers a request for one with the
 * app's HTML.
 */
const HAS_CHUNK_FILES = process.env.NODE_ENV === 'production';

/** Whether pages may be fetched ahead of time: in a production build, if the reader's connection allows. */
export const canFetchAhead = (): boolean => HAS_CHUNK_FILES && !isConstrainedConnection(connection());

/** Calls back in an idle period once the page has finished hydrating (never during start-up). */
function whenIdle(callback: (deadline: IdleDeadline) => void): void {
  const idleWindow = window as IdleWindow;
  const run = (deadline: IdleDeadline) =>
    document.documentElement.dataset.hasHydrated === 'true' ? callback(deadline) : whenIdle(callback);
  if (idleWindow.requestIdleCallback) idleWindow.requestIdleCallback(run, { timeout: 5000 });
  // Browsers without requestIdleCallback (Safari): a short task after the current work.
  else setTimeout(() => run({ didTimeout: true, timeRemaining: () => 0 }), 200);
}

const requested = new Set<string>();

/** Asks the browser to fetch `url` at low priority into its cache, unless the page has it already. */
function prefetchUrl(url: string): void {
  if (requested.has(url) || document.querySelector(`script[src="${url}"]`)) return;
  requested.add(url);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

/** Prefetches named chunks (fetched, not run) in idle time, if the connection allows. */
export function prefetchChunksWhenIdle(chunkNames: readonly string[]): void {
  if (!canFetchAhead()) return;
  whenIdle(() => {
    if (!canFetchAhead()) return;
    for (const name of chunkNames) {
      const url = __webpack_require__.gca(name);
      if (url && !url.includes('undefined')) prefetchUrl(url);
    }
  });
}
