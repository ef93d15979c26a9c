import { test, expect, open, overrideOn, emulateConnection } from './fixtures';

/**
 * The API reference as a reader uses it: an entry on a phone (no sideways scrolling, the table of
 * contents jumps to a member, a guide opens from "Used in the guides"), the navbar item, and
 * entries opened from the index and from each other. Axe runs in the crawl, which visits the index
 * and three entries (crawlPlan.ts) in both colour modes, in full at both widths where they stand
 * for their template; tests/build/apiReference.test.ts checks every entry's HTML.
 */
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

const pageWidth = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));

test('an entry on a phone: readable without sideways scrolling, its contents jump to a member, its guides open', async ({
  page,
}) => {
  // ApiToken: the longest entry (103 members, most inherited from Model) and long generic signatures.
  await open(page, '/docs/2.0/api/api-token');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ApiToken');
  const width = await pageWidth(page);
  expect(width.scroll, 'page width at 360 px').toBeLessThanOrEqual(width.viewport);

  await test.step('the table of contents jumps to a member', async () => {
    await page.getByRole('button', { name: 'On this page' }).click();
    await page.getByRole('link', { name: 'static create()', exact: true }).click();
    await expect(page).toHaveURL(/#static-create$/);
    await expect(page.locator('h3#static-create')).toBeInViewport();
    await expect(page.locator('h3#static-create').locator('..')).toContainText('Inherited from Model');
  });

  await test.step('the navbar marks API Reference, not Documentation', async () => {
    await page.getByRole('button', { name: /toggle navigation bar/i }).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', { name: 'API Reference' })).toHaveClass(/menu__link--active/);
    await expect(menu.getByRole('link', { name: 'Documentation' })).not.toHaveClass(/menu__link--active/);
    await page.keyboard.press('Escape');
  });

  await test.step('a guide opens from "Used in the guides"', async () => {
    await open(page, '/docs/2.0/api/model');
    const guides = page.locator('h2#used-in-the-guides + ul');
    await guides.getByRole('link', { name: 'Model Events' }).click();
    await expect(page).toHaveURL(/\/docs\/2\.0\/models\/events$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Model Events');
  });
});

test('the index on a phone: every group, and entries opened from it without a page load', async ({ page }) => {
  await open(page, '/docs/2.0/api');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API Reference');
  await expect(page.getByRole('link', { name: 'Model', exact: true })).toHaveAttribute('href', '/docs/2.0/api/model');
  const width = await pageWidth(page);
  expect(width.scroll, 'page width at 360 px').toBeLessThanOrEqual(width.viewport);

  await test.step('entries open without a page load, from the index and from each other', async () => {
    // All entries are one route in the browser, which fetches the entry's data (plugins/api-reference).
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: 'ApiToken', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ApiToken');
    await page.locator('h2#inherited-from-model').getByRole('link', { name: 'Model', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/2\.0\/api\/model$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Model');
    await expect(page.locator('html')).toHaveClass(/plugin-api-reference/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

test('with Save-Data on, an entry opened from another still comes without a page load', async ({ page }) => {
  test.skip(
    !overrideOn('reference-routes'),
    'the reference-routes override is off: each entry is its own route, with no entry.json to fetch',
  );
  // Nothing is preloaded on touch or hover then (src/lib/linkPrefetch.ts): the entry's data is fetched
  // by Docusaurus's own preload of the page change, which hands the route no match, so the route reads
  // the entry from the address (src/components/ApiReference/entryRoute.tsx).
  await emulateConnection(page, { saveData: true, effectiveType: '4g' });
  await open(page, '/docs/2.0/api/api-token');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const data = page.waitForResponse((response) => response.url().endsWith('/docs/2.0/api/model/entry.json'));
  await page.locator('h2#inherited-from-model').getByRole('link', { name: 'Model', exact: true }).click();
  expect((await data).status()).toBe(200);
  await expect(page).toHaveURL(/\/docs\/2\.0\/api\/model$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Model');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ApiToken');
});
