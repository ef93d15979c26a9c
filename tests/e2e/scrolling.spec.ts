import { test, expect, open } from './fixtures';
import type { Page } from '@playwright/test';

/** The distance from the top of the viewport to an element, in CSS pixels. */
const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top);

/**
 * Opens a page with Playwright's fake clock installed and paused, so that requestAnimationFrame and
 * performance.now only move when the test advances them: the animation's timing is deterministic.
 */
async function openWithPausedClock(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await open(page, path);
  await page.clock.pauseAt(Date.now() + 60_000);
}

/**
 * Points at a link of an anchor list, as a reader does before clicking: the list loads its scroller
 * then (src/components/AnchorNav), so the animation starts at the click on the paused clock. Waits
 * until the scroller's chunk (the one script pointing requests) has arrived: a click before it would
 * start the animation late. (The fake clock replaces `performance`, so Resource Timing cannot tell.)
 */
async function pointAt(page: Page, link: ReturnType<Page['locator']>): Promise<void> {
  const loaded = page.waitForEvent('requestfinished', (request) => request.resourceType() === 'script');
  await link.hover();
  await loaded;
  // The chunk runs in a task of its own once it has arrived: let the page run a task before the click.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

test.describe('smooth scrolling', () => {
  test('auth routes anchors ease to their section over 1000 ms and update the hash', async ({ page }) => {
    await openWithPausedClock(page, '/docs/2.0/auth/routes');
    const nav = page.getByRole('navigation', { name: 'Routes on this page' });
    const link = nav.getByRole('link', { name: 'POST /auth/logout' });
    const target = `#${(await link.getAttribute('href'))!.slice(1)}`;
    const startY = await page.evaluate(() => window.scrollY);
    await pointAt(page, link);
    await link.click();
    await page.clock.runFor(300);
    const early = await page.evaluate(() => window.scrollY);
    await page.clock.runFor(400);
    const later = await page.evaluate(() => window.scrollY);
    expect(early).toBeGreaterThan(startY);
    expect(later).toBeGreaterThan(early);
    expect(Math.abs(await topOf(page, target))).toBeGreaterThan(5); // not there yet at 700 ms
    await page.clock.runFor(400);
    expect(Math.abs(await topOf(page, target))).toBeLessThanOrEqual(2);
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });

  test('validation rule anchors arrive after 500 ms, 100 px below the top', async ({ page }) => {
    await openWithPausedClock(page, '/docs/2.0/validation/rules');
    const nav = page.getByRole('navigation', { name: 'Rules' });
    const link = nav.getByRole('link').nth(8);
    const target = `#${(await link.getAttribute('href'))!.slice(1)}`;
    await pointAt(page, link);
    await link.click();
    await page.clock.runFor(250);
    expect(Math.abs((await topOf(page, target)) - 100)).toBeGreaterThan(5);
    await page.clock.runFor(300);
    expect(Math.abs((await topOf(page, target)) - 100)).toBeLessThanOrEqual(2);
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });

  test('readers who prefer reduced motion jump straight to the section', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithPausedClock(page, '/docs/2.0/auth/routes');
    const link = page.getByRole('navigation', { name: 'Routes on this page' }).getByRole('link').last();
    const target = `#${(await link.getAttribute('href'))!.slice(1)}`;
    await pointAt(page, link);
    await link.click();
    await page.clock.runFor(20);
    expect(Math.abs(await topOf(page, target))).toBeLessThanOrEqual(2);
  });
});

test.describe('responsive container', () => {
  // One page, resized as a reader resizes the window: the widths come from CSS media queries alone.
  test('is full width below 576 px, then 540, 720, 960, 1140 and 1320 px', async ({ page }) => {
    await page.setViewportSize({ width: 575, height: 900 });
    await open(page, '/');
    for (const [viewport, expected] of [
      [575, null],
      [576, 540],
      [768, 720],
      [992, 960],
      [1200, 1140],
      [1400, 1320],
      [1600, 1320],
    ] as const) {
      await test.step(`at ${viewport} px the container is ${expected ?? 'full width'}`, async () => {
        await page.setViewportSize({ width: viewport, height: 900 });
        const width = await page
          .locator('main .container')
          .first()
          .evaluate((el) => el.getBoundingClientRect().width);
        const documentWidth = await page.evaluate(() => document.documentElement.clientWidth);
        expect.soft(Math.round(width), `container at ${viewport} px`).toBe(expected ?? documentWidth);
      });
    }
  });
});

test.describe('back to top', () => {
  test('after scrolling down a long page and back up a little, a button takes the reader to the top', async ({
    page,
  }) => {
    await open(page, '/docs/2.0/getting-started/known-issues');
    const button = page.getByRole('button', { name: 'Scroll back to top' });
    await expect(button).toHaveCount(0);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await page.mouse.wheel(0, -400);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
