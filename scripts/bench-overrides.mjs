#!/usr/bin/env node
// What each override of Docusaurus buys (ARCHITECTURE.md section 2): the site is built once with
// every override on, once stock (SITE_STOCK=true), and once with each override off (with those that
// need it), and the first-load JavaScript of the home page and a docs page is measured in Chromium
// against the compressing static server, gzip bytes as served. With --lighthouse, also Lighthouse
// mobile TBT and LCP of the docs page (median of --runs). Writes bench/overrides.json.
// Usage: npm run bench:overrides [-- --only id,id] [-- --lighthouse] [-- --runs 3]
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import jiti from 'jiti';
import { launchChromium } from './lib/measure-page.mjs';
import { firstLoad, kb } from './lib/first-load.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const LIGHTHOUSE = args.includes('--lighthouse');
const RUNS = Number(option('runs', '3'));
const PORT = 4198;
const PAGES = { home: '/', doc: '/docs/2.0/http/routing' };

const { OVERRIDES } = jiti(fileURLToPath(import.meta.url))(join(root, 'plugins', 'overrides', 'index.ts'));
const only = option('only', '').split(',').filter(Boolean);

/** The override and every override that requires it, directly or not. */
function withDependents(id) {
  const off = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const entry of OVERRIDES)
      if (!off.has(entry.id) && (entry.requires ?? []).some((needed) => off.has(needed)))
        (off.add(entry.id), (grew = true));
  }
  return [...off];
}

function run(command, commandArgs, env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (data) => (output += data));
    child.stderr.on('data', (data) => (output += data));
    child.on('close', (code) =>
      code === 0
        ? resolvePromise(output)
        : reject(new Error(`${commandArgs.join(' ')}: exit ${code}\n${output.slice(-3000)}`)),
    );
  });
}

function serve(dir) {
  const child = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs'), '--port', String(PORT), '--dir', dir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolvePromise) => child.stdout.once('data', () => resolvePromise(child)));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouse(url) {
  const { default: lh } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { CHROMIUM_ARGS } = await import('./lib/measure-page.mjs');
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      const { lhr } = await lh(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      runs.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      });
    } finally {
      await chrome.kill();
    }
  }
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
}

async function measure(name, env) {
  const out = join(root, 'build-overrides', name);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(dirname(out), { recursive: true });
  const started = Date.now();
  // Cold builds: each set of overrides from scratch, whatever the persistent cache holds.
  await run('npx', ['docusaurus', 'build', '--out-dir', out], { DOCUSAURUS_NO_PERSISTENT_CACHE: '1', ...env });
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  const server = await serve(out);
  const result = { env, buildSeconds: seconds };
  try {
    const browser = await launchChromium();
    try {
      for (const [page, path] of Object.entries(PAGES)) {
        const context = await browser.newContext();
        const tab = await context.newPage();
        result[page] = (await firstLoad(tab, `http://127.0.0.1:${PORT}${path}`)).js.gzip;
        await context.close();
      }
    } finally {
      await browser.close();
    }
    if (LIGHTHOUSE) result.docLighthouse = await lighthouse(`http://127.0.0.1:${PORT}${PAGES.doc}`);
  } finally {
    server.kill();
  }
  rmSync(out, { recursive: true, force: true });
  console.log(
    `${name.padEnd(24)} home ${kb(result.home)} KB, doc ${kb(result.doc)} KB` +
      (result.docLighthouse
        ? `, doc TBT ${result.docLighthouse.tbtMs} ms, LCP ${result.docLighthouse.lcpMs} ms, perf ${result.docLighthouse.performance}`
        : ''),
  );
  return result;
}

const results = { date: new Date().toISOString().slice(0, 10), all: await measure('all', {}) };
for (const entry of OVERRIDES) {
  if (only.length && !only.includes(entry.id)) continue;
  const off = withDependents(entry.id);
  results[entry.id] = { off, ...(await measure(entry.id, { SITE_OVERRIDES: off.map((id) => `-${id}`).join(',') })) };
  results[entry.id].savesDocGzip = results[entry.id].doc - results.all.doc;
  results[entry.id].savesHomeGzip = results[entry.id].home - results.all.home;
}
if (!only.length) results.stock = await measure('stock', { SITE_STOCK: 'true' });
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(
  join(root, 'bench', only.length ? 'overrides-partial.json' : 'overrides.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
