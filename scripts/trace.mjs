#!/usr/bin/env node
// Where a page's main-thread blocking time goes, read from the trace of a Lighthouse mobile run.
//
// Lighthouse scores Total Blocking Time from the tasks it observes, each slowed down four times
// (its simulated mid-range phone). This script runs Lighthouse (mobile, as `npm run bench` does)
// with JavaScript sampling added to its trace, then lists every task after First Contentful Paint
// that would be long under that slowdown (over 12.5 ms observed, 50 ms simulated), with what the
// task was spent on: script evaluation, style and layout, garbage collection, and the source
// modules whose code ran (mapped through source maps when the build has them: build with
// BUNDLE_ANALYSIS=true, as `npm run analyze` does into build-analysis/). Figures are the simulated
// (×4) milliseconds. User Timing marks inside a task are listed (the entry marks its start-up steps).
// Before them, Lighthouse's own simulated long tasks, in order, with the blocking time each adds after
// the simulated First Contentful Paint: what Total Blocking Time is the sum of.
//
// Usage: npm run trace -- [/path …] [--runs 3] [--dir build-analysis] [--all] [--no-paint-holding]
//   (serves the build itself)
import { spawn } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map';
import { CHROMIUM_ARGS } from './lib/measure-page.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const RUNS = Number(option('runs', '3'));
const PORT = Number(option('port', '4196'));
const DIR = option('dir', existsSync(join(root, 'build-analysis', 'index.html')) ? 'build-analysis' : 'build');
const paths = args.filter((a) => a.startsWith('/'));
// --all: also the tasks before First Contentful Paint (parsing, the first style and layout).
const ALL = args.includes('--all');
// --no-paint-holding: Chromium without paint holding, as Playwright runs it. Lighthouse navigates
// from about:blank, and Chromium holds the first paint of our pages about a second past `load`
// (bench/PERFORMANCE.md, "Paint holding"); this shows when the page would paint without it.
const CHROME_FEATURES = args.includes('--no-paint-holding')
  ? ['--disable-features=PaintHolding,PaintHoldingCrossOrigin']
  : [];
const SLOWDOWN = 4;
const LONG_MS = 50;

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const { TraceProcessor } = await import('lighthouse/core/lib/tracehouse/trace-processor.js');
const { MainThreadTasks } = await import('lighthouse/core/lib/tracehouse/main-thread-tasks.js');

const maps = new Map();
async function consumerFor(url) {
  if (!/^https?:/.test(url ?? '')) return null;
  const path = new URL(url).pathname;
  if (!maps.has(path)) {
    const file = join(root, DIR, `${path}.map`);
    maps.set(path, existsSync(file) ? await new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  return maps.get(path);
}
/** `react-dom/cjs/…` for packages, `src/…` for the site's own files. */
function sourceName(source) {
  const s = (source ?? '(unmapped)').replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const nm = s.lastIndexOf('node_modules/');
  return nm >= 0 ? s.slice(nm + 13) : s;
}
async function frameLabel(callFrame) {
  if (!callFrame.url) return callFrame.functionName ? `(${callFrame.functionName})` : '(native)';
  const consumer = await consumerFor(callFrame.url);
  if (!consumer)
    return /^https?:/.test(callFrame.url) ? new URL(callFrame.url).pathname.split('/').pop() : callFrame.url;
  const pos = consumer.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
  if (!pos.source)
    return `(unmapped: ${new URL(callFrame.url).pathname.split('/').pop()} ${callFrame.functionName || 'anonymous'})`;
  return sourceName(pos.source);
}

/** Main-thread CPU samples of the page's renderer: [{ ts, callFrame }]. */
function cpuSamples(events, pid, tid) {
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile')
      profiles.set(e.id, { tid: e.tid, t: e.args.data.startTime, nodes: new Map(), samples: [] });
    if (e.name === 'ProfileChunk' && profiles.has(e.id)) {
      const p = profiles.get(e.id);
      const cpu = e.args.data.cpuProfile ?? {};
      for (const n of cpu.nodes ?? []) p.nodes.set(n.id, n.callFrame);
      const deltas = e.args.data.timeDeltas ?? [];
      (cpu.samples ?? []).forEach((id, i) => {
        p.t += deltas[i] ?? 0;
        p.samples.push({ ts: p.t, id });
      });
    }
  }
  const profile = [...profiles.values()].find((p) => p.tid === tid);
  if (!profile) return [];
  return profile.samples.map(({ ts, id }) => ({ ts, callFrame: profile.nodes.get(id) ?? { functionName: '?' } }));
}

/**
 * Every task Lighthouse's simulation makes 50 ms or longer, in simulated order: start, duration and the
 * blocking time it adds after the simulated First Contentful Paint (TBT is their sum, up to Time to
 * Interactive). Lighthouse slows script four times and tasks that lay out twice.
 */
function simulatedLongTasks(lhr) {
  const debug = lhr.audits['long-tasks'].details?.debugData;
  const fcp = lhr.audits['first-contentful-paint'].numericValue;
  return (debug?.tasks ?? [])
    .map((t) => {
      const end = t.startTime + t.duration;
      const afterFcp = end - Math.max(t.startTime, fcp);
      return {
        url: debug.urls[t.urlIndex] ?? '',
        start: Math.round(t.startTime),
        duration: Math.round(t.duration),
        blocking: end > fcp && afterFcp >= LONG_MS ? Math.round(afterFcp - LONG_MS) : 0,
      };
    })
    .sort((a, b) => a.start - b.start);
}

async function traceRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...CHROME_FEATURES],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      { extends: 'lighthouse:default', settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } },
    );
    const { lhr, artifacts } = result;
    const trace = artifacts.Trace;
    const processed = TraceProcessor.processTrace(trace);
    const navigation = TraceProcessor.processNavigation(processed);
    const fcpTs = navigation.timestamps.firstContentfulPaint;
    const tasks = MainThreadTasks.getMainThreadTasks(
      processed.mainThreadEvents,
      processed.frames,
      processed.timestamps.traceEnd,
    );
    const { pid, tid } = processed.mainThreadEvents[0];
    const samples = cpuSamples(trace.traceEvents, pid, tid);
    const long = [];
    if (process.env.TRACE_MARKS)
      for (const e of trace.traceEvents.filter((e) => /root-/.test(e.name)))
        console.log('mark', e.name, e.ph, ((e.ts - processed.timestamps.timeOrigin) / 1000).toFixed(1));
    if (process.env.TRACE_MARKS)
      for (const t of tasks.filter((t) => !t.parent && t.duration > 3))
        console.log('task', t.startTime.toFixed(1), t.endTime.toFixed(1));
    for (const task of tasks.filter(
      (t) => !t.parent && (ALL || t.startTime * 1000 + processed.timestamps.timeOrigin >= fcpTs),
    )) {
      const simulated = task.duration * SLOWDOWN;
      if (simulated <= LONG_MS) continue;
      const startTs = processed.timestamps.timeOrigin + task.startTime * 1000;
      const endTs = processed.timestamps.timeOrigin + task.endTime * 1000;
      const bySource = new Map();
      const inTask = samples.filter((s) => s.ts >= startTs && s.ts < endTs);
      for (let i = 0; i < inTask.length; i++) {
        const next = inTask[i + 1]?.ts ?? endTs;
        const label = await frameLabel(inTask[i].callFrame);
        bySource.set(label, (bySource.get(label) ?? 0) + ((next - inTask[i].ts) / 1000) * SLOWDOWN);
      }
      const byGroup = new Map();
      const visit = (t) => {
        byGroup.set(t.group.label, (byGroup.get(t.group.label) ?? 0) + t.selfTime * SLOWDOWN);
        t.children.forEach(visit);
      };
      visit(task);
      const marks = trace.traceEvents
        .filter((e) => e.cat.includes('blink.user_timing') && e.ts >= startTs && e.ts < endTs && e.ph !== 'e')
        .map((e) => e.name);
      long.push({
        marks,
        at: task.startTime,
        simulated,
        blocking: simulated - LONG_MS,
        kind: task.event.name,
        url: task.attributableURLs[0] ?? '',
        bySource,
        byGroup,
      });
    }
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
      fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      observedPaint: Math.round(lhr.audits.metrics.details?.items?.[0]?.observedFirstContentfulPaint ?? 0),
      lhLongTasks: simulatedLongTasks(lhr),
      long,
    };
  } finally {
    await chrome.kill();
  }
}

