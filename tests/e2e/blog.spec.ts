import Parser from 'rss-parser';
import type { Page } from '@playwright/test';
import { test, expect, open, inventory, SITE_NAME } from './fixtures';
import { formatOrdinalDate } from '../../src/lib/dates';

/** The posts in list order, newest first: version (as the spec names it), link, title fragment. */
const posts = [
  { version: '2.0.6', path: '/blog/08-06-2025-larascript-framework-beta-2.0.6-release', date: 'June 8th, 2025' },
  { version: '2.0.5', path: '/blog/06-06-2025-larascript-framework-beta-2.0.5-release', date: 'June 6th, 2025' },
  { version: '2.0.4', path: '/blog/06-06-2025-larascript-framework-beta-2.0.4-release', date: 'June 6th, 2025' },
  { version: '2.0', path: '/blog/05-03-2025-larascript-framework-beta-2.0-release', date: 'March 5th, 2025' },
  { version: '1.1.0', path: '/blog/13-10-2024-whats-new-in-larascript-framework-1.1.0', date: 'October 13th, 2024' },
  { version: 'journey', path: '/blog/15-09-2024-novice-typescript-to-framework', date: 'September 15th, 2024' },
];

const ORDINAL_DATE =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) ([1-9]|[12]\d|3[01])(st|nd|rd|th), \d{4}$/;

test.describe('blog list', () => {
  // One visit of /blog for its three checks.
  test('the list, its previews, the blog sidebar and the feed links', async ({ page }) => {
    await open(page, '/blog');
    await test.step('shows the six posts newest first, in the spec order', async () => {
      expect(posts.map((p) => p.version)).toEqual(inventory.blogListOrder);
      const links = page.locator('main article header h2 a');
      await expect(links).toHaveCount(6);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(posts.map((p) => p.path));
    });
    await test.step('each preview has a title, an ordinal date, a cover image with alt text, an excerpt and a read-more link', () =>
      previews(page));
    await test.step('lists every post in the blog sidebar and links the feeds', () => sidebarAndFeeds(page));
  });
});

/** Each preview has a title, an ordinal date, a cover image with alt text, an excerpt and a read-more link. */
async function previews(page: Page): Promise<void> {
  const articles = page.locator('main article');
  for (let i = 0; i < posts.length; i++) {
    const article = articles.nth(i);
    await expect(article.locator('header h2')).toHaveCount(1); // a title and no subtitle
    const time = article.locator('header time').first();
    await expect(time).toHaveText(posts[i].date);
    expect(formatOrdinalDate((await time.getAttribute('datetime'))!)).toBe(posts[i].date);
    const cover = article.locator('img').first();
    expect((await cover.getAttribute('alt'))?.length ?? 0).toBeGreaterThan(10);
    await cover.scrollIntoViewIfNeeded();
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await article.locator('.markdown').innerText()).length).toBeGreaterThan(80);
    await expect(article.getByRole('link', { name: /read more/i })).toHaveAttribute('href', posts[i].path);
  }
}

/** Every post is in the blog sidebar, and the feeds are linked from the head and the footer. */
async function sidebarAndFeeds(page: Page): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: /blog recent posts navigation/i });
  await expect(sidebar.getByRole('link')).toHaveCount(6);
  for (const type of ['application/rss+xml', 'application/atom+xml', 'application/json']) {
    await expect(page.locator(`head link[rel="alternate"][type="${type}"]`)).toHaveCount(1);
  }
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/blog/rss.xml');
  await expect(footer.getByRole('link', { name: 'Atom feed' })).toHaveAttribute('href', '/blog/atom.xml');
  await expect(footer.getByRole('link', { name: 'JSON feed' })).toHaveAttribute('href', '/blog/feed.json');
}

test.describe('blog archive', () => {
  test('lists the six posts under their year, newest first, with ordinal dates', async ({ page }) => {
    await open(page, '/blog/archive');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Archive');
    const years = page.getByRole('heading', { level: 2 });
    await expect(years).toHaveText(['2025', '2024']);
    const links = page.locator('main li a');
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(posts.map((p) => p.path));
    await expect(page.locator('main li time')).toHaveText(posts.map((p) => p.date));
  });
});

test.describe('blog posts', () => {
  for (const post of posts) {
    test(`${post.path} shows title, updated date (between 2024-09-15 and 2025-06-20), image and content`, async ({
      page,
    }) => {
      await open(page, post.path);
      const title = (await page.locator('article header h1').textContent())!.trim();
      await expect(page).toHaveTitle(`${title} | ${SITE_NAME}`);
      await expect(page.locator('article header time').first()).toHaveText(post.date);
      const updated = page.locator('article header').getByText(/^Updated /);
      await expect(updated).toHaveText(ORDINAL_DATE_WITH_PREFIX);
      const value = await updated.locator('time').getAttribute('datetime');
      expect(value! >= '2024-09-15' && value! <= '2025-06-20', `${post.path} updated ${value}`).toBe(true);
      const cover = page.locator('article img').first();
      expect((await cover.getAttribute('alt'))?.length ?? 0).toBeGreaterThan(10);
      expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect((await page.locator('article .markdown').innerText()).length).toBeGreaterThan(1500);
      await expect(page.locator('article')).toContainText(/min read/);
    });
  }
});

const ORDINAL_DATE_WITH_PREFIX = new RegExp(`^Updated ${ORDINAL_DATE.source.slice(1, -1)}$`);

test.describe('feeds', () => {
  const parser = new Parser();
  for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
    test(`${feed} parses and holds the six posts`, async ({ request }) => {
      const response = await request.get(feed);
      expect(response.status()).toBe(200);
      const parsed = await parser.parseString(await response.text());
      expect(parsed.items).toHaveLength(6);
      expect(parsed.items.map((item) => new URL(item.link!).pathname)).toEqual(posts.map((p) => p.path));
      for (const item of parsed.items) expect(item.title?.length).toBeGreaterThan(5);
    });
  }

  test('/blog/feed.json is a JSON Feed with the six posts', async ({ request }) => {
    const feed = await (await request.get('/blog/feed.json')).json();
    expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1/);
    expect(feed.items).toHaveLength(6);
    expect(feed.items.map((item: { url: string }) => new URL(item.url).pathname)).toEqual(posts.map((p) => p.path));
  });
});
