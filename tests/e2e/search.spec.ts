import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { waitUntilQuiet } from '../../scripts/lib/first-load.mjs';
import { test, expect, open } from './fixtures';
import { axeResults } from './axe';

/**
 * Search (plugins/search, src/theme/SearchBar, src/components/Search): opening it, finding
 * framework identifiers, the keyboard flow to a highlighted heading, the results page, odd input,
 * corrected misspellings and docs sections, accessibility, and the bytes of a first search
 * (budgets.json → search.firstSearchGzipKB, correctedFirstSearchGzipKB). The bulk of the misspelt
 * queries is checked without a browser, over the built index: tests/build/search.test.ts.
 */
const budgets = JSON.parse(readFileSync(join(__dirname, '..', '..', 'budgets.json'), 'utf8'));
const routing = '/docs/2.0/http/routing';

const dialog = (page: Page) => page.getByRole('dialog');
const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const status = (page: Page) => dialog(page).getByRole('status');

/**
 * Types a query into the open dialog and waits until its answer is on screen: the count, and the
 * first three pages (the best results show first and the rest follow, so the count can come first).
 */
async function searchFor(page: Page, query: string): Promise<void> {
  await combobox(page).fill(query);
  await expect(status(page)).toHaveText(/found|No results/, { timeout: 15_000 });
  const total = Number(/^(\d+)/.exec((await status(page).textContent()) ?? '')?.[1] ?? 0);
  await expect
    .poll(() => dialog(page).locator('[role=option][data-kind=page]').count(), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(Math.min(3, total));
}

/** The pages (not headings) the dialog lists, in order, with their marked words. */
const pageResults = (page: Page) =>
  dialog(page)
    .locator('[role=option][data-kind=page]')
    .evaluateAll((options) =>
      options.map((o) => ({
        href: o.getAttribute('data-href') ?? '',
        marks: [...o.querySelectorAll('mark')].map((m) => m.textContent ?? ''),
      })),
    );

test.describe('opening search', () => {
  test('the navbar button opens it at every width, and Escape gives focus back', async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await open(page, routing);
      const button = page.getByRole('button', { name: 'Search' });
      await expect(button).toBeVisible();
      await button.click();
      await expect(dialog(page)).toBeVisible();
      await expect(combobox(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(button).toBeFocused();
    }
  });

  test('Control+K, Meta+K and / open it, and Escape gives focus back', async ({ page }) => {
    await open(page, routing);
    const link = page.getByRole('link', { name: 'Routing Options' }).first();
    for (const key of ['Control+k', 'Meta+k', '/']) {
      await test.step(key, async () => {
        await link.focus();
        await page.keyboard.press(key);
        await expect(combobox(page)).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(link).toBeFocused();
      });
    }
  });

  test('"/" typed into a field is just a slash', async ({ page }) => {
    await open(page, '/search');
    const field = page.getByRole('searchbox', { name: 'Search the documentation and the blog' });
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(dialog(page)).toHaveCount(0);
  });
});

// Each identifier as a reader types it, and the pages that define it: one must be in the first three.
const identifiers: [string, RegExp][] = [
  ['firstOrFail', /^\/docs\/2\.0\/(query-builder|models)\//],
  ['queryBuilder', /^\/docs\/2\.0\/query-builder\//],
  ['x-xsrf-token', /^\/docs\/2\.0\/(http\/middleware-csrf|configuration\/http)$/],
  ['JWT_EXPIRES_IN_MINUTES', /^\/docs\/2\.0\/(configuration\/auth|auth\/jwt-auth-service)$/],
  // The ACL introduction's table of default groups and its `GROUPS.ADMIN` constant define it too.
  ['group_admin', /^\/docs\/2\.0\/(access-control\/(groups|introduction)|configuration\/acl)$/],
  ['model:read', /^\/docs\/2\.0\/(access-control\/(introduction|roles)|auth\/scopes)$/],
  ['expiresInMinutes', /^\/docs\/2\.0\/(configuration\/auth|auth\/jwt-auth-service)$/],
  ['Unexpected Application Error', /^\/docs\/2\.0\/getting-started\/introduction$/],
  ['make:migration', /^\/docs\/2\.0\/database\/migrations$/],
  ['HasRole', /^\/docs\/2\.0\/(http\/security-rules|access-control\/roles)$/],
  // A word that only appears inside code samples.
  ['setHashedPassword', /^\/docs\/2\.0\/auth\//],
];

test.describe('finding identifiers', () => {
  // One page for all of them, as a reader searching one term after another: the index is loaded once.
  test('each is found on the page that defines it, in the first three, with the term highlighted', async ({ page }) => {
    await open(page, routing);
    await page.keyboard.press('Control+k');
    for (const [query, expected] of identifiers) {
      await test.step(query, async () => {
        await combobox(page).fill('');
        await expect(dialog(page).locator('[role=option][data-kind=page]')).toHaveCount(0);
        await searchFor(page, query);
        const all = await pageResults(page);
        const results = all.slice(0, 3);
        const hit = results.find((r) => expected.test(r.href));
        expect.soft(hit, `${query}: first three: ${results.map((r) => r.href).join(', ')}`).toBeDefined();
        const firstWord = query.split(' ')[0]!.toLowerCase();
        expect
          .soft(
            hit?.marks.map((m) => m.toLowerCase()).some((m) => m.includes(firstWord) || firstWord.includes(m)),
            `${query}: the term is highlighted`,
          )
          .toBe(true);
        expect
          .soft(
            all.filter(({ href }) => !/^\/(docs\/2\.0|blog)\//.test(href)),
            `${query}: other results`,
          )
          .toEqual([]);
      });
    }
  });
});

test.describe('using results', () => {
  test('keyboard only: a heading result opens at its anchor with the searched word highlighted', async ({ page }) => {
    await open(page, routing);
    await page.keyboard.press('Control+k');
    await searchFor(page, 'expiresInMinutes');
    const heading = dialog(page).locator('[role=option][data-kind=heading]').first();
    const target = (await heading.getAttribute('data-href'))!;
    const before = await dialog(page)
      .locator('[role=option]')
      .evaluateAll((o) => o.findIndex((x) => x.getAttribute('data-kind') === 'heading'));
    for (let i = 0; i < before; i++) await page.keyboard.press('ArrowDown');
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await heading.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    const [path, anchor] = target.split('#');
    await expect(page).toHaveURL(new RegExp(`${path}\\?highlight=expiresInMinutes#${anchor}$`));
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const ranges = [
            ...((CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights.get('search-match') ?? []),
          ];
          return ranges.map((r) => r.toString().toLowerCase());
        }),
      )
      .toContain('expiresinminutes');
  });

  test('Ctrl+Enter opens the result in a new tab', async ({ page, context }) => {
    await open(page, routing);
    await page.keyboard.press('Control+k');
    await searchFor(page, 'make:migration');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/docs/2.0/database/migrations');
    await tab.close();
    await expect(dialog(page)).toBeVisible();
  });

  test('recent searches are remembered on the device and can be cleared', async ({ page }) => {
    await open(page, routing);
    await page.keyboard.press('Control+k');
    await searchFor(page, 'group_admin');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+k');
    await expect(dialog(page).getByRole('group', { name: 'Recent searches' }).getByRole('option')).toHaveText([
      'group_admin',
    ]);
    await dialog(page).getByRole('button', { name: 'Clear recent searches' }).click();
    await expect(dialog(page).getByRole('group', { name: 'Try searching for' })).toBeVisible();
  });

  test('results come in guides, reference and blog groups, and the scope filter searches one alone', async ({
    page,
  }) => {
    await open(page, routing);
    await page.keyboard.press('Control+k');
    // A method: the guides that teach it and the entry of the query builder interface, each under its label.
    await searchFor(page, 'firstOrFail');
    const hrefsIn = (label: string) =>
      dialog(page)
        .getByRole('group', { name: label })
        .locator('[role=option][data-kind=page]')
        .evaluateAll((options) => options.map((o) => o.getAttribute('data-href') ?? ''));
    expect((await hrefsIn('Docs 2.0')).some((href) => /^\/docs\/2\.0\/(query-builder|models)\//.test(href))).toBe(true);
    expect(await hrefsIn('Reference')).toContain('/docs/2.0/api/i-eloquent');
    await dialog(page).getByRole('radio', { name: 'Reference' }).check();
    await expect(status(page)).toHaveText(/found/);
    for (const { href } of await pageResults(page)) expect(href).toMatch(/^\/docs\/2\.0\/api\//);
    await dialog(page).getByRole('radio', { name: 'Docs 2.0' }).check();
    await expect(status(page)).toHaveText(/found/);
    for (const { href } of await pageResults(page)) expect(href).toMatch(/^\/docs\/2\.0\/(?!api\/)/);
    await dialog(page).getByRole('radio', { name: 'All' }).check();
    await searchFor(page, 'release');
    await dialog(page).getByRole('radio', { name: 'Blog' }).check();
    await expect(status(page)).toHaveText(/found/);
    for (const { href } of await pageResults(page)) expect(href).toMatch(/^\/blog\//);
    await dialog(page).getByRole('radio', { name: 'Docs 2.0' }).check();
    await expect(status(page)).toHaveText(/found/);
    for (const { href } of await pageResults(page)) expect(href).toMatch(/^\/docs\/2\.0\//);
  });

  test('a query with no results says so and links to the results page', async ({ page }) => {
    await open(page, routing);
    await page.keyboard.press('Control+k');
    await searchFor(page, 'xylophonequartzite');
    await expect(status(page)).toHaveText('No results for “xylophonequartzite”.');
    await expect(dialog(page).getByRole('link', { name: 'Open the search page' })).toHaveAttribute(
      'href',
      '/search?q=xylophonequartzite',
    );
  });

  test('odd input neither throws nor logs: 500 characters, regular-expression characters', async ({ page }) => {
    await open(page, routing);
    await page.keyboard.press('Control+k');
    for (const query of ['x'.repeat(500), '.*[(', ')]?+\\', '<script>alert(1)</script>']) {
      await combobox(page).fill(query);
      await expect(status(page)).toHaveText(/found|No results/, { timeout: 15_000 });
    }
  });
});

test.describe('the results page', () => {
  test('/search?q=firstOrFail works from a cold load, grouped as in the dialog', async ({ page }) => {
    await open(page, '/search?q=firstOrFail');
    await expect(page.getByRole('status')).toHaveText(/pages? for “firstOrFail”/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 2, name: 'Docs 2.0' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Reference' })).toBeVisible();
    const links = await page.locator('main li > a').evaluateAll((a) => a.map((x) => x.getAttribute('href')));
    expect(links.slice(0, 3).some((href) => /\/docs\/2\.0\/(query-builder|models)\//.test(href ?? ''))).toBe(true);
  });

  test('without JavaScript it says that search needs JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/search?q=firstOrFail');
    await expect(page.getByText('Search needs JavaScript.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'introduction', exact: true })).toHaveAttribute(
      'href',
      '/docs/2.0/getting-started/introduction',
    );
    await context.close();
  });

  test('is left out of the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/search');
  });
});

test.describe('misspellings and sections', () => {
  const notice = (page: Page) => dialog(page).getByText(/^Showing results for/);

  test('a misspelt query shows the corrected results, "Search instead" works by keyboard, compounds stay as typed', async ({
    page,
  }) => {
    await open(page, routing);
    await page.keyboard.press('Control+k');
    await searchFor(page, 'valdation');
    await expect(status(page)).toHaveText(/found for “validation”/);
    await expect(notice(page)).toHaveText('Showing results for validation. Search instead for valdation');
    expect((await pageResults(page)).slice(0, 3).some(({ href }) => href.startsWith('/docs/2.0/validation/'))).toBe(
      true,
    );
    // Keyboard only: from the search field to the button, then Enter.
    const instead = dialog(page).getByRole('button', { name: 'Search instead for valdation' });
    for (let i = 0; i < 6 && !(await instead.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(instead).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText('No results for “valdation”.');
    await expect(notice(page)).toHaveCount(0);
    // Two words, one misspelt; then compound and split forms, which find their page as typed.
    await searchFor(page, 'route lsit');
    await expect(notice(page)).toContainText('Showing results for route list.');
    for (const [query, expected] of [
      ['apiresponse', /api-response/],
      ['route list', /\/http\/routing$/],
      ['hasRoles', /user|security-rules|roles/],
      ['onetimetoken', /one-time-token/],
    ] as const) {
      await searchFor(page, query);
      await expect(notice(page), query).toHaveCount(0);
      const hrefs = (await pageResults(page)).slice(0, 3).map(({ href }) => href);
      expect
        .soft(
          hrefs.some((href) => expected.test(href)),
          `${query}: ${hrefs.join(', ')}`,
        )
        .toBe(true);
    }
  });

  test('a docs section narrows the guides in the dialog and on the search page, whose address keeps it', async ({
    page,
  }) => {
    await open(page, routing);
    await page.keyboard.press('Control+k');
    await dialog(page).getByRole('radio', { name: 'Docs 2.0' }).check();
    const section = dialog(page).getByRole('combobox', { name: 'Section' });
    await expect(section.getByRole('option', { name: 'Auth', exact: true })).toBeAttached();
    await section.selectOption('Auth');
    await searchFor(page, 'token');
    const hrefs = (await pageResults(page)).map(({ href }) => href);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/docs\/2\.0\/auth\//);
    await dialog(page)
      .getByRole('link', { name: /See all/ })
      .click();
    await expect(page).toHaveURL(/\/search\?q=token&in=docs&section=Auth$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('combobox', { name: 'Section' })).toHaveValue('Auth');
    await expect(main.getByRole('status')).toHaveText(/pages? for “token”/);
    for (const href of await main.locator('section li > a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/docs\/2\.0\/auth\//);
    await main.getByRole('combobox', { name: 'Section' }).selectOption('HTTP');
    await expect(page).toHaveURL(/\/search\?q=token&in=docs&section=HTTP$/);
    await expect(main.locator('section li > a').first()).toHaveAttribute('href', /^\/docs\/2\.0\/http\//);
    // The page corrects too, and searches the words as typed on request.
    await main.getByRole('searchbox').fill('sesions');
    await expect(main.getByText(/^Showing results for/)).toHaveText(
      'Showing results for sessions. Search instead for sesions',
    );
    await expect(main.locator('section li > a').first()).toHaveAttribute('href', /^\/docs\/2\.0\/http\/sessions/);
    await main.getByRole('button', { name: 'Search instead for sesions' }).focus();
    await page.keyboard.press('Enter');
    await expect(main.getByRole('status')).toHaveText(/“sesions”/);
    await expect(main.getByText(/^Showing results for/)).toHaveCount(0);
  });
});

test.describe('accessibility of the dialog', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds nothing on the open dialog with results (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await open(page, routing);
      await page.locator(`html[data-theme="${colorScheme}"]`).waitFor({ state: 'attached' });
      await page.keyboard.press('Control+k');
      // The guides of a section, with a corrected query: every control the dialog can show.
      await dialog(page).getByRole('radio', { name: 'Docs 2.0' }).check();
      await dialog(page).getByRole('combobox', { name: 'Section' }).selectOption('Validation');
      await searchFor(page, 'valdation');
      await expect(dialog(page).getByRole('button', { name: /^Search instead/ })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      const results = await axeResults(page, { include: ['[role=dialog]'] });
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});

test.describe('the size of a first search', () => {
  // Exact words, then a misspelt one, whose first search fetches the vocabulary and searches again
  // (its correction lives in another index chunk, the costlier kind).
  for (const query of ['firstOrFail', 'JWT_EXPIRES_IN_MINUTES', 'x-xsrf-token', 'group_admin', 'valdation']) {
    const corrected = query === 'valdation';
    const budget = (corrected ? budgets.search.correctedFirstSearchGzipKB : budgets.search.firstSearchGzipKB) as number;
    test(`cold, "${query}": everything from pointing at the button to the first results is at most ${budget} KB`, async ({
      page,
    }) => {
      await open(page, routing);
      // Once the page is quiet, its idle-time prefetching done too, so that only search's own
      // downloads follow.
      await page.waitForLoadState('networkidle');
      await waitUntilQuiet(page);
      await page.evaluate(() => {
        const w = window as unknown as { searchStart: number; firstResults?: number };
        w.searchStart = performance.now();
        new MutationObserver((_, observer) => {
          if (!document.querySelector('[role=dialog] [role=option][data-kind=page]')) return;
          w.firstResults = performance.now();
          observer.disconnect();
        }).observe(document.body, { subtree: true, childList: true });
      });
      await page.getByRole('button', { name: 'Search' }).hover();
      await page.getByRole('button', { name: 'Search' }).click();
      await searchFor(page, query);
      if (corrected) await expect(dialog(page).getByText(/^Showing results for/)).toBeVisible();
      const kb = await page.evaluate(() => {
        const w = window as unknown as { searchStart: number; firstResults: number };
        const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
          (e) => e.startTime >= w.searchStart && e.startTime <= w.firstResults,
        );
        return entries.reduce((sum, e) => sum + e.encodedBodySize, 0) / 1024;
      });
      console.log(`first search "${query}": ${kb.toFixed(1)} KB gzip`);
      expect(kb).toBeLessThanOrEqual(budget);
    });
  }
});
