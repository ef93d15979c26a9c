#!/usr/bin/env node
// Checks every external link of the built site (build/) with linkinator: the links to GitHub, npm,
// the framework's files and other sites, which the offline pull-request checks cannot reach. Internal
// links are the build's business (it fails on broken links and anchors) and are not checked here.
//
// Usage: npm run check:external-links [-- --json <file>] [--build <dir>] [--concurrency <n>] [--timeout <ms>]
//   --json FILE      also write the report as JSON: { checkedAt, site, commit, pages, urls, durationMs,
//                    broken: [{ url, status, error, code, pages }], hosts } (the scheduled workflow,
//                    .github/workflows/external-links.yml, turns it into an issue).
//   --build DIR      the built site (default: $SITE_BUILD_DIR or build/).
//   --concurrency N  requests at once (default 8); --timeout MS  per request (default 15000).
//
// How: (1) linkinator serves the build folder and reads each HTML page once; every external link is
// skipped there, which records it with its page without a request, and internal links are neither
// requested nor followed. (2) linkinator checks each unique external URL once (HEAD, then GET when
// HEAD fails; redirects followed; a 429 with retry-after waits and retries), from one generated page
// that links to them all; the links the site fills in for each page (new-issue forms, "Open in
// ChatGPT/Claude") once per endpoint, without their query (FORM_ENDPOINTS, scripts/lib/external-links.mjs). The site's own URL (SITE_URL, else DEFAULT_WEBSITE_URL of src/site.ts),
// loopback addresses and non-http links (mailto:, javascript:, tel:) are not checked.
// Unreachable hosts fail fast: after a DNS failure (or 2 connection failures or time-outs) on a
// host, its other URLs are reported broken without a request. URLs that failed with a 429, a 5xx, a
// time-out or a reset connection are asked once more, 5 s later, before they count as broken.
//
// Exit code: 0 when every external URL answers, 1 when one is broken, 2 on a usage or setup error
// (no build folder: run `npm run build` first).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { LinkChecker } from 'linkinator';
import { formatDuration } from './lib/duration.mjs';
import {
  buildReport,
  createHostBreaker,
  describeFailure,
  interleaveByHost,
  isExternalLink,
  isTransient,
  linkKey,
  renderSummary,
  sitePath,
} from './lib/external-links.mjs';

const root = resolve(import.meta.dirname, '..');
const RECHECK_DELAY_MS = 5000;

class SetupError extends Error {}

function options() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        json: { type: 'string' },
        build: { type: 'string' },
        concurrency: { type: 'string', default: '8' },
        timeout: { type: 'string', default: '15000' },
      },
    }).values;
  } catch (error) {
    throw new SetupError(
      `${error.message}\nUsage: npm run check:external-links [-- --json <file>] [--build <dir>] [--concurrency <n>] [--timeout <ms>]`,
    );
  }
  const concurrency = Number(parsed.concurrency);
  const timeout = Number(parsed.timeout);
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new SetupError('--concurrency must be a whole number');
  if (!Number.isInteger(timeout) || timeout < 1) throw new SetupError('--timeout must be milliseconds');
  const buildDir = resolve(root, parsed.build ?? process.env.SITE_BUILD_DIR ?? 'build');
  return { json: parsed.json, buildDir, concurrency, timeout };
}

/** SITE_URL, else DEFAULT_WEBSITE_URL as src/site.ts declares it. */
function siteUrl() {
  const fromEnv = process.env.SITE_URL?.trim();
  const source = readFileSync(join(root, 'src', 'site.ts'), 'utf8');
  const url = fromEnv || source.match(/export const DEFAULT_WEBSITE_URL = '([^']+)'/)?.[1];
  if (!url || !URL.canParse(url)) throw new SetupError(`No site URL: SITE_URL is "${fromEnv}", src/site.ts has none`);
  return url.replace(/\/+$/, '');
}

function commit() {
  if (process.env.GITHUB_SHA) return process.env.GITHUB_SHA;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return undefined;
  }
}

