// The route preload the site's own code uses: the browser entry's first load (src/client/entry.tsx,
// one route level per task) and the preload of a link the reader is about to open
// (src/lib/linkPrefetch.ts). Both hand each route component its match, which the API reference's one
// route of all entries uses to know which entry to load (Docusaurus's own preload(), used on
// client-side page changes, calls it without one: see src/components/ApiReference/entryRoute.tsx).
import type { MatchedRoute, RouteConfig } from 'react-router-config';

type Match = MatchedRoute<object>;
type Preloadable = { preload?: (match: Match['match']) => unknown };

/**
 * The routes that match `pathname`, as Docusaurus's preload() finds them (the path as given and
 * decoded). `matchRoutes` is passed in so that the browser entry can load react-router-config when it
 * chooses to.
 */
export function routeMatches(
  routes: RouteConfig[],
  matchRoutes: (routes: RouteConfig[], pathname: string) => Match[],
  pathname: string,
): Match[] {
  return [...new Set([pathname, decodeURI(pathname)])].flatMap((path) => matchRoutes(routes, path));
}

/**
 * Loads one matched route's component, handing it the route's match: the API reference's one route for
 * all entries (src/components/ApiReference/entryRoute.tsx) needs it to know which entry to load; other
 * components ignore it.
 */
export function preloadMatch({ route, match }: Match): unknown {
  return (route.component as unknown as Preloadable | undefined)?.preload?.(match);
}

/** Loads every component (and, for API reference entries, the data) the route of `pathname` needs. */
export function preloadPath(
  routes: RouteConfig[],
  matchRoutes: (routes: RouteConfig[], pathname: string) => Match[],
  pathname: string,
): Promise<unknown[]> {
  return Promise.all(routeMatches(routes, matchRoutes, pathname).map(preloadMatch));
}
