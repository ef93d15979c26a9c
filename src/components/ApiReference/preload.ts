// In place of @docusaurus/core/lib/client/preload.js in the browser bundle (plugins/api-reference):
// the same, but each route component's preload gets the route's match, which the one route of all
// reference entries (./entryRoute.tsx) needs to know which entry to load.
import routes from '@generated/routes';
import { matchRoutes } from 'react-router-config';
import { preloadMatch, routeMatches } from '@site/src/lib/routePreload';

/** Loads every component (and, for reference entries, the data) the route of `pathname` needs. */
export default function preload(pathname: string): Promise<unknown[]> {
  return Promise.all(routeMatches(routes, matchRoutes, pathname).map(preloadMatch));
}
