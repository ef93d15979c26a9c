#!/usr/bin/env node
// An interleaved Lighthouse A/B of override sets (ARCHITECTURE.md section 2): the site is built once
// per variant (cold, into build-ab/<name>), every variant is served side by side, and Lighthouse
// mobile runs on one page of each in turn, so that all variants see the same machine. Lighthouse's
// TBT on a small machine swings by hundreds of milliseconds from one run to the next; runs taken in
// turn are what lets two variants be compared at all. Prints each run and the medians, and writes
// bench/ab.json.
//
// Usage: npm run bench:ab -- '<variants as JSON>' [page] [runs]
//   npm run bench:ab -- '{"all":"","no-window-size":"-window-size"}' /docs/2.0/http/routing 5
// Each variant's value is its SITE_OVERRIDES ("" for every override on). Run nothing else meanwhile.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [variantsArg, page = '/docs/2.0/http/routing', runsArg = '5'] = process.argv.slice(2);
if (!variantsArg) {
  console.error(`Usage: npm run bench:ab -- '{"all":"","no-link":"-link"}' [page] [runs]`);
  process.exit(2);
}
const variants = JSON.parse(variantsArg);
const runs = Number(runsArg);
const names = Object.keys(variants);
const docusaurus = join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');

const servers = [];
for (const [i, name] of names.entries()) {
  const dir = join(root, 'build-ab', name);
  if (!process.env.AB_NO_BUILD) {
    console.log(`bench:ab: building ${name} (SITE_OVERRIDES=${variants[name] || '(all on)'})…`);
    const build = spawnSync(process.execPath, [docusaurus, 'build', '--out-dir', dir], {
      cwd: root,
      env: { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', SITE_OVERRIDES: variants[name] },
      encoding: 'utf8',
    });
    if (build.status !== 0) {
      console.error(`bench:ab: the build of ${name} failed:\n${build.stdout}\n${build.stderr}`);
      process.exit(1);
    }
  }
  servers.push(
    spawn(process.execPath, [join(root, 'scripts', 'serve.mjs'), '--port', String(4301 + i), '--dir', dir], {
      cwd: root,
      stdio: 'ignore',
    }),
  );
}
await new Promise((resolve) => setTimeout(resolve, 1500));

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const chromiumArgs = JSON.parse(readFileSync(join(root, 'scripts', 'lib', 'chromium-args.json'), 'utf8'));
const results = Object.fromEntries(names.map((name) => [name, []]));
try {
  for (let run = 0; run < runs; run++)
    for (const [i, name] of names.entries()) {
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        chromeFlags: ['--headless=new', ...chromiumArgs],
      });
      try {
        const { lhr } = await lighthouse(`http://127.0.0.1:${4301 + i}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const result = {
          tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
          performance: Math.round(lhr.categories.performance.score * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        };
        results[name].push(result);
        console.log(`${name} run ${run + 1}: ${JSON.stringify(result)}`);
      } finally {
        await chrome.kill();
      }
    }
} finally {
  servers.forEach((server) => server.kill());
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = Object.fromEntries(
  names.map((name) => {
    const rs = results[name];
    return [
      name,
      {
        overrides: variants[name],
        medianTbtMs: median(rs.map((r) => r.tbtMs)),
        medianPerformance: median(rs.map((r) => r.performance)),
        medianLcpMs: median(rs.map((r) => r.lcpMs)),
        runs: rs,
      },
    ];
  }),
);
for (const [name, s] of Object.entries(summary))
  console.log(
    `${name}: TBT ${s.medianTbtMs} ms, performance ${s.medianPerformance}, LCP ${s.medianLcpMs} ms (median of ${runs}; TBT runs ${s.runs.map((r) => r.tbtMs).join(', ')})`,
  );
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(
  join(root, 'bench', 'ab.json'),
  `${JSON.stringify({ date: new Date().toISOString(), page, runs, variants: summary }, null, 2)}\n`,
);
