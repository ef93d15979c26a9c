/**
 * How an API reference entry's page is laid out: its members in sections (constructor, own
 * properties, accessors and methods, then one section per class or interface they are inherited
 * from) and the table of contents that follows them. Pure: the page component only renders it.
 */
import type { ApiEntry, ApiMember } from './reference';

export interface EntrySection {
  /** The section heading's anchor: `constructor`, `properties`, `methods`, `inherited-from-model`. */
  id: string;
  title: string;
  /** The class or interface the section's members come from, for inherited sections. */
  inheritedFrom?: string;
  members: ApiMember[];
}

/** A table of contents item, as the theme's TOC takes it (`value` is HTML). */
export interface EntryTocItem {
  value: string;
  id: string;
  level: 2 | 3;
}

const KIND_SECTIONS = [
  { kinds: ['property'], id: 'properties', title: 'Properties' },
  { kinds: ['accessor'], id: 'accessors', title: 'Accessors' },
  { kinds: ['method'], id: 'methods', title: 'Methods' },
  { kinds: ['enum member'], id: 'enum-members', title: 'Members' },
] as const;

/** Kind order inside an inherited section, then static members before instance ones, in source order. */
function ordered(members: ApiMember[]): ApiMember[] {
  const rank = (m: ApiMember) =>
    KIND_SECTIONS.findIndex((s) => (s.kinds as readonly string[]).includes(m.kind)) * 2 + (m.static ? 0 : 1);
  return members.map((m, i) => [m, i] as const).sort(([a, i], [b, j]) => rank(a) - rank(b) || i - j).map(([m]) => m);
}

const slugOf = (name: string) =>
  name
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** The sections of an entry's page: own members by kind, then inherited ones by where they come from. */
export function entrySections(entry: Pick<ApiEntry, 'members'>): EntrySection[] {
  const sections: EntrySection[] = [];
  const constructors = entry.members.filter((m) => m.kind === 'constructor');
  if (constructors.length) sections.push({ id: 'constructor', title: 'Constructor', members: constructors });
  const own = entry.members.filter((m) => m.kind !== 'constructor' && !m.inheritedFrom);
  for (const { kinds, id, title } of KIND_SECTIONS) {
    const members = ordered(own.filter((m) => (kinds as readonly string[]).includes(m.kind)));
    if (members.length) sections.push({ id, title, members });
  }
  const inherited = new Map<string, ApiMember[]>();
  for (const m of entry.members)
    if (m.kind !== 'constructor' && m.inheritedFrom)
      inherited.set(m.inheritedFrom, [...(inherited.get(m.inheritedFrom) ?? []), m]);
  for (const [from, members] of inherited)
    sections.push({
      id: `inherited-from-${slugOf(from)}`,
      title: `Inherited from ${from}`,
      inheritedFrom: from,
      members: ordered(members),
    });
  return sections;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** How a member is named in its heading (its badges say static): `create()`, `table`. */
export function memberLabel(member: ApiMember): string {
  return `${member.name}${member.kind === 'method' || member.kind === 'constructor' ? '()' : ''}`;
}

/** The table of contents: each section, and under it each member (the constructor section is its member). */
export function entryToc(sections: EntrySection[]): EntryTocItem[] {
  const toc: EntryTocItem[] = [];
  for (const section of sections) {
    toc.push({ value: escapeHtml(section.title), id: section.id, level: 2 });
    if (section.id === 'constructor') continue;
    // The table of contents has no badges: it says static, as a static and an instance member may share a name.
    for (const m of section.members)
      toc.push({ value: escapeHtml(`${m.static ? 'static ' : ''}${memberLabel(m)}`), id: m.anchor, level: 3 });
  }
  return toc;
}
