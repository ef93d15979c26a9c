#!/usr/bin/env node
// Runs the tutorial (versioned_docs/version-2.0/tutorial) end to end against a real Larascript 2.0.6
// checkout, the way a reader follows it, and compares every answer with the one the pages show.
//
// Usage: node scripts/check-tutorial.mjs <checkout> [--record] [--keep]
//   <checkout>  a Larascript 2.0.6 checkout with its node_modules installed (see CONTRIBUTING.md). It
//               is never modified: the script works in a temporary copy (node_modules is symlinked).
//   --record    rewrite the recorded answers (tutorial/steps/*/responses/ and the statuses in step.json)
//               instead of comparing with them.
//   --keep      keep the temporary folders and print where they are (the servers are still stopped).
//
// What it does: copies the checkout, prepares it as page 1 tells the reader to (.env from .env.example,
// storage/logs), starts a private PostgreSQL (initdb and pg_ctl in a temporary folder, 127.0.0.1 and a
// free port), then applies the steps of tutorial/steps/ in order. Each step copies its src/ over the
// project and runs the actions of its step.json:
//   { "env": "env.ini" }                   sets the KEY=value lines of that file in .env
//   { "run": "commands/x.sh", "answer": "y", "record": "name", "match": "regex" }
//                                          runs each `npm run dev -- …` or `npm run test:jest -- …` line
//                                          (leading VAR=value assignments allowed), answers y/n prompts,
//                                          and compares the output lines matching `match` with
//                                          responses/<record>.txt
//   { "start": "npm run dev" }             starts the app (ts-node, as `yarn dev` does without nodemon)
//   { "request": "name", "status": 201, "capture": { "TOKEN": "data.token" } }
//                                          sends requests/<name>.sh (a curl command as the page shows it)
//                                          and compares the status and the output with
//                                          responses/<name>.json (keys and types, not values) or .txt
//   { "log": "name", "match": "regex" }    compares the app's output lines matching `match` with
//                                          responses/<name>.txt
// Text comparisons ignore timestamps, UUIDs, dates, JWTs and long hex strings. The app is stopped at the
// end of every step. The reader's `http://localhost:5000` is the app's private port on 127.0.0.1, and the
// database settings of .env and of docker/docker-compose.postgres.yml (which the test kernel reads) point
// at the private PostgreSQL. Everything started is stopped by PID, also on failure and Ctrl-C, and the
// temporary folders are deleted. Exit code 1 when a step fails, 2 on a usage or setup error.
import { spawn } from 'node:child_process';
import {
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  unlinkSync,
  createWriteStream,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { findPgBin, freePort, postgresUser } from './lib/local-postgres.mjs';

const require = createRequire(import.meta.url);
const { readInclude } = require('../src/lib/codeInclude.cjs');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const stepsDir = join(root, 'tutorial', 'steps');
const READER_BASE = 'http://localhost:5000';
const READER_ROOT = '/home/you/my-blog-api'; // how paths in recorded stack traces are shown
const START_TIMEOUT = 180_000;
const COMMAND_TIMEOUT = 300_000;
const REQUEST_TIMEOUT = 30_000;
const started = Date.now();

// ---------------------------------------------------------------------------------------------------
// Command line
const usage = 'usage: node scripts/check-tutorial.mjs <Larascript 2.0.6 checkout> [--record] [--keep]';
const argv = process.argv.slice(2);
let record = false;
let keep = false;
const positional = [];
for (const a of argv) {
  if (a === '--record') record = true;
  else if (a === '--keep') keep = true;
  else if (a === '-h' || a === '--help') {
    console.log(usage);
    process.exit(0);
  } else if (a.startsWith('--')) fail(`unknown option ${a}`);
  else positional.push(a);
}
function fail(message) {
  console.error(`check-tutorial: ${message}\n${usage}`);
  process.exit(2);
}
if (positional.length !== 1) fail('name the framework checkout (and nothing else)');
const checkout = resolve(positional[0]);
for (const need of ['package.json', 'src/app.ts', '.env.example', 'node_modules/ts-node/package.json'])
  if (!existsSync(join(checkout, need)))
    fail(
      `${checkout} is not a Larascript checkout with its node_modules (missing ${need}); ` +
        'see "Checking the tutorial" in CONTRIBUTING.md',
    );
const frameworkVersion = JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8')).version;
if (frameworkVersion !== '2.0.6')
  console.error(`check-tutorial: warning: the checkout is version ${frameworkVersion}, the tutorial is for 2.0.6`);

const pgBin = findPgBin();
if (!pgBin)
  fail(
    'PostgreSQL is not installed (no initdb). On Debian or Ubuntu: apt-get install -y postgresql ' +
      '(the script runs its own server in a temporary folder, never the system service)',
  );

// initdb refuses to run as root: then the server runs as the `postgres` user that Debian's package creates.
let asUser = null;
try {
  asUser = postgresUser();
} catch (error) {
  fail(error.message);
}

const steps = readdirSync(stepsDir)
  .filter((name) => /^\d\d-/.test(name) && existsSync(join(stepsDir, name, 'step.json')))
  .sort();
if (!steps.length) fail(`no steps in ${stepsDir}`);

// ---------------------------------------------------------------------------------------------------
// Temporary folders and processes, always cleaned up
const work = mkdtempSync(join(tmpdir(), 'check-tutorial-'));
const project = join(work, 'project');
const harness = join(work, 'harness');
const pgDir = mkdtempSync(join(tmpdir(), 'check-tutorial-pg-'));
let app = null; // { child, output, exited }
const commands = new Set(); // commands that are running (initdb, pg_ctl, npm run … lines)
let postmasterPid = null;
let cleaned = false;

function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
function stopPostgres() {
  // Stopped while pg_ctl was still starting it: the server's PID is in its pid file.
  const pidFile = join(pgDir, 'data', 'postmaster.pid');
  if (!postmasterPid && existsSync(pidFile))
    postmasterPid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]) || null;
  if (!postmasterPid) return;
  const pid = postmasterPid;
  postmasterPid = null;
  try {
    process.kill(pid, 'SIGINT'); // fast shutdown
  } catch {
    return;
  }
  for (let i = 0; i < 150 && alive(pid); i++) sleepSync(100);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}
