import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, open, overrideOn, emulateConnection } from './fixtures';
import { axeViolations } from './axe';
import type { ApiReferenceData } from '../../src/lib/api/reference';

/**
 * The API reference as a reader uses it: an entry on a phone (no sideways scrolling, the table of
 * contents jumps to a member, a guide opens from "Used in the guides"), the navbar item, and
 * entries opened from the index and from each other. Axe runs in the crawl, which visits the index
 * and three entries (crawlPlan.ts) in both colour modes, in full at both widths where they stand
 * for their template; tests/build/apiReference.test.ts checks every entry's HTML. The index's filter
 * is checked here by keyboard, from a shared address, without JavaScript and with axe in both modes.
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

// The figures the filter should show, from the data the index is built from.
const reference: ApiReferenceData = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'api', 'version-2.0', 'reference.json'), 'utf8'),
);
const TOTAL = reference.entries.length;
const matching = (fragment: string, kinds?: string[]) =>
  reference.entries.filter(
    (e) =>
      e.name.toLowerCase().includes(fragment.toLowerCase()) &&
      (!kinds || kinds.includes(e.kind === 'abstract class' ? 'class' : e.kind)),
  );

const filterOf = (page: import('@playwright/test').Page) => {
  const article = page.locator('article');
  return {
    name: article.getByRole('searchbox', { name: 'Filter by name' }),
    kind: (label: string) => article.getByRole('group', { name: 'Kind' }).getByRole('button', { name: label }),
    // The filter's live region (the page actions have one of their own).
    status: article.locator('[role="status"][aria-live="polite"]'),
    clear: article.getByRole('button', { name: 'Clear filter' }),
    shown: article.locator('section li').filter({ visible: true }),
  };
};

test.describe('the index filter', () => {
  test('narrows the list as you type and by kind, by keyboard alone, and keeps itself in the address', async ({
    page,
  }) => {
    await open(page, '/docs/2.0/api');
    const filter = filterOf(page);
    await expect(filter.status).toHaveText(`${TOTAL} entries`);
    await expect(filter.shown).toHaveCount(TOTAL);

    // The last link before the filter (the anchor of "How to read an entry"), then Tab: the name field comes next.
    await page.locator('h2#how-to-read-an-entry a').focus();
    await page.keyboard.press('Tab');
    await expect(filter.name).toBeFocused();
    await page.keyboard.type('Model');
    const models = matching('Model');
    expect(models.length).toBeGreaterThan(5);
    await expect(filter.status).toHaveText(`${models.length} of ${TOTAL} entries`);
    await expect(filter.shown).toHaveCount(models.length);
    for (const name of await filter.shown.locator('code').allInnerTexts())
      expect(name.toLowerCase()).toContain('model');
    await expect(page).toHaveURL(/\/docs\/2\.0\/api\?q=Model$/);
    // Groups without a match hide, in the content and in the table of contents.
    const hiddenGroups = await page.locator('article section[hidden]').count();
    expect(hiddenGroups).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'On this page' }).click();
    await expect(page.locator('.table-of-contents a[href^="#group-"]')).toHaveCount(
      new Set(reference.entries.map((e) => e.group)).size - hiddenGroups,
    );
    await page.getByRole('button', { name: 'On this page' }).click();

    await test.step('Tab to a kind, Space presses it, Enter presses another', async () => {
      await filter.name.focus();
      await page.keyboard.press('Tab');
      await expect(filter.kind('Classes')).toBeFocused();
      await page.keyboard.press('Space');
      await expect(filter.kind('Classes')).toHaveAttribute('aria-pressed', 'true');
      const classes = matching('Model', ['class']);
      await expect(filter.status).toHaveText(`${classes.length} of ${TOTAL} entries`);
      await expect(filter.shown).toHaveCount(classes.length);
      await expect(page).toHaveURL(/\?q=Model&kind=class$/);
      await page.keyboard.press('Tab');
      await expect(filter.kind('Interfaces')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(filter.kind('Interfaces')).toHaveAttribute('aria-pressed', 'true');
      await expect(filter.status).toHaveText(`${matching('Model', ['class', 'interface']).length} of ${TOTAL} entries`);
      await expect(page).toHaveURL(/\?q=Model&kind=class,interface$/);
      await page.keyboard.press('Enter');
      await expect(filter.kind('Interfaces')).toHaveAttribute('aria-pressed', 'false');
      await expect(page).toHaveURL(/\?q=Model&kind=class$/);
    });

    const width = await pageWidth(page);
    expect(width.scroll, 'page width at 360 px with the filter').toBeLessThanOrEqual(width.viewport);

    await test.step('clearing shows every entry, empties the address and returns to the name field', async () => {
      await filter.clear.focus();
      await page.keyboard.press('Enter');
      await expect(filter.status).toHaveText(`${TOTAL} entries`);
      await expect(filter.shown).toHaveCount(TOTAL);
      await expect(page).toHaveURL(/\/docs\/2\.0\/api$/);
      await expect(filter.name).toBeFocused();
      await expect(filter.name).toHaveValue('');
      await expect(filter.kind('Classes')).toHaveAttribute('aria-pressed', 'false');
    });
  });

  test('a shared address opens the index filtered, and a filter that matches nothing says so', async ({ page }) => {
    await open(page, '/docs/2.0/api?q=token&kind=class');
    const filter = filterOf(page);
    const tokens = matching('token', ['class']);
    expect(tokens.length).toBeGreaterThan(0);
    await expect(filter.name).toHaveValue('token');
    await expect(filter.kind('Classes')).toHaveAttribute('aria-pressed', 'true');
    await expect(filter.kind('Types')).toHaveAttribute('aria-pressed', 'false');
    await expect(filter.status).toHaveText(`${tokens.length} of ${TOTAL} entries`);
    await expect(filter.shown).toHaveCount(tokens.length);
    expect((await filter.shown.locator('code').allInnerTexts()).sort()).toEqual(tokens.map((e) => e.name).sort());
  });

  test('axe finds nothing with a filter applied, in light and dark mode', async ({ page }) => {
    await open(page, '/docs/2.0/api?q=model&kind=class');
    await expect(filterOf(page).clear).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.locator(`html[data-theme="${colorScheme}"]`).waitFor({ state: 'attached' });
      // A pressed kind and one with the keyboard's focus ring, as a reader sees them.
      await filterOf(page).kind('Interfaces').focus();
      expect(await axeViolations(page), colorScheme).toEqual([]);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every entry shows and there is no filter control, even with a filter in the address', async ({ page }) => {
      const response = await page.goto('/docs/2.0/api?q=Model&kind=class');
      expect(response?.status()).toBe(200);
      const filter = filterOf(page);
      await expect(filter.shown).toHaveCount(TOTAL);
      await expect(page.locator('article section').filter({ visible: true })).toHaveCount(
        new Set(reference.entries.map((e) => e.group)).size,
      );
      // No filter control: no field, no kind button, no filter status (the page actions are not the filter's).
      await expect(
        page.locator('article input, article [role="group"] button, article [role="status"][aria-live]'),
      ).toHaveCount(0);
    });
  });
});
