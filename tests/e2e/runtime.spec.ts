import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect, open, overrideOn, emulateConnection, chunkPath } from './fixtures';

/**
 * How the site starts in the browser: React hydrates the static HTML, and the code of other pages
 * is fetched ahead only in idle time, on hover/focus/touch, and never on a slow or save-data
 * connection (src/lib/prefetch.ts).
 */
const routing = '/docs/2.0/http/routing';
const cli = '/docs/2.0/cli/introduction';

/** Records, in the page, when it finished hydrating (Docusaurus sets data-has-hydrated then). */
async function recordHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hasHydrated !== 'true') return;
      (window as { hydratedAt?: number }).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-has-hydrated'] });
  });
}

/** The page's JavaScript requests so far (Resource Timing): run as scripts, or prefetched by <link>. */
async function scriptRequests(page: Page) {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const js = entries.filter((e) => /\/assets\/js\/.+\.js$/.test(e.name));
    const path = (e: PerformanceResourceTiming) => new URL(e.name).pathname;
    return {
      hydratedAt: (window as { hydratedAt?: number }).hydratedAt ?? null,
      scripts: js.filter((e) => e.initiatorType === 'script').map(path),
      prefetched: js.filter((e) => e.initiatorType === 'link').map((e) => ({ path: path(e), at: e.startTime })),
    };
  });
}

/** The scripts the page's HTML lists for its first load (the loader in <head>). */
const listedScripts = (page: Page) =>
  page.evaluate(() => JSON.parse(document.getElementById('__docusaurus-scripts')?.textContent ?? '[]') as string[]);

/** A link in the docs sidebar (the HTTP group is open on the routing page). */
const sidebarLink = (page: Page, name: string) =>
  page.locator('.theme-doc-sidebar-menu').getByRole('link', { name, exact: true });

