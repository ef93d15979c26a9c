/**
 * The sitemap's `lastmod` is the date a reader sees on the page, and nothing else:
 * - a docs page: its "Last updated" date (from git, only with the full history; see
 *   docusaurus.config.ts), or none when the page shows none;
 * - a blog post: its "Updated" date (`last_update.date` in the front matter), else its date;
 * - any other page (home, lists, tags, contribution pages): none, as they show no date.
 *
 * The sitemap plugin takes a route's `metadata.lastUpdatedAt` as the date, and asks git when it is
 * `undefined`; `null` means no date. So these functions give every route a number or `null`, which
 * also spares the build one git call per page.
 */

export interface SitemapRoute {
  path: string;
  metadata?: { sourceFilePath?: string; lastUpdatedAt?: number | null };
  routes?: SitemapRoute[];
}

/** The date a blog post shows last, from its front matter: `last_update.date`, else `date`. */
export function postShownDate(frontMatter: Record<string, unknown>, file: string): number {
  const lastUpdate = frontMatter.last_update as { date?: unknown } | undefined;
  const value = lastUpdate?.date ?? frontMatter.date;
  const time =
    value instanceof Date ? value.getTime() : typeof value === 'string' ? new Date(value).getTime() : Number.NaN;
  if (Number.isNaN(time))
    throw new Error(`sitemap: ${file} has no valid "date" or "last_update.date" in its front matter`);
  return time;
}

/** The source files of the blog posts among the routes (metadata.sourceFilePath under `blogDir`). */
export function blogPostFiles(routes: SitemapRoute[], blogDir = 'blog/'): string[] {
  const files: string[] = [];
  const walk = (list: SitemapRoute[]) => {
    for (const route of list) {
      const file = route.metadata?.sourceFilePath;
      if (file?.startsWith(blogDir)) files.push(file);
      if (route.routes) walk(route.routes);
    }
  };
  walk(routes);
  return files;
}

/**
 * A copy of the route tree in which every route's `lastUpdatedAt` is the date the page shows:
 * `postDates` gives each blog post's (see postShownDate); docs keep theirs; the rest get `null`.
 */
export function withShownDates<R extends SitemapRoute>(
  routes: R[],
  postDates: ReadonlyMap<string, number>,
  { blogDir = 'blog/', docsDirs = ['docs/', 'versioned_docs/'] } = {},
): R[] {
  return routes.map((route) => {
    const file = route.metadata?.sourceFilePath;
    let lastUpdatedAt: number | null = null;
    if (file?.startsWith(blogDir)) {
      const date = postDates.get(file);
      if (date === undefined) throw new Error(`sitemap: no date for the blog post ${file}`);
      lastUpdatedAt = date;
    } else if (file && docsDirs.some((dir) => file.startsWith(dir))) {
      lastUpdatedAt = route.metadata?.lastUpdatedAt ?? null;
    }
    return {
      ...route,
      metadata: { ...route.metadata, lastUpdatedAt },
      ...(route.routes ? { routes: withShownDates(route.routes, postDates, { blogDir, docsDirs }) } : {}),
    };
  });
}
