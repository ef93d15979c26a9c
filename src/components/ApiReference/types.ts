import { entrySlug, type ApiEntry, type ApiEntryKind } from '@site/src/lib/api/reference';

/** A docs page whose samples import an entry. */
export interface GuideLink {
  title: string;
  permalink: string;
}

interface ReferenceMeta {
  /** The docs version (`2.0`) and its label. */
  version: string;
  versionLabel: string;
  /** The release the data was generated from. */
  tag: string;
  commit: string;
  /** The framework's GitHub repository, `owner/name`. */
  repository: string;
  /** The reference's index page (`/docs/2.0/api`). */
  indexUrl: string;
}

/** What an entry page gets (plugins/api-reference). */
export interface ApiEntryPageData extends ReferenceMeta {
  entry: ApiEntry;
  url: string;
  usedIn: GuideLink[];
  /** Other entries named in this entry's signatures and docs: name → URL. */
  related: Record<string, string>;
  /** Inherited members documented on the entry they come from: anchor → URL of that member. */
  inheritedDocs: Record<string, string>;
}

/** What the index page gets. */
export interface ApiIndexPageData extends ReferenceMeta {
  groups: { group: string; entries: { name: string; kind: ApiEntryKind; url: string; summary?: string }[] }[];
}

/** The anchor of a group's section on the index page (`group-models`), where an entry's breadcrumb leads. */
export function referenceGroupId(group: string): string {
  return `group-${entrySlug(group)}`;
}
