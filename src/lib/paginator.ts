/**
 * The previous/next "parent rule": a link shows `{Group} › {Page}` when the linked page sits in
 * another sidebar group than the current page, and only `{Page}` when both share a group.
 */

/** The parts of a Docusaurus sidebar item the rule needs. */
export interface SidebarNode {
  type: string;
  label?: string;
  href?: string;
  items?: readonly SidebarNode[];
}

export interface PaginatorLink {
  title: string;
  permalink: string;
}

export const GROUP_SEPARATOR = ' › ';

const trimSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function findTrail(items: readonly SidebarNode[], target: string): string[] | null {
  for (const item of items) {
    if (item.href !== undefined && trimSlash(item.href) === target)
      return item.type === 'category' ? [item.label ?? ''] : [];
    if (item.type === 'category') {
      const inner = findTrail(item.items ?? [], target);
      if (inner !== null) return [item.label ?? '', ...inner];
    }
  }
  return null;
}

/** Labels of the categories that contain `permalink`, outermost first; `[]` when not found. */
export function groupTrail(items: readonly SidebarNode[], permalink: string): string[] {
  return findTrail(items, trimSlash(permalink)) ?? [];
}

/** The innermost group of a page, or null when the page is not in the sidebar or not in a group. */
export function groupOf(items: readonly SidebarNode[], permalink: string): string | null {
  const trail = groupTrail(items, permalink);
  return trail.length > 0 ? trail[trail.length - 1] : null;
}

/** The label of a previous/next link seen from the page at `currentPermalink`. */
export function paginatorLabel(items: readonly SidebarNode[], currentPermalink: string, link: PaginatorLink): string {
  const linkGroup = groupOf(items, link.permalink);
  const currentGroup = groupOf(items, currentPermalink);
  return linkGroup !== null && linkGroup !== currentGroup ? `${linkGroup}${GROUP_SEPARATOR}${link.title}` : link.title;
}

/** Both links of a paginator with their labels; a missing link (first or last page) stays undefined. */
export function paginatorLinks(
  items: readonly SidebarNode[],
  currentPermalink: string,
  links: { previous?: PaginatorLink; next?: PaginatorLink },
): { previous?: PaginatorLink; next?: PaginatorLink } {
  const label = (link?: PaginatorLink): PaginatorLink | undefined =>
    link ? { permalink: link.permalink, title: paginatorLabel(items, currentPermalink, link) } : undefined;
  return { previous: label(links.previous), next: label(links.next) };
}
