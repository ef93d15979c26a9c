/**
 * The sections of a docs version's pages, from its sidebars: what llms.txt lists and what the social
 * cards show above a page's title. Apart from files.ts so that the build loads it without the
 * Markdown writer that files.ts brings (remark and micromark, a quarter of a second on each of the
 * two loads of the site configuration).
 */

/** A docs sidebar item, as the docs plugin loads it (only the fields read here). */
export type SidebarEntry =
  | { type: 'doc' | 'ref'; id: string }
  | { type: 'category'; label: string; items: readonly SidebarEntry[]; link?: { type: string; id?: string } }
  | { type: 'link' | 'html' };

/** A section of the index: a top-level sidebar category and the ids of its pages, in order. */
export interface Section {
  label: string;
  ids: string[];
}

/** Label of the section for pages outside any category, or in no sidebar. */
export const OTHER_PAGES = 'Other pages';

function docIds(items: readonly SidebarEntry[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id];
    if (item.type === 'category')
      return [...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []), ...docIds(item.items)];
    return [];
  });
}

/**
 * The pages in sidebar order, one section per top-level category (nested categories stay inside
 * theirs), each page once (where it first appears). Pages of `ids` that no sidebar lists come
 * last; ids the sidebars name but `ids` lacks are left out. Link and HTML items are not pages.
 */
export function sidebarSections(sidebars: Record<string, readonly SidebarEntry[]>, ids: readonly string[]): Section[] {
  const known = new Set(ids);
  const seen = new Set<string>();
  const sections: Section[] = [];
  const add = (label: string, found: string[]): void => {
    const fresh = found.filter((id) => known.has(id) && !seen.has(id));
    fresh.forEach((id) => seen.add(id));
    if (fresh.length === 0) return;
    const last = sections.at(-1);
    if (last?.label === label) last.ids.push(...fresh);
    else sections.push({ label, ids: fresh });
  };
  for (const items of Object.values(sidebars)) {
    for (const item of items) add(item.type === 'category' ? item.label : OTHER_PAGES, docIds([item]));
  }
  add(
    OTHER_PAGES,
    ids.filter((id) => !seen.has(id)),
  );
  return sections;
}
