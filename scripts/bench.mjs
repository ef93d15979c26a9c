#!/usr/bin/env node
// The site's benchmark: figures, not pass/fail. Prints a table, writes bench/results.json and renders
// it, with bench/overrides.json when there is one, into bench/REPORT.md (scripts/lib/bench-report.mjs).
//   - cold build (caches cleared), alternating with a stock Docusaurus classic site holding the same
//     pages (scripts/lib/stock-site.mjs), median of --build-runs (3): wall time, peak memory, and where
//     the time goes (loading, bundling, rendering, each plugin's post-build work); then a warm build
//   - the time per stage of the last `npm test` (test-results/stages.json), when there is one
//   - first-load JS/CSS/HTML bytes (raw and gzip, as served) of the home page, a doc page, the blog
//     list and a post, measured in Chromium against a compressing static server (as real hosting)
//   - JavaScript fetched ahead after start-up (prefetching of linked pages, the highlighter): on a
//     fast connection, and with Save-Data on (which should fetch nothing)
//   - Lighthouse mobile and desktop for the same four pages: performance, accessibility, best
//     practices, SEO, FCP, LCP, TBT, CLS and total transfer, each the median of three runs
// Every figure is shown beside its budget (asserted by the tests) or target (not asserted) from
// budgets.json. Where the main-thread time goes: scripts/trace.mjs; what the bytes are: npm run analyze.
// Usage: npm run bench [-- --skip-build] [-- --build-only] [-- --build-runs 3] [-- --runs 3]
//                      [-- --no-desktop] [-- --sizes-only] [-- --report-only]
// (--sizes-only skips Lighthouse: the first-load, fetched-ahead and search figures CI uploads.
// --report-only measures nothing: it renders bench/REPORT.md again from bench/results.json, after a
// change to scripts/lib/bench-report.mjs.)
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, CHROMIUM_ARGS } from './lib/measure-page.mjs';
import { firstLoad, kb, waitUntilQuiet } from './lib/first-load.mjs';
import { createStockSite } from './lib/stock-site.mjs';
import { folderSize } from '../plugins/search/indexable.cjs';
import { formatDuration } from './lib/duration.mjs';
import { describeMachine, MISSPELT, renderReport } from './lib/bench-report.mjs';
import { rmSync } from 'node:fs';
import { availableParallelism, arch, cpus, release, totalmem, type } from 'node:os';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'));
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const RUNS = Number(option('runs', '3'));
const BUILD_RUNS = Number(option('build-runs', '3'));
const PORT = Number(option('port', '4199'));
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round(((sorted[middle - 1] + sorted[middle]) / 2) * 10) / 10;
};

/** Peak resident memory (MB) of a process and all its descendants, sampled every 100 ms. */
function watchMemory(pid) {
  let peak = 0;
  const sample = () => {
    const children = new Map();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (!children.has(ppid)) children.set(ppid, []);
        children.get(ppid).push(Number(entry));
      } catch {
        // The process ended while we read it.
      }
    }
    let total = 0;
    const stack = [pid];
    while (stack.length) {
      const current = stack.pop();
      try {
        const status = readFileSync(`/proc/${current}/status`, 'utf8');
        total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      } catch {
        // Gone.
      }
      stack.push(...(children.get(current) ?? []));
    }
    peak = Math.max(peak, total);
  };
  const timer = setInterval(sample, 100);
  return { stop: () => (clearInterval(timer), Math.round(peak)) };
}

function runTimed(command, commandArgs, env = {}, cwd = root) {
  return new Promise((resolvePromise, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, commandArgs, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const memory = watchMemory(child.pid);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const peakMB = memory.stop();
      if (code !== 0) reject(new Error(`${command} ${commandArgs.join(' ')} failed:\n${output}`));
      else resolvePromise({ seconds: Math.round(seconds * 10) / 10, peakMB, output });
    });
  });
}

const docusaurusBin = join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
const env = {};

