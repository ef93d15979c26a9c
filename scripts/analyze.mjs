#!/usr/bin/env node
// Bundle analysis: what each key page's first load downloads and how much of it runs.
//
// Builds the site with hidden source maps into build-analysis/ (BUNDLE_ANALYSIS=true, see
// plugins/bundle-analysis; the normal build/ is untouched), opens each page in Chromium with
// JavaScript coverage on, waits until it has hydrated and gone idle, and maps every byte of every
// script it loaded back to the module it came from. For each page it prints the scripts (bytes as
// served, raw bytes, share of the code that ran) and the modules and packages with the most code
// that did not run: the candidates for splitting out of the first load. Writes
// bench/bundle-analysis.json. Main-thread time per module comes from scripts/trace.mjs.
//
// Usage: npm run analyze [-- --skip-build] [-- /docs/2.0/http/routing …]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map';
import { launchChromium } from './lib/measure-page.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = 'build-analysis';
const args = process.argv.slice(2);
const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'));
const paths = args.filter((a) => a.startsWith('/'));
const pages = paths.length
  ? paths.map((p) => [p, p])
  : Object.entries(budgets.pages).map(([name, b]) => [name, b.path]);
const PORT = 4197;

function run(command, commandArgs, env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('close', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} exited with ${code}`))));
  });
}

/** `react-dom` for packages (with the theme's folders for Docusaurus), `site: src/…` for ours. */
function moduleName(source) {
  const s = (source ?? '(no source)').replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const nm = s.lastIndexOf('node_modules/');
  if (nm < 0)
    return s.includes('.docusaurus/') ? `generated: ${s.slice(s.indexOf('.docusaurus/') + 12)}` : `site: ${s}`;
  return s.slice(nm + 13);
}
function packageName(module) {
  if (!module.includes('/')) return module;
  const parts = module.split('/');
  return module.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

async function analyzePage(browser, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: true });
  await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, { polling: 200 });
  await page.waitForLoadState('networkidle');
  const { result } = await cdp.send('Profiler.takePreciseCoverage');
  await context.close();

  const scripts = [];
  const modules = new Map();
  for (const script of result) {
    if (!script.url.startsWith(`http://127.0.0.1:${PORT}/assets/js/`)) continue;
    const file = new URL(script.url).pathname;
    const source = readFileSync(join(root, OUT, file), 'utf8');
    // Ranges nest; the innermost range holding a byte says whether it ran. Outer ranges first.
    const ran = new Uint8Array(source.length);
    const ranges = script.functions.flatMap((fn) => fn.ranges);
    ranges.sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
    for (const range of ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
    const used = ran.reduce((sum, v) => sum + v, 0);
    scripts.push({ file, raw: source.length, gzip: gzipSync(source).length, used });
    const mapFile = join(root, OUT, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    const lineStarts = [0];
    for (let i = 0; i < source.length; i++) if (source.charCodeAt(i) === 10) lineStarts.push(i + 1);
    const consumer = await new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
    const mappings = [];
    consumer.eachMapping((m) => mappings.push(m));
    consumer.destroy?.();
    for (let i = 0; i < mappings.length; i++) {
      const m = mappings[i];
      const next = mappings[i + 1];
      const start = lineStarts[m.generatedLine - 1] + m.generatedColumn;
      const end = next ? lineStarts[next.generatedLine - 1] + next.generatedColumn : source.length;
      const name = moduleName(m.source);
      const entry = modules.get(name) ?? { bytes: 0, used: 0, files: new Set(), code: [] };
      entry.bytes += end - start;
      entry.code.push(source.slice(start, end));
      for (let k = start; k < end; k++) entry.used += ran[k];
      entry.files.add(file.split('/').pop());
      modules.set(name, entry);
    }
  }
  // Each module's code compressed on its own: a little more than its share of the file as served.
  for (const entry of modules.values()) {
    entry.gzip = gzipSync(entry.code.join('')).length;
    delete entry.code;
  }
  return { scripts, modules };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const pct = (part, whole) => `${whole ? Math.round((part / whole) * 100) : 0}%`;

async function main() {
  if (!args.includes('--skip-build')) {
    console.log(`analyze: building with source maps into ${OUT}/ …`);
    await run(
      process.execPath,
      [join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build', '--out-dir', OUT],
      // Without the persistent cache: Rspack would reuse the normal build's chunks, without source maps.
      { BUNDLE_ANALYSIS: 'true', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true' },
    );
  }
  if (!existsSync(join(root, OUT, 'index.html'))) throw new Error(`No ${OUT}/: run without --skip-build.`);
  const server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs'), '--port', String(PORT), '--dir', OUT], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((r) => server.stdout.once('data', r));
  const report = { date: new Date().toISOString(), pages: {} };
  try {
    const browser = await launchChromium();
    for (const [name, path] of pages) {
      const { scripts, modules } = await analyzePage(browser, path);
      const total = scripts.reduce((t, s) => ({ raw: t.raw + s.raw, gzip: t.gzip + s.gzip, used: t.used + s.used }), {
        raw: 0,
        gzip: 0,
        used: 0,
      });
      console.log(
        `\n== ${name} (${path}): ${scripts.length} scripts, ${kb(total.gzip)} KB gzip, ${kb(total.raw)} KB raw, ${pct(total.used, total.raw)} of it ran`,
      );
      console.log('   script                               gzip KB   raw KB   ran');
      for (const s of scripts.sort((a, b) => b.raw - a.raw))
        console.log(
          `   ${s.file.split('/').pop().padEnd(36)} ${kb(s.gzip).padStart(7)} ${kb(s.raw).padStart(8)}  ${pct(s.used, s.raw).padStart(4)}`,
        );
      const packages = new Map();
      for (const [module, m] of modules) {
        const p = packageName(module);
        const e = packages.get(p) ?? { bytes: 0, used: 0, gzip: 0 };
        e.bytes += m.bytes;
        e.used += m.used;
        e.gzip += m.gzip;
        packages.set(p, e);
      }
      console.log('   largest packages                    gzip KB   raw KB  unused KB');
      for (const [p, e] of [...packages].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 20))
        console.log(
          `   ${p.slice(0, 36).padEnd(36)} ${kb(e.gzip).padStart(7)} ${kb(e.bytes).padStart(8)} ${kb(e.bytes - e.used).padStart(9)}`,
        );
      console.log('   modules by code that did not run    raw KB  unused KB  in');
      for (const [module, m] of [...modules]
        .sort((a, b) => b[1].bytes - b[1].used - (a[1].bytes - a[1].used))
        .slice(0, 15))
        console.log(
          `   ${module.slice(-36).padEnd(36)} ${kb(m.bytes).padStart(7)} ${kb(m.bytes - m.used).padStart(9)}  ${[...m.files].join(' ')}`,
        );
      report.pages[name] = {
        path,
        total,
        scripts,
        modules: Object.fromEntries(
          [...modules]
            .sort((a, b) => b[1].bytes - a[1].bytes)
            .map(([k, v]) => [k, { bytes: v.bytes, gzip: v.gzip, used: v.used, files: [...v.files] }]),
        ),
      };
    }
    await browser.close();
  } finally {
    server.kill();
  }
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'bench', 'bundle-analysis.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nWritten: bench/bundle-analysis.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
