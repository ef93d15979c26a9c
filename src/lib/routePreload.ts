// The route preload both start-up paths share: Docusaurus's preload() as the API reference extends it
// (src/components/ApiReference/preload.ts, all routes at once, also on client-side page changes) and
// the browser entry's first load (src/client/entry.tsx, one route level per task).
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
