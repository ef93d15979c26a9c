// In place of @docusaurus/core/lib/client/preload.js in the browser bundle (plugins/api-reference):
// the same, but each route component's preload gets the route's match, which the one route of all
// reference entries (./entryRoute.tsx) needs to know which entry to load.
import routes from '@generated/routes';
import { matchRoutes, type MatchedRoute } from 'react-router-config';

type Preloadable = { preload?: (match: MatchedRoute<object>['match']) => unknown };

/** Loads every component (and, for reference entries, the data) the route of `pathname` needs. */
export default function preload(pathname: string): Promise<unknown[]> {
  const matches = Array.from(new Set([pathname, decodeURI(pathname)])).flatMap((p) => matchRoutes(routes, p));
  return Promise.all(
    matches.map(({ route, match }) => (route.component as unknown as Preloadable | undefined)?.preload?.(match)),
  );
}
