import { blogPostFiles, postShownDate, withShownDates, type SitemapRoute } from '../../src/lib/sitemap';

/** src/lib/sitemap.ts: which date each route gives the sitemap. */
const routes: SitemapRoute[] = [
  { path: '/', metadata: { sourceFilePath: 'src/pages/index.tsx' } },
  { path: '/blog', routes: [{ path: '/blog/a-post', metadata: { sourceFilePath: 'blog/2025-06-08-a/index.md' } }] },
  {
    path: '/docs/2.0',
    routes: [
      {
        path: '/docs/2.0/a',
        metadata: { sourceFilePath: 'versioned_docs/version-2.0/a.md', lastUpdatedAt: 1_700_000_000_000 },
      },
      { path: '/docs/2.0/b', metadata: { sourceFilePath: 'versioned_docs/version-2.0/b.md' } },
    ],
  },
  { path: '/blog/tags' },
];

describe('sitemap dates', () => {
  test('a post shows its "Updated" date, else its date', () => {
    expect(postShownDate({ date: new Date('2025-06-08T09:00:00Z'), last_update: { date: '2025-07-01' } }, 'p.md')).toBe(
      Date.parse('2025-07-01'),
    );
    expect(postShownDate({ date: new Date('2025-06-08T09:00:00Z') }, 'p.md')).toBe(Date.parse('2025-06-08T09:00:00Z'));
    expect(() => postShownDate({ title: 'x' }, 'blog/x/index.md')).toThrow('blog/x/index.md has no valid "date"');
  });

  test('finds the blog posts in the route tree', () => {
    expect(blogPostFiles(routes)).toEqual(['blog/2025-06-08-a/index.md']);
  });

  test('docs keep their "Last updated" date, posts get theirs, everything else gets null (no git lookup)', () => {
    const dated = withShownDates(routes, new Map([['blog/2025-06-08-a/index.md', 42]]));
    const flat: Record<string, number | null | undefined> = {};
    const walk = (list: SitemapRoute[]) =>
      list.forEach((r) => {
        flat[r.path] = r.metadata?.lastUpdatedAt;
        if (r.routes) walk(r.routes);
      });
    walk(dated);
    expect(flat).toEqual({
      '/': null,
      '/blog': null,
      '/blog/a-post': 42,
      '/docs/2.0': null,
      '/docs/2.0/a': 1_700_000_000_000,
      '/docs/2.0/b': null,
      '/blog/tags': null,
    });
    // The routes given are not changed.
    expect(routes[0]!.metadata).toEqual({ sourceFilePath: 'src/pages/index.tsx' });
  });

  test('a post without a date is an error naming it', () => {
    expect(() => withShownDates(routes, new Map())).toThrow('no date for the blog post blog/2025-06-08-a/index.md');
  });
});
