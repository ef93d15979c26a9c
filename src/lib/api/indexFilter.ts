/**
 * The filter of the API reference index (/docs/<v>/api): a name fragment and kinds, kept in the
 * address as `?q=Model&kind=class,function`. Pure; only src/components/ApiReference/IndexPage.tsx
 * imports it, so it ships with that page alone.
 */
import type { ApiEntryKind } from './reference';

/** The kinds a reader filters by, in the order of the buttons; an abstract class counts as a class. */
export const FILTER_KINDS = [
  { kind: 'class', label: 'Classes' },
  { kind: 'interface', label: 'Interfaces' },
  { kind: 'function', label: 'Functions' },
  { kind: 'type', label: 'Types' },
  { kind: 'const', label: 'Constants' },
  { kind: 'enum', label: 'Enums' },
] as const;

export type FilterKind = (typeof FILTER_KINDS)[number]['kind'];

export interface IndexFilter {
  /** The name fragment as typed (matched trimmed, ignoring case). */
  q: string;
  /** The kinds shown; none means every kind. */
  kinds: FilterKind[];
}

export const NO_FILTER: IndexFilter = { q: '', kinds: [] };

export const filterKind = (kind: ApiEntryKind): FilterKind => (kind === 'abstract class' ? 'class' : kind);

export const isFiltered = (filter: IndexFilter): boolean => filter.q.trim() !== '' || filter.kinds.length > 0;

/** The filter a query string asks for: kinds it does not know are left out, the others put in button order. */
export function parseIndexFilter(search: string): IndexFilter {
  const params = new URLSearchParams(search);
  const asked = new Set(params.getAll('kind').flatMap((k) => k.split(',')));
  return {
    q: params.get('q') ?? '',
    kinds: FILTER_KINDS.map((k) => k.kind).filter((kind) => asked.has(kind)),
  };
}

/** The query string (`?…`, or empty) that keeps `filter`, with the other parameters of `search` kept. */
export function indexFilterSearch(search: string, filter: IndexFilter): string {
  const params = new URLSearchParams(search);
  params.delete('q');
  params.delete('kind');
  if (filter.q.trim()) params.set('q', filter.q);
  if (filter.kinds.length) params.set('kind', filter.kinds.join(','));
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}

/** Whether an entry is shown: its name contains the fragment (ignoring case) and its kind is one asked for. */
export function matchesFilter(entry: { name: string; kind: ApiEntryKind }, filter: IndexFilter): boolean {
  const q = filter.q.trim().toLowerCase();
  return (
    (!q || entry.name.toLowerCase().includes(q)) &&
    (!filter.kinds.length || filter.kinds.includes(filterKind(entry.kind)))
  );
}