test.describe('start-up', () => {
  test('React hydrates the page', async ({ page }) => {
    await open(page, routing);
    const reactRoot = await page.evaluate(() =>
      Object.keys(document.getElementById('__docusaurus')!).some((key) => key.startsWith('__reactContainer$')),
    );
    expect(reactRoot, 'React DOM owns the #__docusaurus container').toBe(true);
  });

  test("the page's own chunks are listed in its HTML: none is discovered late", async ({ page }) => {
    test.skip(!overrideOn('client-manifest'), 'the client-manifest override is off: stock Docusaurus lists none');
    await emulateConnection(page, { saveData: true, effectiveType: '4g' }); // no prefetching, so every script below was the page's own
    await open(page, routing);
    const listed = await listedScripts(page);
    expect(listed.length).toBeGreaterThan(5);
    const { scripts } = await scriptRequests(page);
    expect([...scripts].sort()).toEqual([...listed].sort());
  });

  test('the page is painted before any of its scripts is requested', async ({ page }) => {
    test.skip(!overrideOn('ssr-template'), 'the ssr-template override is off: stock Docusaurus requests scripts first');
    await open(page, routing);
    const { paintedAt, firstScriptAt } = await page.evaluate(() => {
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (e) => e.initiatorType === 'script',
      );
      return {
        paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        firstScriptAt: Math.min(...scripts.map((e) => e.startTime)),
      };
    });
    expect(paintedAt, 'the page had a first contentful paint').not.toBeNull();
    expect(firstScriptAt, 'first script requested after the first contentful paint').toBeGreaterThanOrEqual(paintedAt!);
  });

  test('a page whose HTML arrives in two parts is first painted whole, once the second part is parsed', async ({
    page,
    baseURL,
  }) => {
    test.skip(!overrideOn('ssr-template'), 'the ssr-template override is off: the stock template paints early');
    // A server in front of the site that sends the page up to the site's footer, the rest 600 ms later.
    const html = await (await fetch(baseURL + routing)).text();
    const cut = html.search(/<footer[^>]*theme-layout-footer/);
    expect(cut, 'the page has a footer').toBeGreaterThan(0);
    const server = createServer((request, response) => {
      if (request.url === routing) {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        response.write(html.slice(0, cut));
        setTimeout(() => response.end(html.slice(cut)), 600);
        return;
      }
      void fetch(baseURL + request.url!).then(async (upstream) => {
        response.writeHead(upstream.status, { 'Content-Type': upstream.headers.get('content-type') ?? '' });
        response.end(Buffer.from(await upstream.arrayBuffer()));
      });
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${routing}`);
      const { paintedAt, parsedAt } = await page.evaluate(async () => {
        const fcp = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        while (fcp() === undefined) await new Promise((frame) => requestAnimationFrame(frame));
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return { paintedAt: fcp()!, parsedAt: navigation.domInteractive };
      });
      expect(parsedAt, 'the second part was held back').toBeGreaterThan(500);
      expect(paintedAt, 'first paint after the whole page was parsed').toBeGreaterThanOrEqual(parsedAt);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    } finally {
      server.close();
    }
  });
});

test.describe('fetching other pages ahead', () => {
  test('on a fast connection, links on screen are prefetched after start-up, each chunk once', async ({ page }) => {
    test.skip(!overrideOn('link'), 'the link override is off: stock Docusaurus prefetches at once, some chunks twice');
    await recordHydration(page);
    await open(page, routing);
    await expect
      .poll(async () => (await scriptRequests(page)).prefetched.length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    await page.waitForTimeout(2000);
    const { hydratedAt, scripts, prefetched } = await scriptRequests(page);
    expect(hydratedAt).not.toBeNull();
    expect(
      prefetched.filter((p) => p.at < hydratedAt!),
      'prefetched before the page had hydrated',
    ).toEqual([]);
    const paths = prefetched.map((p) => p.path);
    expect(paths.length, 'each chunk prefetched once').toBe(new Set(paths).size);
    expect(
      paths.filter((p) => scripts.includes(p)),
      'chunks the page already had',
    ).toEqual([]);
  });

  test('a page with code has the highlighter prefetched after start-up, not run', async ({ page }) => {
    await recordHydration(page);
    await open(page, routing);
    const file = chunkPath('highlighter');
    const highlighter = async () => {
      const { hydratedAt, scripts, prefetched } = await scriptRequests(page);
      const fetched = prefetched.find((p) => p.path === file);
      return { hydratedAt, fetchedAt: fetched?.at ?? null, run: scripts.includes(file) };
    };
    await expect.poll(async () => (await highlighter()).fetchedAt).not.toBeNull();
    const { hydratedAt, fetchedAt, run } = await highlighter();
    expect(fetchedAt!).toBeGreaterThanOrEqual(hydratedAt!);
    expect(run, 'the highlighter ran on a page whose code arrived highlighted').toBe(false);
  });

  test('pointing at a link loads its page at once', async ({ page }) => {
    await page.addInitScript(() => {
      // Only the hover may fetch anything: no idle-time prefetching in this test.
      (window as { requestIdleCallback?: unknown }).requestIdleCallback = () => 0;
    });
    await open(page, routing);
    const before = (await scriptRequests(page)).scripts.length;
    await sidebarLink(page, 'Sessions').hover();
    await expect.poll(async () => (await scriptRequests(page)).scripts.length).toBeGreaterThan(before);
  });

  test('with Save-Data on, nothing is fetched ahead, and links still work', async ({ page }) => {
    test.skip(
      !overrideOn('link') || !overrideOn('ssr-template'),
      'the link or ssr-template override is off: stock Docusaurus loads a hovered route, and lists no scripts',
    );
    await emulateConnection(page, { saveData: true, effectiveType: '4g' });
    await open(page, routing);
    const listed = await listedScripts(page);
    await sidebarLink(page, 'Sessions').hover();
    await page.waitForTimeout(3000);
    const { scripts, prefetched } = await scriptRequests(page);
    expect(prefetched).toEqual([]);
    expect([...scripts].sort()).toEqual([...listed].sort());
    await sidebarLink(page, 'Sessions').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HTTP Sessions');
  });

  test('on a 3G-class connection, nothing is fetched ahead', async ({ page, context }) => {
    test.skip(!overrideOn('link'), 'the link override is off: stock Docusaurus prefetches on 3G');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // 400 ms round trips slow every fetch. Chromium's own estimate of effectiveType does not always
    // follow emulated conditions on localhost (Debian's Chromium 150 keeps reporting "4g"), so the
    // page is told "3g", as a real 3G phone would tell it.
    await emulateConnection(page, { saveData: false, effectiveType: '3g' });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 400_000,
      uploadThroughput: 400_000,
      connectionType: 'cellular3g',
    });
    await page.goto(routing, { timeout: 60_000 });
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    const effectiveType = await page.evaluate(
      () => (navigator as Navigator & { connection?: { effectiveType: string } }).connection?.effectiveType,
    );
    expect(effectiveType).toBe('3g');
    const listed = await listedScripts(page);
    await sidebarLink(page, 'Sessions').hover();
    await page.waitForTimeout(4000);
    const { scripts, prefetched } = await scriptRequests(page);
    expect(prefetched).toEqual([]);
    expect([...scripts].sort()).toEqual([...listed].sort());
  });
});

test.describe('after start-up', () => {
  test("the reader's npm/yarn choice comes back after a reload, with highlighted code", async ({ page }) => {
    await open(page, cli);
    await page.getByRole('tab', { name: 'Yarn' }).first().click();
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    const yarn = page.getByRole('tab', { name: 'Yarn' }).first();
    await expect(yarn).toHaveAttribute('aria-selected', 'true');
    const panel = page.locator('[role="tabpanel"]:not([hidden])').first();
    await expect(panel).toContainText('yarn');
    await expect(panel.locator('code .token-line').first()).toBeVisible();
  });

  test('a code block wider than the screen offers word wrap, which wraps it; one that fits does not', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, routing);
    const blocks = page.locator('.theme-code-block');
    const states = await blocks.evaluateAll((all) =>
      all.map((block) => {
        const pre = block.querySelector('pre')!;
        return {
          scrollable: pre.scrollWidth > pre.clientWidth,
          button: !!block.querySelector('button[aria-label="Toggle word wrap"]'),
        };
      }),
    );
    const wide = states.findIndex((s) => s.scrollable);
    expect(wide, 'a code block wider than a phone').toBeGreaterThanOrEqual(0);
    await expect(blocks.nth(wide).getByRole('button', { name: 'Toggle word wrap' })).toBeAttached();
    expect(
      states.filter((s) => !s.scrollable && s.button),
      'wrap buttons on blocks that fit',
    ).toEqual([]);
    const block = blocks.nth(wide);
    await block.hover();
    await block.getByRole('button', { name: 'Toggle word wrap' }).click();
    await expect.poll(() => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(false);
  });

  test('on a phone, the menu shows the docs sidebar with the current group open, right after start-up', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, routing);
    await page.getByRole('button', { name: /toggle navigation bar/i }).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer.getByRole('link', { name: 'Sessions', exact: true })).toBeVisible();
  });
});
