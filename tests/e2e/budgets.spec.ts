import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures';
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
const budgets: { pages: Record<string, PageBudget> } = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'budgets.json'), 'utf8'),
);

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
