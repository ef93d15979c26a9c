// Loads a page in Debian Chromium and reports what its first load downloaded, by type:
// raw (decoded) and transferred (gzip as served by scripts/serve.mjs) bytes.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Debian Chromium's launch flags, shared with playwright.config.ts. */
export const CHROMIUM_ARGS = JSON.parse(readFileSync(new URL('./chromium-args.json', import.meta.url), 'utf8'));

export async function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** { js: {raw, gzip, files}, css: {...}, html: {...}, other: {...} } for the first load of `url`. */
export async function measureFirstLoad(browser, url, { viewport = { width: 1280, height: 800 } } = {}) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.responseReceived', (e) =>
    requests.set(e.requestId, { url: e.response.url, type: e.type, encoded: 0 }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.encoded = e.encodedDataLength;
  });
  const bodies = [];
  page.on('response', (response) => bodies.push(response));
  await page.goto(url, { waitUntil: 'networkidle' });
  const totals = {
    js: { raw: 0, gzip: 0, files: [] },
    css: { raw: 0, gzip: 0, files: [] },
    html: { raw: 0, gzip: 0, files: [] },
    other: { raw: 0, gzip: 0, files: [] },
  };
  for (const response of bodies) {
    const u = response.url();
    const entry = [...requests.values()].find((r) => r.url === u);
    let raw = 0;
    try {
      raw = (await response.body()).length;
    } catch {
      raw = 0;
    }
    const type =
      entry?.type === 'Script'
        ? 'js'
        : entry?.type === 'Stylesheet'
          ? 'css'
          : entry?.type === 'Document'
            ? 'html'
            : 'other';
    const headerBytes = 0;
    totals[type].raw += raw;
    totals[type].gzip += Math.max(0, (entry?.encoded ?? 0) - headerBytes);
    totals[type].files.push({ url: new URL(u).pathname, raw, transferred: entry?.encoded ?? 0 });
  }
  await context.close();
  return totals;
}