/** Step 1: every external link of every HTML page of the build, with its page; no request leaves the machine. */
async function collectLinks(buildDir, site) {
  const files = readdirSync(buildDir, { recursive: true }).filter((f) => String(f).endsWith('.html'));
  if (files.length === 0) throw new SetupError(`${buildDir} has no HTML pages: run \`npm run build\` first.`);
  const pagePaths = new Set(files.map((f) => new URL(String(f).split(sep).join('/'), 'http://x/').pathname));
  const occurrences = [];
  const failedPages = [];
  let pages = 0;
  const checker = new LinkChecker();
  checker.on('pagestart', () => pages++);
  checker.on('link', (result) => {
    if (result.state === 'SKIPPED' && result.parent && isExternalLink(result.url, site)) {
      occurrences.push({ url: linkKey(result.url), page: sitePath(result.parent) });
    } else if (result.state === 'BROKEN' && !result.parent) {
      failedPages.push(result.url);
    }
  });
  await checker.check({
    path: '**/*.html',
    serverRoot: buildDir,
    concurrency: 16,
    // Pages are read (they are the starting points); every other link is recorded, not requested.
    linksToSkip: async (href) => {
      const url = new URL(href);
      return !(url.hostname === '127.0.0.1' && pagePaths.has(url.pathname));
    },
  });
  if (failedPages.length > 0) {
    throw new SetupError(`${failedPages.length} pages of ${buildDir} could not be read (${failedPages[0]}, …)`);
  }
  return { pages, occurrences };
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Step 2: each URL once, from a generated page that links to them all. */
async function checkUrls(urls, { concurrency, timeout, breaker, onResult }) {
  const dir = mkdtempSync(join(tmpdir(), 'external-links-'));
  const html = urls.map((u) => `<a href="${escapeHtml(u)}">${escapeHtml(u)}</a>`).join('\n');
  writeFileSync(join(dir, 'index.html'), `<!doctype html><meta charset="utf-8"><title>links</title>\n${html}\n`);
  const wanted = new Set(urls);
  const results = new Map();
  const checker = new LinkChecker();
  checker.on('link', (result) => {
    if (!wanted.has(result.url) || results.has(result.url)) return;
    let entry;
    if (result.state === 'OK') {
      entry = { url: result.url, ok: true, status: result.status };
    } else if (result.state === 'BROKEN') {
      const failure = describeFailure(result.failureDetails);
      breaker.record(result.url, failure);
      entry = { url: result.url, ok: false, status: result.status ?? 0, ...failure };
    } else {
      const down = breaker.downFor(result.url);
      entry = down
        ? {
            url: result.url,
            ok: false,
            status: 0,
            requested: false,
            code: down.code,
            error: `not requested: ${new URL(result.url).host} is unreachable (${down.error})`,
          }
        : // linkinator skips what it cannot judge: bot protection (403 with cf-mitigated, 999).
          { url: result.url, ok: true, skipped: true, status: result.status };
    }
    results.set(result.url, entry);
    onResult?.(entry);
  });
  try {
    await checker.check({
      path: 'index.html',
      serverRoot: dir,
      concurrency,
      timeout,
      retry: true,
      linksToSkip: async (href) => breaker.downFor(href) !== undefined,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  for (const url of urls) {
    if (!results.has(url)) results.set(url, { url, ok: false, status: 0, error: 'no result from linkinator' });
  }
  return results;
}

async function main() {
  const opts = options();
  if (!existsSync(opts.buildDir) || !statSync(opts.buildDir).isDirectory()) {
    throw new SetupError(`No build folder at ${opts.buildDir}: run \`npm run build\` first.`);
  }
  const site = siteUrl();
  const checkedAt = new Date().toISOString();
  const started = performance.now();

  const { pages, occurrences } = await collectLinks(opts.buildDir, site);
  const urls = interleaveByHost([...new Set(occurrences.map((o) => o.url))]);
  const collected = performance.now();
  console.log(
    `Found ${urls.length} unique external URLs (${occurrences.length} links) on ${pages} pages ` +
      `in ${formatDuration((collected - started) / 1000)}; checking them, ${opts.concurrency} at a time…`,
  );

  const breaker = createHostBreaker();
  let done = 0;
  const progress = () => {
    if (++done % 50 === 0) console.log(`  ${done}/${urls.length}`);
  };
  const results = await checkUrls(urls, { ...opts, breaker, onResult: progress });
  const again = [...results.values()].filter((r) => !r.ok && isTransient(r) && !breaker.downFor(r.url));
  if (again.length > 0) {
    console.log(`Asking ${again.length} URLs once more (429, 5xx, time-out or reset) in ${RECHECK_DELAY_MS / 1000} s…`);
    await sleep(RECHECK_DELAY_MS);
    const second = await checkUrls(
      again.map((r) => r.url),
      { ...opts, breaker },
    );
    for (const [url, result] of second) results.set(url, result);
  }
  const finished = performance.now();

  const report = buildReport({
    checkedAt,
    site,
    commit: commit(),
    pages,
    durationMs: Math.round(finished - started),
    occurrences,
    results: [...results.values()],
  });
  console.log(renderSummary(report));
  const skipped = [...results.values()].filter((r) => r.skipped).length;
  if (skipped > 0) console.log(`${skipped} URLs not judged (bot protection: 403 from Cloudflare, 999).`);
  if (breaker.hosts.length > 0) console.log(`Hosts given up as unreachable: ${breaker.hosts.join(', ')}.`);
  console.log(
    `Took ${formatDuration((finished - started) / 1000)} (collecting ${formatDuration((collected - started) / 1000)}, ` +
      `checking ${formatDuration((finished - collected) / 1000)}).`,
  );
  if (opts.json) {
    const file = resolve(process.cwd(), opts.json);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Report written to ${opts.json}.`);
  }
  return report.broken.length > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof SetupError ? error.message : error);
    process.exitCode = 2;
  },
);
