import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

/**
 * Visits every URL of the built sitemap plus the pages the sitemap leaves out, at a desktop and a
 * phone viewport, and fails on anything a reader would notice: a bad status, a console error or
 * warning, a failed or third-party request, a broken image, a page without exactly one h1 or
 * without a meta description, any axe violation (WCAG 2.0/2.1/2.2 A and AA plus best practices;
 * in dark mode, the colour rules), and, on doc pages, text that the static HTML lacks.
 */
const sitemap = readFileSync(join(__dirname, '..', '..', 'build', 'sitemap.xml'), 'utf8');
const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const paths = [...new Set([...fromSitemap, '/', '/blog', '/contribution', '/github', '/docs', '/search'])].sort();

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
  // Every Content-Security-Policy violation (the site is served with the hosts' _headers file).
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  expect(response?.headers()['content-security-policy'], `CSP header on ${path}`).toContain("frame-ancestors 'none'");
  if (path === '/docs') await page.waitForURL('**/docs/2.0/getting-started/introduction');
  await waitForHydration(page);
  return { page, problems, close: () => context.close() };
}

/** Loads every image now (lazy ones included) and lists those that fail to load or decode. */
async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    const failed = await Promise.all(
      images.map((img) =>
        img
          .decode()
          .then(() => (img.naturalWidth === 0 ? img.currentSrc || img.src : null))
          .catch(() => img.currentSrc || img.src),
      ),
    );
    return failed.filter((src): src is string => src !== null);
  });
}

/**
 * Axe violations on the page as it is. `rules` narrows the run to named rules: the dark theme
 * changes colours only, so after the full light-mode run it is checked for the colour rules.
 */
async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (rules ? builder.withRules(rules) : builder.withTags(AXE_TAGS)).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/** The axe rules whose outcome depends on colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// Compared without whitespace: markup such as <strong> splits the static HTML's text where the
// rendered text has no break, and the hash links add zero-width spaces.
const WHITESPACE = /[\s\u200B]+/g;

/** The text of an HTML document as a reader without JavaScript gets it, whitespace removed. */
function staticText(html: string): string {
  return html
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
}

/** The text blocks of a hydrated doc page that are missing from its static HTML. */
async function textMissingWithoutJs(page: Page, html: string): Promise<string[]> {
  const text = staticText(html);
  const blocks = await page.locator('article .markdown').locator('p, li, h2, h3, td').allInnerTexts();
  expect(blocks.length, 'text blocks on the page').toBeGreaterThan(3);
  return blocks.filter((t) => t.replace(WHITESPACE, '').length > 0 && !text.includes(t.replace(WHITESPACE, '')));
}

const isDocPage = (path: string): boolean => path.startsWith('/docs/') && path.split('/').length > 4;

test.describe.configure({ mode: 'parallel' });

for (const path of paths) {
  test(`crawl ${path}`, async ({ browser, baseURL, request }) => {
    for (const [name, options] of Object.entries(VIEWPORTS)) {
      const { page, problems, close } = await visit(browser, path, options, baseURL!);
      expect(await page.locator('h1').count(), `${name}: exactly one h1 on ${path}`).toBe(1);
      const description = await page.locator('head meta[name="description"]').getAttribute('content');
      expect(description?.trim().length ?? 0, `${name}: meta description on ${path}`).toBeGreaterThan(20);
      expect(await brokenImages(page), `${name}: images that did not load on ${path}`).toEqual([]);
      expect(await axeViolations(page), `${name} light: axe violations on ${path}`).toEqual([]);
      if (name === 'desktop') {
        // The reader's system switches to dark mode; the site follows it.
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
        // Colours ease to the dark theme through CSS transitions; check them once they have settled.
        await page.waitForFunction(() =>
          document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'),
        );
        expect(await axeViolations(page, COLOUR_RULES), `dark: axe violations on ${path}`).toEqual([]);
        if (isDocPage(path)) {
          // Readers without JavaScript, and crawlers, get the whole page from the static HTML.
          const html = await (await request.get(path)).text();
          expect(await textMissingWithoutJs(page, html), `text missing from the static HTML of ${path}`).toEqual([]);
        }
      }
      expect(problems, `${name}: problems on ${path}`).toEqual([]);
      await close();
    }
  });
}