/** Seconds of a phase that Docusaurus's perf logger reports (`[PERF] Build > en > SSG - 7.61 seconds!`). */
function perfSeconds(output, phase) {
  const m = new RegExp(`\\[PERF\\] Build > \\w+ > ${phase} - ([\\d.]+) (ms|seconds)`).exec(output);
  return m ? Math.round((Number(m[1]) / (m[2] === 'ms' ? 1000 : 1)) * 10) / 10 : null;
}

/** A cold build of the site in `dir` (caches cleared) with the time of each phase. */
async function coldBuild(dir, extraEnv = {}) {
  await runTimed(process.execPath, [docusaurusBin, 'clear'], env, dir);
  const run = await runTimed(
    process.execPath,
    [docusaurusBin, 'build'],
    { ...env, ...extraEnv, DOCUSAURUS_PERF_LOGGER: 'true' },
    dir,
  );
  return {
    seconds: run.seconds,
    peakMB: run.peakMB,
    phases: {
      load: perfSeconds(run.output, 'Load site'),
      bundling: perfSeconds(run.output, 'Bundling with rspack'),
      rendering: perfSeconds(run.output, 'SSG'),
      postBuild: perfSeconds(run.output, 'postBuild\\(\\)'),
    },
    // The site's own plugins say what their work took.
    plugins: run.output.split('\n').filter((line) => /^\[(llms|search|social-cards)\]/.test(line)),
  };
}

const medianBuild = (runs) => {
  const pick = (get) => median(runs.map(get).filter((v) => v !== null));
  return {
    seconds: pick((r) => r.seconds),
    peakMB: pick((r) => r.peakMB),
    phases: Object.fromEntries(Object.keys(runs[0].phases).map((k) => [k, pick((r) => r.phases[k])])),
    runs: runs.map((r) => r.seconds),
  };
};

async function builds() {
  // The same guides and posts in a stock classic site (not the API reference, which only this site
  // builds), built alternately with this one so that both see the
  // same machine: the figure that matters is the ratio.
  const stockDir = createStockSite(root);
  const site = [];
  const stock = [];
  try {
    for (let i = 0; i < BUILD_RUNS; i++) {
      console.log(
        `bench: cold build ${i + 1}/${BUILD_RUNS} of the site, then of a stock Docusaurus site with the same guides and posts…`,
      );
      site.push(await coldBuild(root));
      // Git stops at the repository's folder, so that the stock site, made inside it, is no Git
      // work tree, as in a folder of its own: Docusaurus reads no history for it.
      stock.push(await coldBuild(stockDir, { GIT_CEILING_DIRECTORIES: root }));
    }
  } finally {
    rmSync(stockDir, { recursive: true, force: true });
  }
  // The site keeps Rspack's persistent cache only with SITE_BUILD_CACHE=true (docusaurus.config.ts):
  // a cold build that writes it, then the warm build that reads it.
  console.log('bench: a cold build that writes the persistent cache (SITE_BUILD_CACHE=true), then a warm build…');
  const cached = { ...env, SITE_BUILD_CACHE: 'true' };
  await runTimed(process.execPath, [docusaurusBin, 'clear'], env);
  const writingCache = await runTimed(process.execPath, [docusaurusBin, 'build'], cached);
  const warm = await runTimed(process.execPath, [docusaurusBin, 'build'], cached);
  const cold = medianBuild(site);
  return {
    cold: { ...cold, plugins: site.at(-1).plugins },
    stockCold: medianBuild(stock),
    coldWritingCache: { seconds: writingCache.seconds, peakMB: writingCache.peakMB },
    warm: { seconds: warm.seconds, peakMB: warm.peakMB },
  };
}