const fmt = (ms) => ms.toFixed(0).padStart(5);
const top = (map, n) =>
  [...map.entries()]
    .filter(([, v]) => v >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n);
const short = (url) =>
  /^https?:/.test(url ?? '') ? new URL(url).pathname.split('/').pop() || '(document)' : (url ?? '');

async function main() {
  if (!existsSync(join(root, 'build', 'index.html')))
    throw new Error('No build: run `npm run build` (or BUNDLE_ANALYSIS=true for module names) first.');
  const server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs'), '--port', String(PORT), '--dir', DIR], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((r) => server.stdout.once('data', r));
  try {
    for (const path of paths.length ? paths : ['/docs/2.0/http/routing']) {
      const url = `http://127.0.0.1:${PORT}${path}`;
      const totals = new Map();
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await traceRun(url);
        runs.push(run);
        for (const task of run.long) for (const [k, v] of task.bySource) totals.set(k, (totals.get(k) ?? 0) + v / RUNS);
      }
      console.log(`\n${url} — Lighthouse mobile, ${RUNS} runs`);
      for (const [i, run] of runs.entries()) {
        console.log(
          `\nRun ${i + 1}: performance ${run.performance}, TBT ${run.tbt} ms, simulated FCP ${run.fcp} ms (first paint observed at ${run.observedPaint} ms).`,
        );
        console.log("  Lighthouse's simulated long tasks (start + duration, blocking after FCP; ms):");
        for (const t of run.lhLongTasks)
          console.log(
            `    ${fmt(t.start)} + ${fmt(t.duration)}  (${fmt(t.blocking)})  ${short(t.url) || '(unattributed)'}`,
          );
        console.log(`  Observed tasks ${ALL ? '' : 'after FCP '}that are long at 4× (simulated ms, blocking ms):`);
        for (const task of run.long) {
          console.log(
            `  ${fmt(task.simulated)} ${fmt(task.blocking)}  ${task.kind} ${short(task.url)} at ${task.at.toFixed(0)} ms`,
          );
          if (task.marks.length) console.log(`        marks: ${[...new Set(task.marks)].join(', ')}`);
          console.log(
            `        by kind:   ${top(task.byGroup, 4)
              .map(([k, v]) => `${k} ${v.toFixed(0)}`)
              .join(', ')}`,
          );
          console.log(
            `        by source: ${top(task.bySource, 6)
              .map(([k, v]) => `${k} ${v.toFixed(0)}`)
              .join(', ')}`,
          );
        }
      }
      console.log(`\nMean time per run in those long tasks, by source (simulated ms):`);
      for (const [k, v] of top(totals, 25)) console.log(`  ${fmt(v)}  ${k}`);
    }
  } finally {
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
