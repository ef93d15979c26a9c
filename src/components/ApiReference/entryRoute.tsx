/**
 * The browser's route for every reference entry of the site (plugins/api-reference/clientRoutes.cjs
 * makes each version's entries one `<prefix>:slug` route): preloaded with the route's match
 * (./preload.ts), it fetches the entry's page data (`<page>/entry.json`) and the page component, so
 * the main bundle holds one route instead of one per entry. The server renders each entry's own
 * route with the same component and data, so hydration finds the same markup.
 */
import React, { type ComponentType, type ReactNode } from 'react';
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

/** Preloaded by ./preload.ts with the route's match: the entry's data and the page component. */
ApiEntryRoute.preload = (match?: Match): Promise<unknown> => (match ? load(match.url) : Promise.resolve());

export default ApiEntryRoute;
