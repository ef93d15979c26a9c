import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, open, BUILD_DIR } from './fixtures';
import { axeResults } from './axe';

/**
 * The four flow diagrams (src/components/*Diagram, placed by plugins/remark-diagram) on their docs
 * pages, on a 360 px wide phone: drawn in the static HTML, visible, no wider than the screen, with
 * every word on screen, without any script but the site's own chunks, and without axe violations
 * in light or dark mode. Widened to a desktop, lanes sit side by side.
 */
const DIAGRAM_PAGES = [
  { path: '/docs/2.0/service-providers/introduction', caption: 'How the app boots its providers', lanes: 2 },
  { path: '/docs/2.0/http/introduction', caption: 'A request to a bound route in 2.0.6', lanes: 0 },
  { path: '/docs/2.0/events/introduction', caption: 'What happens when you dispatch an event', lanes: 2 },
  { path: '/docs/2.0/models/observers', caption: 'Observer hooks and model events', lanes: 3 },
];

const BUILD = BUILD_DIR;

async function axeOnFigure(page: Page): Promise<string[]> {
  const results = await axeResults(page, { include: ['article figure'] });
  expect(results.passes.length, 'axe checked the figure').toBeGreaterThan(0);
  return results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Text of the figure that reaches past either edge of the viewport (each line box of each text node). */
function textOutsideViewport(figure: Locator): Promise<string[]> {
  return figure.evaluate((root) => {
    const outside: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && (rect.left < -0.5 || rect.right > window.innerWidth + 0.5))
          outside.push(`"${node.textContent.trim()}" spans ${Math.round(rect.left)}–${Math.round(rect.right)} px`);
      }
    }
    return outside;
  });
}

/** Background colour of the first box, as the browser computes it. */
const boxBackground = (figure: Locator): Promise<string> =>
  figure
    .locator('li[class*="step"]')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

/** Waits until the colour-mode transitions have finished. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'),
  );
}

test.describe('flow diagrams on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const { path, caption, lanes } of DIAGRAM_PAGES) {
    test(`${path}: static, visible, inside the screen, no diagram library, no axe violations${lanes ? `; on a desktop, ${lanes} lanes side by side` : ''}`, async ({
      page,
      request,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin;
      const scripts: string[] = [];
      const allRequests: string[] = [];
      page.on('request', (r) => {
        allRequests.push(r.url());
        if (r.resourceType() === 'script') scripts.push(r.url());
      });

      // Drawn at build time: the static HTML already holds the figure, its caption and its steps.
      const html = await (await request.get(path)).text();
      expect(html.match(/<figure[\s>]/g), 'one figure in the static HTML').toHaveLength(1);
      expect(html).toContain(caption);
      expect(html).toMatch(/<figcaption[^>]*>[\s\S]*<\/figcaption><ol/);

      await open(page, path);
      await page.waitForLoadState('networkidle');
      const figure = page.locator('article figure');
      await expect(figure).toHaveCount(1);
      await expect(figure.locator('figcaption')).toContainText(caption);
      await figure.scrollIntoViewIfNeeded();
      await expect(figure).toBeVisible();

      // No horizontal scroll: not on the page, not inside the figure.
      const widths = await figure.evaluate((el) => ({
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
        figure: el.scrollWidth,
        figureBox: el.clientWidth,
        right: el.getBoundingClientRect().right,
      }));
      expect(widths.page, 'page width').toBeLessThanOrEqual(widths.viewport);
      expect(widths.figure, 'figure content width').toBeLessThanOrEqual(widths.figureBox);
      expect(widths.right, 'figure right edge').toBeLessThanOrEqual(360);
      expect(await textOutsideViewport(figure), 'text outside the 360 px viewport').toEqual([]);

      // One column: every box starts below the one before it.
      const boxes = await figure
        .locator('li[class*="step"]')
        .evaluateAll((els) =>
          els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })),
        );
      expect(boxes.length).toBeGreaterThan(4);
      for (let i = 1; i < boxes.length; i++) expect(boxes[i].top).toBeGreaterThanOrEqual(boxes[i - 1].bottom);

      // No diagram runtime: the only scripts are the site's own chunks, and nothing named mermaid.
      expect(scripts.length).toBeGreaterThan(0);
      for (const url of scripts) {
        const { origin: from, pathname } = new URL(url);
        expect(from, `script ${url} from the site itself`).toBe(origin);
        expect(pathname, `script ${url} is one of the site's chunks`).toMatch(/^\/assets\/js\/[^/]+\.js$/);
        expect(existsSync(join(BUILD, pathname)), `script ${url} was built by the site`).toBe(true);
      }
      // Library names as whole words of the path: a chunk's content hash may hold "d3." (…e0d3.js).
      expect(
        allRequests.filter((url) =>
          /mermaid|diagram-js|(?:^|[/_-])d3(?:[./_-]|$)|elkjs|dagre|cytoscape/i.test(new URL(url).pathname),
        ),
      ).toEqual([]);
      expect(await page.evaluate(() => 'mermaid' in window)).toBe(false);
      expect(await figure.locator('svg, canvas, img, script').count()).toBe(0);

      // Accessible in both colour modes; the colours follow the mode.
      expect(await axeOnFigure(page), 'light: axe violations on the figure').toEqual([]);
      const light = await boxBackground(figure);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
      await settle(page);
      expect(await axeOnFigure(page), 'dark: axe violations on the figure').toEqual([]);
      expect(await boxBackground(figure), 'the box colour changes with the colour mode').not.toBe(light);

      if (lanes) {
        // The same page in a desktop window: the lanes sit side by side.
        await page.setViewportSize({ width: 1280, height: 900 });
        const tops = await page
          .locator('article figure [class*="lanes"] > li')
          .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
        expect(tops).toHaveLength(lanes);
        expect(new Set(tops).size, 'lanes share one row').toBe(1);
        const widths = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ]);
        expect(widths[0]).toBeLessThanOrEqual(widths[1]);
      }
    });
  }
});
