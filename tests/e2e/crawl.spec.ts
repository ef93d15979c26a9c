import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Request,
} from '@playwright/test';
import { BUILD_DIR, docsRoutes, SITE_NAME, waitForHydration } from './fixtures';
import { addAxeToEveryPage, axeViolations, COLOUR_RULES, renderEverything } from './axe';
import { crawlPaths, crawlPlan, LAYOUT_RULES, REFERENCE_SAMPLE } from './crawlPlan';

/**
 * Visits every URL of the built sitemap (of the API reference, a fixed sample: crawlPlan.ts), every
 * route the spec requires and the pages the sitemap leaves out, at a desktop and a phone viewport, and fails on anything a reader would notice: a bad
 * status, a console error or warning, a failed or third-party request, a broken image, a page
 * without exactly one h1, without a meta description or without its title, any axe violation
 * (WCAG 2.0/2.1/2.2 A and AA plus best practices; in dark mode, the colour rules; at the phone
 * width, see below), and, on doc pages, text that the static HTML lacks.
 *
 * Axe runs in light mode on every page at the desktop width. A page's colours and its look at a
 * phone's width follow from its template and the kinds of elements it holds, so the colour rules
 * (in light and in dark mode) and the whole phone run cover the pages that together hold every
 * (template, kind of element) pair (crawlPlan.ts, about thirty); the other pages get every other
 * rule at the desktop width and, at the phone width, the rules their own content can change there.
 * The blog's tag pages and the API reference entries are visited as samples (crawlPlan.ts).
 *
 * Highlighted code is most of the elements of a docs page and most of axe's time there. Its colours
 * are the code theme's, whose contrast tests/unit/codeTheme.test.ts checks for every token in both
 * modes. Axe checks code text on about fifteen of those thirty pages, which together hold every kind
 * of code element, in both modes at both widths (crawlPlan.ts); elsewhere the code text (not the
 * scrollable block around it) is left out of axe.
 *
 * Each worker keeps one page per viewport and moves it from URL to URL, as a reader would: a new
 * browser context per visit costs more than the checks of a small page.
 */
const sitemap = readFileSync(join(BUILD_DIR, 'sitemap.xml'), 'utf8');
const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const required = docsRoutes.map((r) => r.route);
// The API reference: its index and a fixed sample of entries (crawlPlan.ts).
const paths = crawlPaths([
  ...new Set([
    ...fromSitemap,
    ...required,
    ...REFERENCE_SAMPLE,
    '/',
    '/blog',
    '/contribution',
    '/github',
    '/docs',
    '/search',
  ]),
]).sort();
const { fullRuns, codeRuns } = crawlPlan(BUILD_DIR, paths);
const CODE_TEXT = 'pre code';

/** The `<title>` of pages whose title the spec fixes; docs routes use their h1 where the spec quotes none. */
const TITLES: Record<string, string> = {
  '/': `${SITE_NAME} | Homepage`,
  '/blog': `Blog | ${SITE_NAME}`,
  '/contribution': `Contribute | ${SITE_NAME}`,
  '/github': `GitHub | ${SITE_NAME}`,
};
const docsTitles = new Map(docsRoutes.map((r) => [r.route, r.title]));

// Reduced motion: colours change at once when the color mode does (the site turns Infima's
// transitions off for it), so the dark-mode check need not wait for a transition, nor repaint one.
const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' },
  mobile: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    // A pixel ratio of 1, not a phone's 2: layout, overflow and axe see the same CSS pixels, and nothing
    // on the site depends on the ratio (tests/build/output.test.ts checks), while raster work is a
    // quarter (the crawl took 358 s at 2 and 324 s at 1 on two cores).
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  },
} satisfies Record<string, BrowserContextOptions>;
type ViewportName = keyof typeof VIEWPORTS;

/** A page that stays open for the whole worker, recording what goes wrong during each visit. */
interface Visitor {
  page: Page;
  /** Opens `path` and waits for hydration; the problems list then collects this visit's problems. */
  visit(path: string): Promise<string[]>;
}

