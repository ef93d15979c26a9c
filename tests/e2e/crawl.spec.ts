import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

/**
 * Visits every URL of the built sitemap plus the pages the sitemap leaves out, at a desktop and a
 * phone viewport, and fails on anything a reader would notice: a bad status, a console error or
 * warning, a failed or third-party request, a broken image, a page without exactly one h1 or
 * without a meta description, and any axe violation (WCAG 2.0/2.1/2.2 A and AA plus best
 * practices) in light or dark mode.
 */
const sitemap = readFileSync(join(__dirname, '..', '..', 'build', 'sitemap.xml'), 'utf8');
const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const paths = [...new Set([...fromSitemap, '/', '/blog', '/contribution', '/github', '/docs'])].sort();

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const VIEWPORTS: Record<string, BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};

interface Visit {
  page: Page;
  problems: string[];
}

async function visit(
  browser: Browser,
  path: string,
  options: BrowserContextOptions,
  baseURL: string,
): Promise<Visit & { close(): Promise<void> }> {
  const context = await browser.newContext({ ...options, baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  const origin = new URL(baseURL).origin;
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText;
    // The /docs redirect page navigates away while its own scripts load; the browser cancels
    // those requests, which is expected there and nowhere else.
    if (path === '/docs' && error === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${r.url()} (${error})`);
  });
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))
      problems.push(`third-party request: ${url}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  if (path === '/docs') await page.waitForURL('**/docs/2.0/getting-started/introduction');
  await waitForHydration(page);
  return { page, problems, close: () => context.close() };
}

/** Scrolls through the page so lazy images load, then lists the images that did not. */
async function brokenImages(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForLoadState('networkidle');
  return page.$$eval('img', (imgs) =>
    (imgs as HTMLImageElement[])
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

test.describe.configure({ mode: 'parallel' });

for (const path of paths) {
  test(`crawl ${path}`, async ({ browser, baseURL }) => {
    for (const [name, options] of Object.entries(VIEWPORTS)) {
      const { page, problems, close } = await visit(browser, path, options, baseURL!);
      expect(await page.locator('h1').count(), `${name}: exactly one h1 on ${path}`).toBe(1);
      const description = await page.locator('head meta[name="description"]').getAttribute('content');
      expect(description?.trim().length ?? 0, `${name}: meta description on ${path}`).toBeGreaterThan(20);
      expect(await brokenImages(page), `${name}: images that did not load on ${path}`).toEqual([]);
      expect(await axeViolations(page), `${name} light: axe violations on ${path}`).toEqual([]);
      expect(problems, `${name}: problems on ${path}`).toEqual([]);
      await close();
    }
    const dark = await visit(browser, path, { ...VIEWPORTS.desktop, colorScheme: 'dark' }, baseURL!);
    expect(await dark.page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await axeViolations(dark.page), `dark: axe violations on ${path}`).toEqual([]);
    expect(dark.problems, `dark: problems on ${path}`).toEqual([]);
    await dark.close();
  });
}

const docPaths = paths.filter((p) => p.startsWith('/docs/') && p.split('/').length > 4);

// Compared without whitespace: markup such as <strong> splits the static HTML's text where the
// rendered text has no break, and the hash links add zero-width spaces.
const WHITESPACE = /[\s\u200B]+/g;

test.describe('without JavaScript', () => {
  for (const path of docPaths) {
    test(`the static HTML of ${path} holds the page's full text`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      const staticText = html
        .replace(/<script[\s\S]*?<\/script>/g, ' ')
        .replace(/<style[\s\S]*?<\/style>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(WHITESPACE, '');
      await page.goto(path);
      await waitForHydration(page);
      const blocks = await page.locator('article .markdown').locator('p, li, h2, h3, td').allInnerTexts();
      expect(blocks.length, `text blocks on ${path}`).toBeGreaterThan(3);
      const missing = blocks.filter(
        (t) => t.replace(WHITESPACE, '').length > 0 && !staticText.includes(t.replace(WHITESPACE, '')),
      );
      expect(missing, `rendered text missing from the static HTML of ${path}`).toEqual([]);
    });
  }
});
