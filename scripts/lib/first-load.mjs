// What a page's first load downloads, by kind, measured in a real browser against the compressing
// server: `gzip` is the bytes on the wire (response body as served), `raw` the decoded bytes.
// Shared by tests/e2e/budgets.spec.ts and scripts/bench.mjs.

/** @param {import('playwright-core').Page} page */
export async function firstLoad(page, url) {
  const responses = [];
  const onResponse = (response) => responses.push(response);
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const totals = {
    js: { raw: 0, gzip: 0, files: 0 },
    css: { raw: 0, gzip: 0, files: 0 },
    html: { raw: 0, gzip: 0, files: 0 },
    other: { raw: 0, gzip: 0, files: 0 },
  };
  const seen = new Set();
  for (const response of responses) {
    const request = response.request();
    if (seen.has(request.url()) || response.status() !== 200) continue;
    seen.add(request.url());
    const type = request.resourceType();
    const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : type === 'document' ? 'html' : 'other';
    const sizes = await request.sizes();
    let raw = 0;
    try {
      raw = (await response.body()).length;
    } catch {
      raw = sizes.responseBodySize;
    }
    totals[kind].raw += raw;
    totals[kind].gzip += sizes.responseBodySize;
    totals[kind].files += 1;
  }
  return totals;
}

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Resolves once the page is quiet, its idle-time prefetching done too: no new download for half a
 * second after an idle period. Measurements that start after it see only their own downloads.
 * @param {import('playwright-core').Page} page
 */
export async function waitUntilQuiet(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let seen = -1;
        const check = () => {
          const now = performance.getEntriesByType('resource').length;
          if (now === seen) resolve(undefined);
          else {
            seen = now;
            requestIdleCallback(() => setTimeout(check, 500), { timeout: 2000 });
          }
        };
        check();
      }),
  );
}
