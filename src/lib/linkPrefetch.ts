/**
 * The browser side of the prefetch policy (./prefetch.ts): one IntersectionObserver for every
 * internal link on the page, feeding an idle-time queue, and the hover/focus/touch preload.
 * Docusaurus's own Link creates an observer per link and prefetches every visible link's route at
 * once, right after hydration, with a `<link rel="prefetch">` for each of the route's chunks, also
 * those the page has already loaded; on a docs page that is a few hundred observers, about 150
 * prefetch links and one of the longest tasks after start-up. Here each route's chunks are looked up
 * once and only the missing ones are requested.
 */
import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';
import { preloadPath } from './routePreload';
import { createPrefetchQueue, isConstrainedConnection, type ConnectionInfo, type IdleDeadline } from './prefetch';

/**
 * Registry key → the chunk that holds it, where plugins/generated-files/registryLoader.cjs merged
 * route components into one chunk; empty without that override (SITE_STOCK=true).
 */
const chunkAliases: Readonly<Record<string, string>> =
  (registry as { chunkAliases?: Record<string, string> }).chunkAliases ?? {};

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

/** Route path (as in routes.js) → the names of the chunks its components and props live in. */
let chunksByRoutePath: Map<string, string[]> | null = null;
const requested = new Set<string>();

function chunkNamesOf(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => chunkNamesOf(v, into));
  return into;
}

/** The URLs of the chunks `route` needs, from the same tables Docusaurus's prefetch reads. */
function chunkUrls(route: string): string[] {
  if (!chunksByRoutePath) {
    chunksByRoutePath = new Map();
    for (const [key, names] of Object.entries(routesChunkNames)) {
      // Keys are "<route path>-<hash>".
      const path = key.replace(/-[^-]+$/, '');
      chunksByRoutePath.set(path, chunkNamesOf(names, chunksByRoutePath.get(path) ?? []));
    }
  }
  return (
    matchRoutes(routes, route)
      .flatMap((match) => chunksByRoutePath!.get(match.route.path as string) ?? [])
      // The docs layout's components share one chunk (plugins/generated-files/registryLoader.cjs).
      .map((name) => __webpack_require__.gca(chunkAliases[name] ?? name))
      .filter((url): url is string => !!url && !url.includes('undefined'))
  );
}

/** Asks the browser to fetch `url` at low priority into its cache, unless the page has it already. */
function prefetchUrl(url: string): void {
  if (requested.has(url) || document.querySelector(`script[src="${url}"]`)) return;
  requested.add(url);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

/** Prefetches the chunks of `route` the page does not have yet. */
function prefetchRoute(route: string): void {
  chunkUrls(route).forEach(prefetchUrl);
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

let queue: ReturnType<typeof createPrefetchQueue> | null = null;
let observer: IntersectionObserver | null = null;
const linkRoutes = new WeakMap<Element, string>();

function getObserver(): IntersectionObserver | null {
  if (observer || typeof IntersectionObserver === 'undefined') return observer;
  queue = createPrefetchQueue({
    prefetch: prefetchRoute,
    whenIdle,
    allowed: canFetchAhead,
  });
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const route = linkRoutes.get(entry.target);
      observer?.unobserve(entry.target);
      if (route) queue?.add(route);
    }
  });
  return observer;
}

/** Prefetches `route` in idle time once `element` is on screen. Returns the clean-up. */
export function prefetchWhenVisible(element: Element, route: string): () => void {
  if (!canFetchAhead()) return () => {};
  const io = getObserver();
  if (!io) return () => {};
  linkRoutes.set(element, route);
  io.observe(element);
  return () => {
    linkRoutes.delete(element);
    io.unobserve(element);
  };
}

/** Loads `route`'s code now: the reader is about to open it. */
export function preloadRoute(route: string): void {
  if (canFetchAhead()) void preloadPath(routes, matchRoutes, route);
}
