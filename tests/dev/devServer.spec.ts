import { test as base, expect, type Page } from '@playwright/test';
import { SITE_NAME, waitForHydration } from '../e2e/fixtures';

/**
 * The development server (`npm start`, started by playwright.dev.config.ts) serves a doc, the API
 * reference (its index and an entry, plain routes in development: plugins/api-reference rewrites
 * them into one route in production builds only) and a blog post, each hydrated with its title as
 * its heading, without a console error or an uncaught exception; and search, which has no index in
 * development (plugins/search writes it after production builds), says so instead of failing.
 */

/**
 * Console errors (React's development checks, such as missing keys or invalid nesting, among them) and
 * uncaught exceptions fail the test; warnings and React's `info` hint about its DevTools do not.
 */
const test = base.extend<{ errors: string[] }>({
  errors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console error: ${message.text()} (${page.url()})`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message} (${page.url()})`));
      await use(errors);
      expect(errors, 'console errors and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

async function openPage(page: Page, path: string, title: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | ${SITE_NAME}`);
}

const pages: [string, string, string][] = [
  ['a doc', '/docs/2.0/http/routing', 'HTTP Routing'],
  ['the API reference index', '/docs/2.0/api', 'API Reference'],
  ['an API reference entry', '/docs/2.0/api/api-token', 'ApiToken'],
  [
    'a blog post',
    '/blog/08-06-2025-larascript-framework-beta-2.0.6-release',
    'Beta 2.0.6: Views, Email Templates and Resend',
  ],
];

// One browser page for all visits: a new context per page fetches and compiles the development
// bundle (5.5 MB of JavaScript) cold each time, which made five tests take 65 s against 26 s.
test('a doc, the API reference and a blog post are served and hydrate; search says it has no index', async ({
  page,
  errors,
}) => {
  for (const [what, path, title] of pages)
    await test.step(`${what}: ${path}`, async () => {
      await openPage(page, path, title);
      // At once, naming the page: an uncaught error also opens the dev server's overlay over the page.
      expect(errors, 'console errors and uncaught exceptions').toEqual([]);
    });

  await test.step('search says the development server has no index', async () => {
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog');
    await page.getByRole('combobox', { name: 'Search' }).fill('routing');
    await expect(dialog).toContainText(
      'The development server has no search index: run npm run build, then npm run serve, to search.',
    );
    await expect(dialog.getByRole('option')).toHaveCount(0);
  });
});
