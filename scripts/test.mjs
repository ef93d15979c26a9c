#!/usr/bin/env node
// `npm test`: runs the stages below in order and stops at the first that fails, as `&&` would, then
// prints how long each stage took, so a slow stage shows in every run's log, CI included. The figures
// are also written to test-results/stages.json (`npm run bench -- --test-stages` prints the last run's).
// Usage: npm test [-- <stage or script> ...]   (e.g. `npm test -- test:unit test:e2e`)
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSupported, supportedRange } from './lib/supported-node.mjs';
import { formatDuration } from './lib/duration.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!isSupported(process.version))
  console.warn(
    `npm test: Node ${process.version} is not a supported version (package.json engines: ${supportedRange()}); ` +
      'the tests may still pass, but CI does not run them on it. See the README, "Two commands".',
  );

/**
 * The stages of `npm test`, in order. Each is a list of npm scripts that do not depend on each other,
 * run side by side, at most one per core, in the order given (the longest first). The first stage
 * holds the checks that read the sources only and the build, which writes build/ and .docusaurus/
 * (that none of the others reads): on two cores the build leaves part of a core idle, which the
 * static checks and unit tests use.
 */
export const STAGES = [
  { name: 'static, unit, build', scripts: ['build:test', 'typecheck', 'lint:code', 'lint:docs', 'test:unit'] },
  { name: 'build checks', scripts: ['test:build'] },
  { name: 'integration', scripts: ['test:integration'] },
  { name: 'browser', scripts: ['test:e2e'] },
  // The development server (`npm start`) smoke test: last, because the dev server rewrites the
  // generated files of .docusaurus/ that the build stage writes (nothing after it reads them).
  { name: 'dev server', scripts: ['test:dev'] },
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Runs `npm run <script>`. Alone, it writes straight to the terminal; beside others, its output is
 * held and printed in one piece when it ends, so that logs do not interleave.
 */
function runScript(script, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', script], { cwd: root, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    if (!alone) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    const done = (code) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve({ script, code, seconds: Math.round((Date.now() - started) / 100) / 10 });
    };
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
  });
}

/** Runs scripts with at most `limit` at a time; resolves to their results in the given order. */
async function runAll(scripts, limit) {
  const results = new Array(scripts.length);
  let next = 0;
  const lane = async () => {
    while (next < scripts.length) {
      const index = next++;
      results[index] = await runScript(scripts[index], scripts.length === 1);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, scripts.length) }, lane));
  return results;
}

const only = process.argv.slice(2);
const stages = only.length
  ? STAGES.map((s) => ({ ...s, scripts: s.scripts.filter((x) => only.includes(x) || only.includes(s.name)) })).filter(
      (s) => s.scripts.length,
    )
  : STAGES;
const cores = availableParallelism();
const report = [];
const started = Date.now();
let failed = null;
for (const stage of stages) {
  const t0 = Date.now();
  const results = await runAll(stage.scripts, cores);
  report.push({ ...stage, seconds: Math.round((Date.now() - t0) / 100) / 10, results });
  const failure = results.find((r) => r.code !== 0);
  if (failure) {
    failed = { stage: stage.name, script: failure.script, code: failure.code };
    break;
  }
}
const totalSeconds = Math.round((Date.now() - started) / 100) / 10;

const lines = [
  `\nnpm test: time per stage (${process.env.CI ? 'CI=true' : 'CI unset'}, Node ${process.version}, ${cores} cores)`,
];
for (const { name, seconds, results } of report) {
  lines.push(`  ${name.padEnd(19)} ${formatDuration(seconds).padStart(10)}`);
  if (results.length > 1 || results.some((r) => r.code !== 0))
    for (const r of results)
      lines.push(
        `    ${r.script.padEnd(17)} ${formatDuration(r.seconds).padStart(10)}${r.code === 0 ? '' : '  FAILED'}`,
      );
}
lines.push(`  ${'total'.padEnd(19)} ${formatDuration(totalSeconds).padStart(10)}`);
if (failed) lines.push(`npm test: ${failed.script} failed (exit code ${failed.code}); later stages did not run.`);
console.log(lines.join('\n'));

mkdirSync(join(root, 'test-results'), { recursive: true });
writeFileSync(
  join(root, 'test-results', 'stages.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      ci: Boolean(process.env.CI),
      cores,
      totalSeconds,
      stages: report,
      failed,
    },
    null,
    2,
  )}\n`,
);
process.exit(failed ? failed.code || 1 : 0);