async function createVisitor(browser: Browser, options: BrowserContextOptions, baseURL: string): Promise<Visitor> {
  const context = await browser.newContext({ ...options, baseURL });
  await addAxeToEveryPage(context);
  const page = await context.newPage();
  const origin = new URL(baseURL).origin;
  let problems: string[] = [];
  let currentPath = '';
  const report = (problem: string) => problems.push(problem);
  // Requests still open when the next visit starts belong to the page being left: the browser
  // cancels them (a prefetch, for one), as it did when each visit closed its own context. So does
  // every request reported after the next visit starts and before the new document replaces the old
  // one: the page being left keeps fetching its links ahead in idle time while the next one loads
  // (testing/introduction fetches about forty routes' chunks over three seconds), and under load the
  // report of a request can arrive after the visit has begun. Seen in a CI-mode run on 27 November:
  // "request failed … (net::ERR_ABORTED)" for the previous page's sidebar links.
  const open = new Set<Request>();
  let leftBehind = new Set<Request>();
  let leaving = false;
  page.on('request', (r) => {
    open.add(r);
    if (leaving) leftBehind.add(r);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) leaving = false;
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') report(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => report(`uncaught: ${e.message}`));
  page.on('requestfailed', (r) => {
    open.delete(r);
    const error = r.failure()?.errorText;
    if (leftBehind.has(r) && error === 'net::ERR_ABORTED') return;
    // The /docs redirect page navigates away while its own scripts load; the browser cancels
    // those requests, which is expected there and nowhere else.
    if (currentPath === '/docs' && error === 'net::ERR_ABORTED') return;
    report(`request failed: ${r.url()} (${error})`);
  });
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))
      report(`third-party request: ${url}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) report(`HTTP ${r.status()}: ${r.url()}`);
  });
  // Every Content-Security-Policy violation (the site is served with the hosts' _headers file).
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  return {
    page,
    async visit(path) {
      const mine: string[] = [];
      problems = mine;
      leftBehind = new Set(open);
      leaving = true;
      currentPath = path;
      const response = await page.goto(path);
      leaving = false;
      expect(response?.status(), `status of ${path}`).toBe(200);
      expect(response?.headers()['content-security-policy'], `CSP header on ${path}`).toContain(
        "frame-ancestors 'none'",
      );
      if (path === '/docs') await page.waitForURL('**/docs/2.0/getting-started/introduction');
      await waitForHydration(page);
      return mine;
    },
  };
}

const test = base.extend<object, { visitors: Record<ViewportName, Visitor> }>({
  visitors: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const visitors = {
        desktop: await createVisitor(browser, VIEWPORTS.desktop, baseURL),
        mobile: await createVisitor(browser, VIEWPORTS.mobile, baseURL),
      };
      await use(visitors);
      await Promise.all(Object.values(visitors).map((v) => v.page.context().close()));
    },
    { scope: 'worker' },
  ],
});

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

/** Waits until the colour transitions of a color mode change have finished. */
async function colourTransitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'),
  );
}

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
  // A list item holding a code block off screen would otherwise read without the block's text.
  await renderEverything(page);
  const blocks = await page.locator('article .markdown').locator('p, li, h2, h3, td').allInnerTexts();
  expect(blocks.length, 'text blocks on the page').toBeGreaterThan(3);
  return blocks.filter((t) => t.replace(WHITESPACE, '').length > 0 && !text.includes(t.replace(WHITESPACE, '')));
}

const isDocPage = (path: string): boolean => path.startsWith('/docs/') && path.split('/').length > 4;

/** Checks that need nothing but the page as loaded: one h1, a description, the title, the images. */
async function pageBasics(page: Page, path: string, name: ViewportName): Promise<void> {
  const h1 = page.locator('h1');
  expect(await h1.count(), `${name}: exactly one h1 on ${path}`).toBe(1);
  const description = await page.locator('head meta[name="description"]').getAttribute('content');
  expect(description?.trim().length ?? 0, `${name}: meta description on ${path}`).toBeGreaterThan(20);
  if (docsTitles.has(path)) {
    // A required docs route: its h1 is the spec's title where the spec quotes one, and the tab says it too.
    const title = docsTitles.get(path);
    const heading = (await h1.textContent())?.trim() ?? '';
    expect(heading, `h1 of ${path}`).toBeTruthy();
    if (title) expect(heading, `h1 of ${path}`).toBe(title);
    expect(await page.title(), `title of ${path}`).toBe(`${title ?? heading} | ${SITE_NAME}`);
  } else if (TITLES[path]) {
    expect(await page.title(), `title of ${path}`).toBe(TITLES[path]);
  }
  expect(await brokenImages(page), `${name}: images that did not load on ${path}`).toEqual([]);
}

test.describe.configure({ mode: 'parallel' });

for (const path of paths) {
  const full = fullRuns.has(path);
  // Where this page does not stand for its kinds of code element, the text of highlighted code is left out of axe.
  const code = codeRuns.has(path);
  const exclude = code ? [] : [CODE_TEXT];
  test(`crawl ${path}${full ? ` (axe in full at both widths and in dark mode${code ? ', code included' : ''})` : ''}`, async ({
    visitors,
    request,
  }) => {
    // Desktop: everything in light mode, then the colour rules in dark mode, then the static HTML.
    const { page } = visitors.desktop;
    await page.setViewportSize(VIEWPORTS.desktop.viewport);
    const desktopProblems = await visitors.desktop.visit(path);
    await expect(page.locator('html'), 'light mode to start with').toHaveAttribute('data-theme', 'light');
    await pageBasics(page, path, 'desktop');
    // Colours follow from the template and the kinds of elements (see above): the colour rules run
    // on the pages that together hold every (template, kind) pair, in both modes.
    expect(
      await axeViolations(page, { exclude, skipRules: full ? [] : COLOUR_RULES }),
      `desktop light: axe violations on ${path}`,
    ).toEqual([]);
    if (full) {
      // The reader's system switches to dark mode; the site follows it. Colours, like the phone
      // layout, follow from the template and the kinds of elements: checked on the pages that
      // together hold every (template, kind) pair (crawlPlan.ts).
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
      await colourTransitionsDone(page);
      expect(
        await axeViolations(page, { rules: COLOUR_RULES, exclude }),
        `desktop dark: axe violations on ${path}`,
      ).toEqual([]);
      await page.emulateMedia({ colorScheme: 'light' });
    }
    if (isDocPage(path)) {
      // Readers without JavaScript, and crawlers, get the whole page from the static HTML.
      const html = await (await request.get(path)).text();
      expect(await textMissingWithoutJs(page, html), `text missing from the static HTML of ${path}`).toEqual([]);
    }

    if (full) {
      // A phone, from the first request: the template's narrow layout as it starts up, checked in full.
      const phone = visitors.mobile;
      const phoneProblems = await phone.visit(path);
      await expect(phone.page.locator('html'), 'light mode to start with').toHaveAttribute('data-theme', 'light');
      await pageBasics(phone.page, path, 'mobile');
      expect(await axeViolations(phone.page, { exclude }), `mobile: axe violations on ${path}`).toEqual([]);
      expect(phoneProblems, `mobile: problems on ${path}`).toEqual([]);
    } else {
      // The same page narrowed to a phone's width: what this page's own content changes there.
      await page.setViewportSize(VIEWPORTS.mobile.viewport);
      await page.locator('.navbar__toggle').first().waitFor({ state: 'visible' });
      // A table box that now scrolls becomes focusable once React has measured it at the new width
      // (src/components/ScrollableTable, a ResizeObserver): a frame or two after the resize.
      await page
        .waitForFunction(
          () =>
            [...document.querySelectorAll<HTMLElement>('article div[class*="box_"]')].every(
              (box) => box.scrollWidth <= box.clientWidth + 1 || box.tabIndex === 0,
            ),
          null,
          { timeout: 5_000 },
        )
        .catch(() => undefined); // axe reports the box if it never becomes focusable
      expect(await axeViolations(page, { rules: LAYOUT_RULES }), `390 px: axe violations on ${path}`).toEqual([]);
    }
    expect(desktopProblems, `desktop: problems on ${path}`).toEqual([]);
  });
}