function cleanupSync() {
  if (cleaned) return;
  cleaned = true;
  if (app && !app.exited) app.child.kill('SIGKILL');
  for (const child of commands) child.kill('SIGKILL');
  stopPostgres();
  if (keep) console.error(`check-tutorial: kept ${work} and ${pgDir}`);
  else {
    rmSync(work, { recursive: true, force: true });
    rmSync(pgDir, { recursive: true, force: true });
  }
}
process.on('exit', cleanupSync);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, async () => {
    console.error(`\ncheck-tutorial: ${signal}, stopping and removing everything it started`);
    keep = false;
    await stopApp();
    cleanupSync();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });

// ---------------------------------------------------------------------------------------------------
// The shell subset of the pages' command and curl files: words, '…' and "…" quotes, $VAR and ${VAR},
// backslash escapes and line continuations. Anything else (pipes, $(…), globs) is an error.
function shellWords(text, vars, where) {
  const src = text.replace(/\\\n/g, ' ');
  const words = [];
  let word = null;
  const expand = (i) => {
    const m = /^\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))/.exec(src.slice(i));
    if (!m) throw new Error(`${where}: unsupported "$" in: ${text.trim()}`);
    const name = m[1] ?? m[2];
    if (!(name in vars)) throw new Error(`${where}: $${name} is not set (capture it from an earlier answer)`);
    return { value: vars[name], length: m[0].length };
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (/\s/.test(c)) {
      if (word !== null) words.push(word);
      word = null;
      continue;
    }
    word ??= '';
    if (c === "'") {
      const end = src.indexOf("'", i + 1);
      if (end < 0) throw new Error(`${where}: unclosed ' in: ${text.trim()}`);
      word += src.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      for (; j < src.length && src[j] !== '"'; j++) {
        if (src[j] === '\\' && /["\\$`]/.test(src[j + 1] ?? '')) word += src[++j];
        else if (src[j] === '$') {
          const { value, length } = expand(j);
          word += value;
          j += length - 1;
        } else if (src[j] === '`') throw new Error(`${where}: unsupported backquote in: ${text.trim()}`);
        else word += src[j];
      }
      if (j >= src.length) throw new Error(`${where}: unclosed " in: ${text.trim()}`);
      i = j;
    } else if (c === '\\') word += src[++i] ?? '';
    else if (c === '$') {
      const { value, length } = expand(i);
      word += value;
      i += length - 1;
    } else if (/[|&;<>()`*?[\]{}]/.test(c)) throw new Error(`${where}: unsupported "${c}" in: ${text.trim()}`);
    else word += c;
  }
  if (word !== null) words.push(word);
  return words;
}

// A curl command of the subset the pages use: -X, -H, -d, -s, -o /dev/null, -w '…%{http_code}…'.
function parseCurl(text, vars, where) {
  const words = shellWords(text, vars, where);
  if (words[0] !== 'curl') throw new Error(`${where}: expected a curl command`);
  const request = { method: null, headers: {}, body: null, url: null, discard: false, writeOut: null };
  for (let i = 1; i < words.length; i++) {
    const w = words[i];
    const value = () => {
      if (i + 1 >= words.length) throw new Error(`${where}: ${w} needs a value`);
      return words[++i];
    };
    if (w === '-X' || w === '--request') request.method = value();
    else if (w === '-H' || w === '--header') {
      const h = value();
      const colon = h.indexOf(':');
      if (colon < 1) throw new Error(`${where}: bad header ${h}`);
      request.headers[h.slice(0, colon).trim()] = h.slice(colon + 1).trim();
    } else if (w === '-d' || w === '--data' || w === '--data-raw') request.body = value();
    else if (w === '-s' || w === '--silent') continue;
    else if (w === '-o' || w === '--output') {
      if (value() !== '/dev/null') throw new Error(`${where}: only -o /dev/null is supported`);
      request.discard = true;
    } else if (w === '-w' || w === '--write-out') request.writeOut = value();
    else if (w.startsWith('-')) throw new Error(`${where}: unsupported curl option ${w}`);
    else if (request.url) throw new Error(`${where}: more than one URL`);
    else request.url = w;
  }
  if (!request.url?.startsWith(READER_BASE)) throw new Error(`${where}: the URL must start with ${READER_BASE}`);
  request.method ??= request.body !== null ? 'POST' : 'GET';
  if (request.body !== null && !Object.keys(request.headers).some((h) => h.toLowerCase() === 'content-type'))
    request.headers['Content-Type'] = 'application/x-www-form-urlencoded';
  return request;
}

// ---------------------------------------------------------------------------------------------------
// Comparing answers
const VOLATILE = [
  [/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d /gm, ''], // log timestamps
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>'],
  [/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<date>'],
  [/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '<jwt>'],
  [/\b[0-9a-f]{32,}\b/g, '<hex>'],
  [/\(\d+(\.\d+)? ?m?s\)/g, '(<time>)'],
];
const normalizeText = (text) =>
  VOLATILE.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text)
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .trim();

const typeOf = (v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
function shapeDiff(expected, actual, path = '') {
  const here = path || '(root)';
  const te = typeOf(expected);
  const ta = typeOf(actual);
  if (te !== ta) return [`${here}: expected ${te}, got ${ta}`];
  if (te === 'array') {
    if (!expected.length || !actual.length)
      return expected.length === actual.length
        ? []
        : [`${here}: expected ${expected.length ? 'a non-empty' : 'an empty'} array, got ${actual.length} item(s)`];
    return actual.flatMap((item, i) => shapeDiff(expected[0], item, `${path}[${i}]`)).slice(0, 5);
  }
  if (te === 'object') {
    const diffs = [];
    for (const k of Object.keys(expected)) if (!(k in actual)) diffs.push(`${path ? path + '.' : ''}${k}: missing`);
    for (const k of Object.keys(actual))
      if (!(k in expected)) diffs.push(`${path ? path + '.' : ''}${k}: unexpected key`);
    for (const k of Object.keys(expected))
      if (k in actual) diffs.push(...shapeDiff(expected[k], actual[k], path ? `${path}.${k}` : k));
    return diffs;
  }
  return [];
}
const pick = (data, path) => path.split('.').reduce((v, k) => (v == null ? undefined : v[k]), data);

// The recorded answer of `name` in a step: responses/<name>.json or .txt, or none (an empty answer).
function recordedAnswer(stepDir, name) {
  for (const ext of ['json', 'txt']) {
    const file = join(stepDir, 'responses', `${name}.${ext}`);
    if (existsSync(file)) return { ext, file, text: readFileSync(file, 'utf8') };
  }
  return null;
}
function writeAnswer(stepDir, name, text) {
  mkdirSync(join(stepDir, 'responses'), { recursive: true });
  for (const ext of ['json', 'txt']) rmSync(join(stepDir, 'responses', `${name}.${ext}`), { force: true });
  if (text.trim() === '') return;
  let ext = 'txt';
  let content = text.replace(/\s+$/, '') + '\n';
  try {
    const parsed = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object') {
      content = JSON.stringify(parsed, null, 2) + '\n';
      ext = 'json';
    }
  } catch {
    // not JSON: keep the text
  }
  writeFileSync(join(stepDir, 'responses', `${name}.${ext}`), content);
}
function compareAnswer(stepDir, name, text) {
  if (record) {
    writeAnswer(stepDir, name, text);
    return [];
  }
  const recorded = recordedAnswer(stepDir, name);
  if (!recorded) return text.trim() === '' ? [] : [`${name}: expected no output, got: ${text.trim().slice(0, 200)}`];
  if (recorded.ext === 'json') {
    let actual;
    try {
      actual = JSON.parse(text);
    } catch {
      return [`${name}: expected JSON, got: ${text.trim().slice(0, 200)}`];
    }
    return shapeDiff(JSON.parse(recorded.text), actual).map((d) => `${name}: ${d}`);
  }
  const want = normalizeText(recorded.text);
  const got = normalizeText(text);
  return want === got
    ? []
    : [
        `${name}: expected\n      ${want.split('\n').join('\n      ')}\n    got\n      ${got.split('\n').join('\n      ')}`,
      ];
}

// Paths in stack traces as the reader sees them.
const projectPaths = () => [project, realpathSync(project), realpathSync(join(checkout, 'node_modules'))];
function readerPaths(text) {
  const [p1, p2, modules] = projectPaths();
  return text
    .split(modules)
    .join(`${READER_ROOT}/node_modules`)
    .split(p2)
    .join(READER_ROOT)
    .split(p1)
    .join(READER_ROOT);
}

// ---------------------------------------------------------------------------------------------------
// Processes
let env = {}; // filled in main()
function baseEnv(extra = {}) {
  return { PATH: process.env.PATH, HOME: process.env.HOME ?? work, LANG: 'C.UTF-8', TZ: 'UTC', ...env, ...extra };
}
function runProcess(cmd, args, { cwd, extraEnv, answer, timeout, as }) {
  return new Promise((resolveRun) => {
    const child = spawn(cmd, args, {
      cwd,
      env: baseEnv(extraEnv),
      stdio: ['pipe', 'pipe', 'pipe'],
      ...(as ? { uid: as.uid, gid: as.gid } : {}),
    });
    commands.add(child);
    let output = '';
    const onData = (d) => {
      output += d;
      if (answer !== undefined && /\(y\/n\)\s*$/i.test(d.toString())) child.stdin.write(`${answer}\n`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const timer = setTimeout(() => {
      output += `\n[check-tutorial: timed out after ${timeout / 1000} s]`;
      child.kill('SIGKILL');
    }, timeout);
    child.on('error', (error) => {
      output += `\n[check-tutorial: ${error.message}]`;
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      commands.delete(child);
      resolveRun({ code, output });
    });
  });
}
const nodeArgs = (script, args) => [
  '-r',
  join(harness, 'loopback.cjs'),
  '-r',
  'ts-node/register',
  '-r',
  'tsconfig-paths/register',
  script,
  ...args,
];

// `npm run dev -- migrate:up` and friends, as the reader types them.
function commandLine(line, where) {
  const words = shellWords(line, {}, where);
  const extraEnv = {};
  while (words.length && /^[A-Za-z_]\w*=/.test(words[0])) {
    const w = words.shift();
    extraEnv[w.slice(0, w.indexOf('='))] = w.slice(w.indexOf('=') + 1);
  }
  if (words[0] !== 'npm' || words[1] !== 'run') throw new Error(`${where}: expected "npm run …": ${line}`);
  const script = words[2];
  const rest = words.slice(3);
  const args = rest[0] === '--' ? rest.slice(1) : rest;
  if (rest.length && rest[0] !== '--') throw new Error(`${where}: arguments go after "--": ${line}`);
  if (script === 'dev') return { cmd: process.execPath, args: nodeArgs('./src/app.ts', args), extraEnv };
  if (script === 'test:jest')
    return {
      cmd: process.execPath,
      args: [join('node_modules', 'jest', 'bin', 'jest.js'), '--runInBand', ...args],
      extraEnv,
    };
  throw new Error(`${where}: the script "${script}" is not supported (dev, test:jest)`);
}

async function startApp() {
  const child = spawn(process.execPath, nodeArgs('./src/app.ts', []), {
    cwd: project,
    env: baseEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const state = { child, output: '', exited: false, code: null };
  const log = createWriteStream(join(work, 'app.log'), { flags: 'a' });
  const onData = (d) => {
    state.output += d;
    log.write(d);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.on('close', (code) => {
    state.exited = true;
    state.code = code;
    log.end();
  });
  app = state;
  const deadline = Date.now() + START_TIMEOUT;
  while (Date.now() < deadline) {
    if (state.exited) throw new Error(`the app exited with code ${state.code} while starting:\n${tail(state.output)}`);
    try {
      await fetch(`${env.base}/health`, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error(`the app did not answer within ${START_TIMEOUT / 1000} s:\n${tail(state.output)}`);
}
async function stopApp() {
  if (!app || app.exited) return;
  const current = app;
  const closed = new Promise((r) => current.child.on('close', r));
  current.child.kill('SIGTERM');
  const timer = setTimeout(() => current.child.kill('SIGKILL'), 5000);
  await closed;
  clearTimeout(timer);
}
const tail = (text, n = 25) =>
  text
    .split('\n')
    .slice(-n)
    .map((l) => `      ${l}`)
    .join('\n');

// ---------------------------------------------------------------------------------------------------
// Steps
function setEnvLines(file) {
  const envFile = join(project, '.env');
  let text = readFileSync(envFile, 'utf8');
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Za-z_]\w*)=(.*)$/.exec(line.trim());
    if (!m) continue;
    const pattern = new RegExp(`^${m[1]}=.*$`, 'm');
    text = pattern.test(text)
      ? text.replace(pattern, `${m[1]}=${m[2]}`)
      : `${text.replace(/\n?$/, '\n')}${m[1]}=${m[2]}\n`;
  }
  writeFileSync(envFile, text);
}

async function runStep(name) {
  const dir = join(stepsDir, name);
  const manifestFile = join(dir, 'step.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const problems = [];
  const counts = { requests: 0, commands: 0 };
  const vars = env.vars;
  let manifestChanged = false;

  if (existsSync(join(dir, 'src'))) cpSync(join(dir, 'src'), join(project, 'src'), { recursive: true });

  try {
    for (const action of manifest.actions) {
      if (action.env) setEnvLines(join(dir, action.env));
      else if (action.run) {
        const where = `${name}/${action.run}`;
        const lines = readInclude({ file: `tutorial/steps/${name}/${action.run}`, rootDir: root })
          .split('\n')
          .filter((l) => l.trim() && !l.trim().startsWith('#'));
        let matched = '';
        for (const line of lines) {
          const { cmd, args, extraEnv } = commandLine(line, where);
          const result = await runProcess(cmd, args, {
            cwd: project,
            extraEnv,
            answer: action.answer,
            timeout: COMMAND_TIMEOUT,
          });
          counts.commands++;
          const expectedCode = action.exit ?? 0;
          if (result.code !== expectedCode) {
            problems.push(
              `${where}: "${line}" exited with ${result.code}, expected ${expectedCode}:\n${tail(result.output)}`,
            );
            throw new Error('stop');
          }
          if (action.match) {
            const pattern = new RegExp(action.match);
            matched += result.output
              .split('\n')
              .map((l) => l.replace(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d /, '').trimEnd())
              .filter((l) => pattern.test(l))
              .join('\n');
            matched += '\n';
          }
        }
        if (action.record) problems.push(...compareAnswer(dir, action.record, readerPaths(matched)));
      } else if (action.start) {
        await startApp();
      } else if (action.request) {
        const where = `${name}/requests/${action.request}.sh`;
        const text = readInclude({ file: `tutorial/steps/${name}/requests/${action.request}.sh`, rootDir: root });
        const request = parseCurl(text, vars, where);
        const response = await fetch(env.base + request.url.slice(READER_BASE.length), {
          method: request.method,
          headers: request.headers,
          body: request.body ?? undefined,
          redirect: 'manual',
          signal: AbortSignal.timeout(REQUEST_TIMEOUT),
        });
        counts.requests++;
        const body = await response.text();
        const output = readerPaths(
          (request.discard ? '' : body) +
            (request.writeOut ?? '').replace(/%\{http_code\}/g, String(response.status)).replace(/\\n/g, '\n'),
        );
        if (record && action.status !== response.status) {
          action.status = response.status;
          manifestChanged = true;
        } else if (action.status !== response.status)
          problems.push(
            `${action.request}: status ${response.status}, expected ${action.status}: ${body.slice(0, 300)}`,
          );
        problems.push(...compareAnswer(dir, action.request, output));
        for (const [variable, path] of Object.entries(action.capture ?? {})) {
          let value;
          try {
            value = pick(JSON.parse(body), path);
          } catch {
            value = undefined;
          }
          if (typeof value !== 'string') {
            problems.push(`${action.request}: cannot capture ${variable} from ${path}`);
            throw new Error('stop');
          }
          vars[variable] = value;
        }
      } else if (action.log) {
        // Give the app a moment to write what the last request triggered.
        await new Promise((r) => setTimeout(r, 300));
        const pattern = new RegExp(action.match);
        const lines = (app?.output ?? '')
          .split('\n')
          .map((l) => l.replace(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d /, '').trimEnd())
          .filter((l) => pattern.test(l));
        problems.push(...compareAnswer(dir, action.log, readerPaths(lines.join('\n'))));
      } else throw new Error(`${name}/step.json: unknown action ${JSON.stringify(action)}`);
    }
  } catch (error) {
    if (error.message !== 'stop') problems.push(error.message);
  } finally {
    await stopApp();
    if (manifestChanged) writeFileSync(manifestFile, JSON.stringify(manifest, null, 2) + '\n');
  }
  return { title: manifest.title ?? name, problems, counts };
}

async function main() {
  // The project, prepared as page 1 tells the reader: a copy of the template with its dependencies,
  // .env from .env.example and a storage/logs folder.
  cpSync(checkout, project, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (src) => basename(src) !== '.git' && src !== join(checkout, 'node_modules'),
  });
  symlinkSync(realpathSync(join(checkout, 'node_modules')), join(project, 'node_modules'), 'dir');
  cpSync(join(project, '.env.example'), join(project, '.env'));
  mkdirSync(join(project, 'storage', 'logs'), { recursive: true });
  mkdirSync(harness, { recursive: true });
  // Every server of the app listens on 127.0.0.1 only.
  writeFileSync(
    join(harness, 'loopback.cjs'),
    [
      "const net = require('node:net');",
      'const listen = net.Server.prototype.listen;',
      'net.Server.prototype.listen = function (...args) {',
      "  if (typeof args[0] === 'number' || (typeof args[0] === 'string' && /^\\d+$/.test(args[0])))",
      "    return listen.call(this, Number(args[0]), '127.0.0.1', ...args.slice(1).filter((a) => typeof a === 'function'));",
      '  return listen.apply(this, args);',
      '};',
      '',
    ].join('\n'),
  );

  // A private PostgreSQL.
  const pgPort = await freePort();
  const password = randomBytes(12).toString('hex');
  if (asUser) chownSync(pgDir, asUser.uid, asUser.gid);
  writeFileSync(join(pgDir, 'pwfile'), `${password}\n`);
  if (asUser) chownSync(join(pgDir, 'pwfile'), asUser.uid, asUser.gid);
  const initdb = await runProcess(
    join(pgBin, 'initdb'),
    [
      '-D',
      join(pgDir, 'data'),
      '-U',
      'tutorial',
      '--pwfile',
      join(pgDir, 'pwfile'),
      '--auth',
      'scram-sha-256',
      '-E',
      'UTF8',
    ],
    { cwd: pgDir, timeout: 120_000, as: asUser },
  );
  if (initdb.code !== 0) throw new Error(`initdb failed:\n${tail(initdb.output)}`);
  unlinkSync(join(pgDir, 'pwfile'));
  const pgCtl = await runProcess(
    join(pgBin, 'pg_ctl'),
    [
      '-D',
      join(pgDir, 'data'),
      '-l',
      join(pgDir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-k ${pgDir} -h 127.0.0.1 -p ${pgPort}`,
      'start',
    ],
    { cwd: pgDir, timeout: 90_000, as: asUser },
  );
  const pidFile = join(pgDir, 'data', 'postmaster.pid');
  if (existsSync(pidFile)) postmasterPid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pgCtl.code !== 0) throw new Error(`pg_ctl could not start PostgreSQL:\n${tail(pgCtl.output)}`);
  const databaseUri = `postgres://tutorial:${password}@127.0.0.1:${pgPort}/tutorial`;

  // The test kernel reads its PostgreSQL credentials from the Docker Compose file (it uses test_db).
  const compose = join(project, 'docker', 'docker-compose.postgres.yml');
  writeFileSync(
    compose,
    readFileSync(compose, 'utf8').replace(
      /LARASCRIPT_DEFAULT_CREDENTIALS:.*/,
      `LARASCRIPT_DEFAULT_CREDENTIALS: ${databaseUri}`,
    ),
  );

  const appPort = await freePort();
  // Variables set in the environment win over .env (dotenv never overrides them).
  env = { DATABASE_POSTGRES_URI: databaseUri, APP_PORT: String(appPort) };
  Object.defineProperty(env, 'base', { value: `http://127.0.0.1:${appPort}`, enumerable: false });
  Object.defineProperty(env, 'vars', { value: {}, enumerable: false });

  console.log(
    `check-tutorial: Larascript ${frameworkVersion}, PostgreSQL on 127.0.0.1:${pgPort}, app on 127.0.0.1:${appPort}` +
      (record ? ' (recording answers)' : ''),
  );
  let failed = 0;
  for (const name of steps) {
    const t = Date.now();
    const { title, problems, counts } = await runStep(name);
    const seconds = ((Date.now() - t) / 1000).toFixed(1);
    const what = `${counts.commands} command(s), ${counts.requests} request(s), ${seconds} s`;
    if (problems.length) {
      failed++;
      console.log(`✗ ${name}  ${title} (${what})`);
      for (const p of problems) console.log(`    ${p}`);
      break; // later steps build on this one
    }
    console.log(`✓ ${name}  ${title} (${what})`);
  }
  const total = ((Date.now() - started) / 1000).toFixed(0);
  if (failed) {
    console.log(
      `check-tutorial: FAILED after ${total} s; the app's output is in ${keep ? join(work, 'app.log') : 'app.log (use --keep)'}`,
    );
    process.exitCode = 1;
  } else
    console.log(`check-tutorial: ${steps.length} step(s) passed in ${total} s${record ? ', answers recorded' : ''}`);
}

try {
  await main();
} catch (error) {
  console.error(`check-tutorial: ${error.stack ?? error}`);
  process.exitCode = 2;
} finally {
  await stopApp();
  cleanupSync();
}
