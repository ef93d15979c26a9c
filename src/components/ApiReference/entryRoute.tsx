/**
 * The browser's route for every reference entry of the site (plugins/api-reference/clientRoutes.cjs
 * makes each version's entries one `<prefix>:slug` route, whose component is `entryRoute(prefix)`):
 * when it is preloaded, it fetches the entry's page data (`<page>/entry.json`) and the page
 * component, so the main bundle holds one route instead of one per entry. The server renders each
 * entry's own route with the same component and data, so hydration finds the same markup.
 *
 * Which entry: the site's own preloads (src/lib/routePreload.ts: the first load, a link about to be
 * opened) hand the component the route's match. Docusaurus's preload(), which a client-side page
 * change awaits before it renders the new page, hands it nothing; the browser's address is then
 * already the new page's (the router has pushed it), so the entry is the one the address names.
 */
import React, { useEffect, useState, type ComponentType, type ReactNode } from 'react';
// The provider Docusaurus wraps each route in: it gives the page its plugin's <html> class names.
import { RouteContextProvider } from '@docusaurus/core/lib/client/routeContext';
import type { ApiEntryPageData } from './types';

interface Match {
  url: string;
}
type EntryPage = ComponentType<{ data: ApiEntryPageData }>;

const pages = new Map<string, Promise<ApiEntryPageData | null>>();
const loaded = new Map<string, ApiEntryPageData | null>();
let Page: EntryPage | undefined;
let NotFound: ComponentType | undefined;

const context = { plugin: { name: 'api-reference', id: 'default' }, data: undefined };
// As Docusaurus's own route for pages that do not exist.
const notFoundContext = { plugin: { name: 'native', id: 'default' }, data: undefined };
const dataUrl = (url: string) => `${url.replace(/\/$/, '')}/entry.json`;

function load(url: string): Promise<unknown> {
  let page = pages.get(url);
  if (!page) {
    page = fetch(dataUrl(url))
      .then((response) => (response.ok ? (response.json() as Promise<ApiEntryPageData>) : null))
      .catch(() => null)
      .then((data) => {
        loaded.set(url, data);
        return data;
      });
    pages.set(url, page);
  }
  const component = import('@site/src/components/ApiReference/EntryPage').then((module) => {
    Page = module.default;
  });
  // A URL under the reference that names no entry: the host served its 404 page; render that.
  const notFound = page.then((data) =>
    data ? undefined : import('@theme/NotFound').then((module) => void (NotFound = module.default)),
  );
  return Promise.all([component, notFound]);
}

function ApiEntryRoute({ match }: { match: Match }): ReactNode {
  // Rendered before its data arrived (a preload that did not name this entry): load it now.
  const [, setLoads] = useState(0);
  const ready = loaded.has(match.url) && Page !== undefined;
  useEffect(() => {
    if (!ready) void load(match.url).then(() => setLoads((n) => n + 1));
  }, [match.url, ready]);
  const data = loaded.get(match.url);
  if (!data)
    return NotFound ? (
      <RouteContextProvider value={notFoundContext}>
        <NotFound />
      </RouteContextProvider>
    ) : null;
  if (!Page) return null;
  return (
    <RouteContextProvider value={context}>
      <Page data={data} />
    </RouteContextProvider>
  );
}

type EntryRouteComponent = typeof ApiEntryRoute & { preload(match?: Match): Promise<unknown> };
const routes = new Map<string, EntryRouteComponent>();

/**
 * The route component for the entries under `prefix` (`/docs/2.0/api/`). Its preload loads the entry
 * the match names or, without a match, the entry of the browser's address when that is one of this
 * prefix's entries.
 */
export default function entryRoute(prefix: string): EntryRouteComponent {
  let route = routes.get(prefix);
  if (!route) {
    const Route = (props: { match: Match }): ReactNode => <ApiEntryRoute {...props} />;
    route = Object.assign(Route, {
      preload(match?: Match): Promise<unknown> {
        if (match) return load(match.url);
        const { pathname } = window.location;
        const slug = pathname.startsWith(prefix) ? pathname.slice(prefix.length).replace(/\/$/, '') : '';
        return slug && !slug.includes('/') ? load(pathname) : Promise.resolve();
      },
    }) as EntryRouteComponent;
    routes.set(prefix, route);
  }
  return route;
}
