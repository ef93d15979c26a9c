import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const data = JSON.parse(readFileSync('api/version-2.0/sample-types.json', 'utf8'));
const byPage = new Map();
for (const b of Object.values(data.blocks)) byPage.set(b.page, (byPage.get(b.page) ?? 0) + b.hovers.length + (b.errors?.length ?? 0));
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium-headless-shell', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
let expected = 0, found = 0;
const short = [];
for (const [file, count] of byPage) {
  const path = '/docs/2.0/' + file.replace(/\.mdx?$/, '').replace(/\/index$/, '');
  await page.goto('http://127.0.0.1:4180' + path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  const pres = page.locator('article pre');
  const n = await pres.count();
  for (let i = 0; i < n; i++) await pres.nth(i).dispatchEvent('pointerenter');
  await page.waitForTimeout(1500);
  const got = await page.locator('article .type-hover').count();
  expected += count; found += Math.min(got, count);
  if (got < count * 0.95) short.push(`${path}: ${got}/${count}`);
}
console.log({ pages: byPage.size, expected, found, share: ((100 * found) / expected).toFixed(1) });
console.log(short.slice(0, 15).join('\n'));
await browser.close();