/** The time per stage of the last `npm test` on this machine, if there was one. */
function testStages() {
  const file = join(root, 'test-results', 'stages.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function startServer() {
  const child = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs'), '--port', String(PORT)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolvePromise) => child.stdout.once('data', () => resolvePromise(child)));
}

async function lighthouseRuns(url, formFactor) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
  const results = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    try {
      const runner = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const { categories, audits } = runner.lhr;
      results.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        transferKB: kb(audits['total-byte-weight'].numericValue),
        // Lighthouse's measure of this machine's CPU speed: its simulated throttling slows tasks
        // down four times whatever the machine, so a slower machine scores lower on the same site.
        benchmarkIndex: Math.round(runner.lhr.environment.benchmarkIndex),
      });
    } finally {
      await chrome.kill();
    }
  }
  const keys = Object.keys(results[0]);
  return { ...Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))])), runs: results };
}

/**
 * JavaScript the page fetches on its own after it has hydrated, in the next 6 seconds, on a phone
 * viewport (gzip bytes as served): prefetched pages and the highlighter. With Save-Data on it
 * should be nothing.
 */
async function fetchedAhead(browser, path, saveData) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  if (saveData)
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', {
        get: () => ({ saveData: true, effectiveType: '4g' }),
      }),
    );
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, { polling: 100 });
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.waitForTimeout(6000);
  let gzip = 0;
  let files = 0;
  for (const response of responses) {
    if (!/\/assets\/js\/.+\.js$/.test(response.url()) || response.status() !== 200) continue;
    gzip += (await response.request().sizes()).responseBodySize;
    files += 1;
  }
  await context.close();
  return { gzip, files };
}

/**
 * Search: the index's size on disk; for a cold first search, everything downloaded from pointing at
 * the search button to the first results on screen (gzip bytes as served); and, once the index is
 * loaded, the time from a keystroke to its results on screen (median of the queries below, two of
 * them misspelt: corrected, with the vocabulary loaded).
 */
async function searchFigures(browser) {
  const path = '/docs/2.0/http/routing';
  const firstSearch = {};
  for (const query of [
    'firstOrFail',
    'JWT_EXPIRES_IN_MINUTES',
    'x-xsrf-token',
    'group_admin',
    'validation rules',
    ...MISSPELT,
  ]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    // Once the page's idle-time prefetching is done too.
    await waitUntilQuiet(page);
    await page.evaluate(() => {
      window.searchStart = performance.now();
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[role=dialog] [role=option][data-kind=page]')) return;
        window.firstResults = performance.now();
        observer.disconnect();
      }).observe(document.body, { subtree: true, childList: true });
    });
    await page.getByRole('button', { name: 'Search' }).hover();
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: 'Search' }).fill(query);
    await page.waitForFunction(() => window.firstResults, null, { timeout: 20_000 });
    firstSearch[query] = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= window.searchStart && e.startTime <= window.firstResults)
        .reduce((sum, e) => sum + e.encodedBodySize, 0),
    );
    await context.close();
  }

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'networkidle' });
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search' });
  // Warm: the index, and the vocabulary with the correction code (a misspelt query loads them).
  for (const query of ['model', 'middlewear']) {
    await input.fill(query);
    await page
      .getByRole('status')
      .filter({ hasText: query === 'model' ? /found|No results/ : /found for/ })
      .waitFor();
  }
  const latencies = [];
  for (const query of [
    'query builder',
    'middleware',
    'firstOrFail',
    'migrations',
    'HasRole',
    'events',
    'storage',
    'cast',
    'sesions',
    'repositry',
  ]) {
    await input.fill('');
    const ms = await page.evaluate(
      (q) =>
        new Promise((resolve) => {
          const field = document.querySelector('[role=dialog] input[role=combobox]');
          const status = document.querySelector('[role=dialog] [role=status]');
          const start = performance.now();
          new MutationObserver((_, observer) => {
            if (!/found|No results/.test(status.textContent)) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - start));
          }).observe(status, { childList: true, characterData: true, subtree: true });
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
          setter.call(field, q);
          field.dispatchEvent(new Event('input', { bubbles: true }));
        }),
      query,
    );
    latencies.push(Math.round(ms));
  }
  await context.close();
  return {
    indexKB: kb(folderSize(join(root, 'build', 'pagefind'))),
    firstSearchKB: Object.fromEntries(Object.entries(firstSearch).map(([q, bytes]) => [q, kb(bytes)])),
    keystrokeToResultsMs: { median: median(latencies), runs: latencies },
  };
}

