import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, STOCK } from './fixtures';
import { firstLoad, kb } from '../../scripts/lib/first-load.mjs';

/**
 * The first load of the key pages stays within budgets.json (gzip bytes as served). Sizes, not
 * timings: speed is measured by `npm run bench`.
 */
interface PageBudget {
  path: string;
  jsGzipKB: number;
  cssGzipKB: number;
  htmlGzipKB: number;
}
const budgets: { pages: Record<string, PageBudget>; everyPage: { htmlGzipKB: number } } = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'budgets.json'), 'utf8'),
);

// Budgets are the site's, with its overrides: a stock build (npm run test:e2e:stock) is over them.
test.skip(STOCK, 'budgets apply to the site with its overrides, not to a stock build');

for (const [name, budget] of Object.entries(budgets.pages)) {
  test(`${name} (${budget.path}) first load within budget`, async ({ page }) => {
    const totals = await firstLoad(page, budget.path);
    const measured = { js: kb(totals.js.gzip), css: kb(totals.css.gzip), html: kb(totals.html.gzip) };
    console.log(`${name}: JS ${measured.js} KB, CSS ${measured.css} KB, HTML ${measured.html} KB (gzip)`);
    expect(measured.js, `${name} first-load JavaScript (KB gzip)`).toBeLessThanOrEqual(budget.jsGzipKB);
    expect(measured.css, `${name} CSS (KB gzip)`).toBeLessThanOrEqual(budget.cssGzipKB);
    expect(measured.html, `${name} HTML (KB gzip)`).toBeLessThanOrEqual(budget.htmlGzipKB);
  });
}

// An API reference entry is not a docs page of the docs plugin but is read as one: it keeps the docs
// page's JavaScript and CSS budgets and the every-page HTML budget. ApiToken is the longest entry.
test('API reference entry (/docs/2.0/api/api-token) first load within the docs page budget', async ({ page }) => {
  const budget = budgets.pages.doc!;
  const totals = await firstLoad(page, '/docs/2.0/api/api-token');
  const measured = { js: kb(totals.js.gzip), css: kb(totals.css.gzip), html: kb(totals.html.gzip) };
  console.log(`API reference entry: JS ${measured.js} KB, CSS ${measured.css} KB, HTML ${measured.html} KB (gzip)`);
  expect(measured.js, 'reference entry first-load JavaScript (KB gzip)').toBeLessThanOrEqual(budget.jsGzipKB);
  expect(measured.css, 'reference entry CSS (KB gzip)').toBeLessThanOrEqual(budget.cssGzipKB);
  expect(measured.html, 'reference entry HTML (KB gzip)').toBeLessThanOrEqual(budgets.everyPage.htmlGzipKB);
});
