/**
 * A reference entry's page as the server renders it in a production build, where every entry of a
 * version shares one data module (plugins/api-reference): the page of the route being rendered.
 * The browser never loads this component or that module: its one route for all entries fetches the
 * entry's own data (./entryRoute.tsx) and renders ApiEntryPage with it, so hydration finds the same
 * markup.
 */
import React, { type ReactNode } from 'react';
import ApiEntryPage from './EntryPage';
import type { ApiEntryPageData } from './types';

export default function VersionEntryPage({
  data,
  match,
}: {
  /** Every entry page of the version, by its URL (the route's path). */
  data: Record<string, ApiEntryPageData>;
  match: { path: string };
}): ReactNode {
  const page = data[match.path];
  if (!page) throw new Error(`api-reference: no entry data for the route ${match.path}`);
  return <ApiEntryPage data={page} />;
}