const pad = (value, width) => String(value).padEnd(width);
const within = (value, budget, lowerIsBetter = true) =>
  budget === undefined
    ? ''
    : (lowerIsBetter ? value <= budget : value >= budget)
      ? 'ok'
      : lowerIsBetter
        ? 'OVER'
        : 'UNDER';

/**
 * The first use of what a docs page renders in idle time or loads only when needed, on a phone
 * with the CPU slowed four times (as Lighthouse's mobile runs): from the tap or the scroll to the
 * result on screen, once the page has hydrated and its idle-time prefetching is done. Median of
 * three fresh page loads.
 * - the menu (src/theme/Navbar/MobileSidebar, rendered in idle time): from the tap to its links.
 * (The docs page's other late pieces, the version banner, the dropdowns and the 404 content, do not
 * show on the latest version's pages; the progress bar shows only on a slow page change.)
 */
async function firstUseFigures(browser) {
  const path = '/docs/2.0/getting-started/known-issues';
  const runs = { menu: [] };
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await waitUntilQuiet(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // From the tap to the panel open with its links (checked each frame).
    const tap = page.getByRole('button', { name: /toggle navigation bar/i });
    const menuMs = await tap.evaluate(
      (button) =>
        new Promise((resolve) => {
          const start = performance.now();
          const open = () =>
            document.querySelector('.navbar-sidebar--show') &&
            document.querySelector('.navbar-sidebar .menu__link')?.getBoundingClientRect().width;
          const check = () => {
            if (open()) resolve(performance.now() - start);
            else if (performance.now() - start > 10_000) resolve(Number.NaN);
            else requestAnimationFrame(check);
          };
          button.click();
          check();
        }),
    );
    runs.menu.push(Math.round(menuMs));
    await page.getByRole('button', { name: /close navigation bar/i }).click();
    await context.close();
  }
  // Type hovers: pointing at a code block of a page with many samples fetches its recorded types
  // (and the highlighter, when idle time has not fetched it yet): from the pointer to the names on
  // screen as buttons, and what that downloads.
  const hoverPath = '/docs/2.0/http/routing';
  runs.hover = [];
  runs.hoverBytes = [];
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`http://127.0.0.1:${PORT}${hoverPath}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await waitUntilQuiet(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const responses = [];
    page.on('response', (response) => responses.push(response));
    const block = page
      .locator('.theme-code-block')
      .filter({ has: page.locator('code') })
      .first();
    await block.scrollIntoViewIfNeeded();
    const hoverMs = await block.evaluate(
      (element) =>
        new Promise((resolve) => {
          const start = performance.now();
          const check = () => {
            if (element.querySelector('.type-hover')) resolve(performance.now() - start);
            else if (performance.now() - start > 10_000) resolve(Number.NaN);
            else requestAnimationFrame(check);
          };
          element
            .querySelector('pre')
            .dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
          element.querySelector('pre').dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
          check();
        }),
    );
    await page.waitForTimeout(500);
    let bytes = 0;
    for (const response of responses)
      if (response.status() === 200) bytes += (await response.request().sizes()).responseBodySize;
    runs.hover.push(Math.round(hoverMs));
    runs.hoverBytes.push(bytes);
    await context.close();
  }
  return {
    path,
    menuOpenMs: { median: median(runs.menu), runs: runs.menu },
    hover: { path: hoverPath, ms: { median: median(runs.hover), runs: runs.hover }, gzip: median(runs.hoverBytes) },
  };
}

/** The first line a command prints, or null when it cannot run. */
function commandOutput(command, commandArgs) {
  try {
    return execFileSync(command, commandArgs, { cwd: root, encoding: 'utf8', timeout: 20_000, stdio: 'pipe' })
      .split('\n')[0]
      .trim();
  } catch {
    return null;
  }
}

/** The version of an installed package, or null. */
function packageVersion(name) {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

/** What the figures depend on besides the code: the machine and the tools that measured it. */
function machineFacts() {
  const gb = (bytes) => Math.round((bytes / 1024 ** 3) * 10) / 10;
  const limit = process.constrainedMemory?.();
  const distribution = existsSync('/etc/os-release')
    ? /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1]
    : null;
  return {
    cpu: cpus()[0]?.model.trim() ?? null,
    cores: availableParallelism(),
    memoryGB: gb(totalmem()),
    // A container's memory limit, when it is below the machine's memory.
    ...(limit && limit < totalmem() ? { memoryLimitGB: gb(limit) } : {}),
    os: `${distribution ? `${distribution}, ` : ''}${type()} ${release()} (${arch()})`,
    node: process.version,
    chromium: commandOutput(chromePath, ['--version'])?.replace(/ built on .*/, '') ?? null,
    docusaurus: packageVersion('@docusaurus/core'),
    lighthouse: packageVersion('lighthouse'),
  };
}

/** bench/REPORT.md from bench/results.json (and bench/overrides.json when there is one), formatted by Prettier. */
async function writeReport() {
  const resultsFile = join(root, 'bench', 'results.json');
  if (!existsSync(resultsFile)) throw new Error('No bench/results.json: run npm run bench first.');
  const overridesFile = join(root, 'bench', 'overrides.json');
  const markdown = renderReport(
    JSON.parse(readFileSync(resultsFile, 'utf8')),
    budgets,
    existsSync(overridesFile) ? JSON.parse(readFileSync(overridesFile, 'utf8')) : null,
  );
  const file = join(root, 'bench', 'REPORT.md');
  const prettier = await import('prettier');
  writeFileSync(file, await prettier.format(markdown, { ...(await prettier.resolveConfig(file)), filepath: file }));
  return file;
}

async function main() {
  if (flag('report-only')) {
    console.log(`Written: ${await writeReport()}`);
    return;
  }
  const commit = commandOutput('git', ['rev-parse', '--short', 'HEAD']);
  const results = {
    date: new Date().toISOString(),
    machine: machineFacts(),
    // The code measured (null outside a git checkout), and whether it had changes not committed yet,
    // the bench's own output from an earlier run aside.
    commit,
    uncommittedChanges: commit
      ? Boolean(commandOutput('git', ['status', '--porcelain', '--', '.', ':!bench/REPORT.md', ':!bench/results.json']))
      : null,
    runs: RUNS,
  };
  if (!flag('skip-build')) results.build = await builds();
  else if (!existsSync(join(root, 'build', 'index.html'))) throw new Error('No build: run without --skip-build.');
  results.testStages = testStages();

  const server = flag('build-only') ? null : await startServer();
  if (server)
    try {
      const browser = await launchChromium();
      results.pages = {};
      for (const [name, budget] of Object.entries(budgets.pages)) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        const totals = await firstLoad(page, `http://127.0.0.1:${PORT}${budget.path}`);
        await context.close();
        results.pages[name] = {
          path: budget.path,
          firstLoad: totals,
          fetchedAhead: {
            fast: await fetchedAhead(browser, budget.path, false),
            saveData: await fetchedAhead(browser, budget.path, true),
          },
        };
      }
      console.log('bench: search…');
      results.search = await searchFigures(browser);
      console.log('bench: first use of what loads later…');
      results.firstUse = await firstUseFigures(browser);
      await browser.close();
      for (const [name, budget] of Object.entries(budgets.pages)) {
        const formFactors = flag('sizes-only') ? [] : flag('no-desktop') ? ['mobile'] : ['mobile', 'desktop'];
        for (const formFactor of formFactors) {
          console.log(`bench: lighthouse ${formFactor} ${budget.path} ×${RUNS}…`);
          results.pages[name][formFactor] = await lighthouseRuns(`http://127.0.0.1:${PORT}${budget.path}`, formFactor);
        }
      }
    } finally {
      server.kill();
    }

  mkdirSync(join(root, 'bench'), { recursive: true });
  const file = join(root, 'bench', 'results.json');
  // A partial run (--build-only) keeps the figures it did not measure from the last full run.
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  writeFileSync(file, `${JSON.stringify({ ...previous, ...results }, null, 2)}\n`);
  const report = await writeReport();

  const lines = [];
  lines.push(
    `Larascript website benchmark — ${results.date} — ${describeMachine(results.machine)}, React in the browser, Lighthouse median of ${RUNS}`,
  );
  if (results.build) {
    const b = budgets.build ?? {};
    const { cold, stockCold, warm } = results.build;
    const ratio = Math.round((cold.seconds / stockCold.seconds) * 100) / 100;
    lines.push(
      '',
      `Build (cold: median of ${BUILD_RUNS}, alternating with a stock Docusaurus classic site holding the same guides and posts)`,
      '                      time (s)   budget   peak memory (MB)   budget   load  bundling  rendering  post-build',
    );
    const phases = (r) =>
      `${pad(r.phases.load ?? '-', 6)}${pad(r.phases.bundling ?? '-', 10)}${pad(r.phases.rendering ?? '-', 11)}${r.phases.postBuild ?? '-'}`;
    lines.push(
      `${pad('cold', 22)}${pad(cold.seconds, 11)}${pad(`${b.coldSeconds ?? '-'} ${within(cold.seconds, b.coldSeconds)}`, 9)}${pad(cold.peakMB, 19)}${pad(`${b.peakMemoryMB ?? '-'} ${within(cold.peakMB, b.peakMemoryMB)}`, 9)}${phases(cold)}`,
      `${pad('stock site, cold', 22)}${pad(stockCold.seconds, 11)}${pad('', 9)}${pad(stockCold.peakMB, 19)}${pad('', 9)}${phases(stockCold)}`,
      `${pad('warm', 22)}${pad(warm.seconds, 11)}${pad(`${b.warmSeconds ?? '-'} ${within(warm.seconds, b.warmSeconds)}`, 9)}${warm.peakMB}`,
      `Cold build vs stock: ${ratio}× (target ${b.coldVsStockTarget ?? '-'} ${within(ratio, b.coldVsStockTarget)}); runs ${cold.runs.join(', ')} s against ${stockCold.runs.join(', ')} s`,
      ...cold.plugins.map((line) => `  ${line}`),
    );
  }
  if (results.testStages) {
    const t = results.testStages;
    lines.push(
      '',
      `Last npm test (${t.date}, ${t.ci ? 'CI=true' : 'CI unset'}, Node ${t.node}, ${t.cores} cores)${t.failed ? ` — FAILED in ${t.failed.script}` : ''}:`,
    );
    for (const stage of t.stages) {
      const parts =
        stage.results.length > 1
          ? ` (${stage.results.map((r) => `${r.script} ${formatDuration(r.seconds)}`).join(', ')}, side by side)`
          : '';
      lines.push(`  ${pad(stage.name, 22)}${pad(formatDuration(stage.seconds), 12)}${parts}`);
    }
    lines.push(
      `  ${pad('total', 22)}${formatDuration(t.totalSeconds)} (target ${budgets.tests?.totalMinutes ?? '-'} min ${within(t.totalSeconds / 60, budgets.tests?.totalMinutes)})`,
    );
  }
  if (!results.pages) {
    lines.push(`Written: ${file}, ${report}`);
    console.log(lines.join('\n'));
    return;
  }
  const targets = budgets.targets ?? {};
  lines.push('', 'First load (KB)       JS raw   JS gzip (budget; target)    CSS gzip (budget)     HTML gzip (budget)');
  for (const [name, r] of Object.entries(results.pages)) {
    const b = budgets.pages[name];
    const t = r.firstLoad;
    const target = b.jsGzipTargetKB;
    const js = `${kb(t.js.gzip)} (${b.jsGzipKB} ${within(kb(t.js.gzip), b.jsGzipKB)}${target ? `; ${target} ${within(kb(t.js.gzip), target)}` : ''})`;
    lines.push(
      `${pad(name, 22)}${pad(kb(t.js.raw), 9)}${pad(js, 28)}${pad(`${kb(t.css.gzip)} (${b.cssGzipKB} ${within(kb(t.css.gzip), b.cssGzipKB)})`, 22)}${kb(t.html.gzip)} (${b.htmlGzipKB} ${within(kb(t.html.gzip), b.htmlGzipKB)})`,
    );
  }
  lines.push(
    '',
    'Fetched ahead (KB gzip, files) in 6 s after start-up, phone viewport: fast connection / Save-Data (target 0)',
  );
  for (const [name, r] of Object.entries(results.pages)) {
    const { fast, saveData } = r.fetchedAhead;
    lines.push(
      `${pad(name, 22)}${pad(`${kb(fast.gzip)} KB, ${fast.files} files`, 26)}${kb(saveData.gzip)} KB, ${saveData.files} files ${within(saveData.gzip, 0)}`,
    );
  }
  lines.push(
    '',
    'Lighthouse            perf (target)   a11y  best  seo   FCP ms  LCP ms  TBT ms (target)  CLS     transfer KB  CPU index',
  );
  for (const [name, r] of Object.entries(results.pages)) {
    for (const formFactor of flag('sizes-only') ? [] : ['mobile', 'desktop']) {
      const m = r[formFactor];
      if (!m) continue;
      const perfTarget = targets[`${formFactor}Performance`];
      const tbtTarget = targets[`${formFactor}TbtMs`];
      lines.push(
        `${pad(`${name} ${formFactor}`, 22)}${pad(`${m.performance} (${perfTarget ?? '-'} ${within(m.performance, perfTarget, false)})`, 16)}${pad(m.accessibility, 6)}${pad(m.bestPractices, 6)}${pad(m.seo, 6)}${pad(m.fcpMs, 8)}${pad(m.lcpMs, 8)}${pad(`${m.tbtMs} (${tbtTarget ?? '-'} ${within(m.tbtMs, tbtTarget)})`, 17)}${pad(m.cls, 8)}${pad(m.transferKB, 13)}${m.benchmarkIndex ?? '-'}`,
      );
    }
  }
  const sb = budgets.search ?? {};
  const sr = results.search;
  lines.push(
    '',
    `Search index: ${sr.indexKB} KB on disk (budget ${sb.indexKB} ${within(sr.indexKB, sb.indexKB)})`,
    `First search, cold, pointing at the button to first results on screen (KB gzip, budget ${sb.firstSearchGzipKB}):`,
    ...Object.entries(sr.firstSearchKB).map(([q, size]) =>
      MISSPELT.includes(q)
        ? `  ${pad(q, 24)}${size} (corrected, budget ${sb.correctedFirstSearchGzipKB} ${within(size, sb.correctedFirstSearchGzipKB)})`
        : `  ${pad(q, 24)}${size} ${q.includes(' ') ? '(two words: two index chunks)' : within(size, sb.firstSearchGzipKB)}`,
    ),
    `Keystroke to results, index loaded: median ${sr.keystrokeToResultsMs.median} ms (target ${sb.keystrokeToResultsMs} ${within(sr.keystrokeToResultsMs.median, sb.keystrokeToResultsMs)}), runs ${sr.keystrokeToResultsMs.runs.join(', ')}`,
  );
  const fu = results.firstUse;
  if (fu)
    lines.push(
      `First use of what a docs page renders or loads later (${fu.path}, phone, CPU ×4, median of 3):`,
      `  menu, tap to links on screen          ${fu.menuOpenMs.median} ms (runs ${fu.menuOpenMs.runs.join(', ')})`,
      ...(fu.hover
        ? [
            `  type hovers, pointer to names (${fu.hover.path}) ${fu.hover.ms.median} ms (runs ${fu.hover.ms.runs.join(', ')}), ${kb(fu.hover.gzip)} KB gzip fetched`,
          ]
        : []),
    );
  lines.push(`Written: ${file}, ${report}`);
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
