#!/usr/bin/env node
// Runs the recorded examples of the docs against a real Larascript 2.0.6 checkout, the way a reader
// would, and compares every answer with the one the pages show. Two kinds of scenario share this runner:
//   tutorial                    the tutorial (tutorial/steps/NN-*/), its steps applied in order to one project
//   <section>/<name>            an example (examples/<section>/<name>/NN-*/), each in a project of its own
//
// Usage: node scripts/check-examples.mjs <checkout> [--only <name>[,<name>…]] [--record] [--keep] [--checkout 2.0.N=<dir>]…
//   <checkout>  a Larascript 2.0.6 checkout with its node_modules installed (see CONTRIBUTING.md). It
//               is never modified: the script works in temporary copies (node_modules is symlinked).
//   --only      run only these scenarios: `tutorial`, a scenario (`auth/refresh`) or a section (`auth`);
//               may be repeated.
//   --record    record the answers (responses/ and the expectations in step.json) instead of comparing
//               with them; an answer that still matches keeps its file.
//   --keep      keep the temporary folders and print where they are (the servers are still stopped).
//   --checkout  a checkout of an older release (scripts/release-checkout.mjs makes one), for the scenarios
//               whose scenario.json says "release": "2.0.N" (history claims: "before 2.0.4, …"). Such a
//               scenario starts from that release's template; without its checkout it is skipped and
//               counted as skipped, never as passing.
//
// A scenario is a folder of steps (NN-name/, in order). An example also has a scenario.json:
//   { "title": "…", "base": "tutorial/05-auth" }
// `base` is the project the example starts from: "template" (the 2.0.6 template with .env copied
// from .env.example and storage/logs created, nothing else: what a stock project does), or a tutorial
// step, "tutorial/NN-name": the project as it is at the end of that step (the src/ and env files of
// steps 01…NN, their commands run: keys generated, migrations and seeders run). Each base is prepared
// once per run; every example then gets a copy of it and a database of its own, cloned from the base's.
// Each step copies its src/ over the project and runs the actions of its step.json in order:
//   { "env": "env.ini" }                   sets the KEY=value lines of that file in .env
//   { "run": "commands/x.sh", "answer": "y", "record": "name", "match": "regex", "exit": 0 }
//                                          runs each `npm run dev -- …` or `npm run test:jest -- …` line
//                                          (leading VAR=value assignments allowed), answers y/n prompts,
//                                          expects exit code `exit` (default 0) and compares the output
//                                          lines matching `match` with responses/<record>.txt
//   { "start": "npm run dev" }             starts the app (ts-node, as `npm run dev` does without nodemon)
//                                          and waits until it answers; with "expect": "exit", expects it
//                                          to stop instead (`record` and `match` then compare its output)
//   { "request": "name", "status": 201, "capture": { "TOKEN": "data.token" } }
//                                          sends requests/<name>.sh (a curl command as the page shows it)
//                                          and compares the status and the output with responses/<name>.json
//                                          or .txt; `"compare": "shape"` compares JSON keys and types only
//   { "request": "name", "expect": "exit" }
//                                          the app process exits after this request (within 15 s)
//   { "request": "name", "expect": "hang", "seconds": 5 }
//                                          no answer arrives within that many seconds
//   { "log": "name", "match": "regex" }    compares the app's output lines matching `match` with
//                                          responses/<name>.txt
//   { "expectLog": "regex" }               a line of the app's output matches (waits up to 10 s)
// JSON answers are compared in full (the tutorial: keys and types, as its values vary from run to run).
// Text comparisons ignore timestamps, UUIDs, dates, JWTs and long hex strings. The app is stopped at the
// end of every step. The reader's `http://localhost:5000` is the app's private port on 127.0.0.1, and the
// database settings of .env and of docker/docker-compose.postgres.yml (which the test kernel reads) point
// at the private PostgreSQL. Everything started is stopped by PID, also on failure and Ctrl-C, and the
// temporary folders are deleted. Exit code 1 when a scenario fails, 2 on a usage or setup error.
import { spawn } from 'node:child_process';
import {
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  unlinkSync,
  createWriteStream,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { findPgBin, freePort, postgresUser } from './lib/local-postgres.mjs';
import { findScenarios, parseCurl, pick, READER_BASE, shapeDiff, shellWords, textDiff } from './lib/examples.mjs';
import { checkoutMap, checkoutMismatch } from './lib/sample-releases.mjs';
import { CURRENT_RELEASE } from './lib/releases.mjs';

const require = createRequire(import.meta.url);
const { readInclude } = require('../src/lib/codeInclude.cjs');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const READER_ROOT = '/home/you/my-blog-api'; // how paths in recorded stack traces are shown
const START_TIMEOUT = 180_000;
const COMMAND_TIMEOUT = 300_000;
const REQUEST_TIMEOUT = 30_000;
const EXIT_TIMEOUT = 15_000;
const LOG_TIMEOUT = 10_000;
const started = Date.now();
const NAME = 'check-examples';

// ---------------------------------------------------------------------------------------------------
// Command line
const usage = `usage: node scripts/check-examples.mjs <Larascript 2.0.6 checkout> [--only <name>[,<name>…]] [--record] [--keep] [--checkout 2.0.N=<dir>]…`;
const argv = process.argv.slice(2);
let record = false;
let keep = false;
const only = [];
const checkoutArgs = [];
const positional = [];
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--record') record = true;
  else if (a === '--checkout') checkoutArgs.push(argv[++i] ?? fail('--checkout needs <release>=<path>'));
  else if (a.startsWith('--checkout=')) checkoutArgs.push(a.slice('--checkout='.length));
  else if (a === '--keep') keep = true;
  else if (a === '--only' || a.startsWith('--only=')) {
    const value = a === '--only' ? argv[++i] : a.slice('--only='.length);
    if (!value) fail('--only needs a scenario name');
    only.push(
      ...value
        .split(',')
        .map((v) =>
          v
            .trim()
            .replace(/^examples\//, '')
            .replace(/\/$/, ''),
        )
        .filter(Boolean),
    );
  } else if (a === '-h' || a === '--help') {
    console.log(usage);
    process.exit(0);
  } else if (a.startsWith('--')) fail(`unknown option ${a}`);
  else positional.push(a);
}
function fail(message) {
  console.error(`${NAME}: ${message}\n${usage}`);
  process.exit(2);
}
if (positional.length !== 1) fail('name the framework checkout (and nothing else)');
const checkout = resolve(positional[0]);
for (const need of ['package.json', 'src/app.ts', '.env.example', 'node_modules/ts-node/package.json'])
  if (!existsSync(join(checkout, need)))
    fail(
      `${checkout} is not a Larascript checkout with its node_modules (missing ${need}); ` +
        'see "Checking the examples" in CONTRIBUTING.md',
    );
const frameworkVersion = JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8')).version;
if (frameworkVersion !== '2.0.6')
  console.error(`${NAME}: warning: the checkout is version ${frameworkVersion}, the examples are for 2.0.6`);
// Older releases' checkouts, each confirmed to be the release it is given for.
let releaseCheckouts;
try {
  releaseCheckouts = checkoutMap(checkoutArgs);
} catch (error) {
  fail(error.message);
}
for (const [release, dir] of releaseCheckouts) {
  const full = resolve(dir);
  for (const need of ['package.json', 'src/app.ts', '.env.example', 'node_modules/ts-node/package.json'])
    if (!existsSync(join(full, need)))
      fail(`--checkout ${release}=${dir}: not a Larascript checkout with its node_modules (missing ${need})`);
  const marker = join(full, '.release-checkout.json');
  const why = checkoutMismatch(
    release,
    JSON.parse(readFileSync(join(full, 'package.json'), 'utf8')),
    existsSync(marker) ? JSON.parse(readFileSync(marker, 'utf8')) : null,
  );
  if (why) fail(`--checkout ${release}=${dir} is not a ${release} checkout: ${why}`);
  releaseCheckouts.set(release, full);
}
/** The checkout a scenario runs in: 2.0.6, or its release's. */
const checkoutOf = (scenario) =>
  scenario.release === CURRENT_RELEASE ? checkout : releaseCheckouts.get(scenario.release);

// ---------------------------------------------------------------------------------------------------
// Scenarios
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`${relative(root, file)}: ${error.message}`);
  }
};
let allScenarios = [];
try {
  allScenarios = findScenarios(root);
} catch (error) {
  fail(error.message);
}
const scenarios = only.length
  ? allScenarios.filter((s) => only.some((o) => s.name === o || s.name.startsWith(`${o}/`)))
  : allScenarios;
for (const o of only)
  if (!allScenarios.some((s) => s.name === o || s.name.startsWith(`${o}/`)))
    fail(`no scenario named ${o} (there are: ${allScenarios.map((s) => s.name).join(', ')})`);

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

// ---------------------------------------------------------------------------------------------------
// Temporary folders and processes, always cleaned up
const work = mkdtempSync(join(tmpdir(), `${NAME}-`));
let project = join(work, 'project'); // the project of the scenario (or base) being run
const harness = join(work, 'harness');
const pgDir = mkdtempSync(join(tmpdir(), `${NAME}-pg-`));
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
  if (keep) console.error(`${NAME}: kept ${work} and ${pgDir}`);
  else {
    rmSync(work, { recursive: true, force: true });
    rmSync(pgDir, { recursive: true, force: true });
  }
}
process.on('exit', cleanupSync);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, async () => {
    console.error(`\n${NAME}: ${signal}, stopping and removing everything it started`);
    keep = false;
    await stopApp();
    cleanupSync();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });

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
/** The differences between the recorded answer `name` of a step and `text`; in `shape` mode JSON is compared by keys and types. */
function compareAnswer(stepDir, name, text, mode) {
  if (record) {
    // An answer that still matches keeps its file, so a recording run changes only what changed. Here
    // "matches" includes the Node-version details a comparison ignores: a run on another supported Node
    // records what that Node prints (the pages show the recording), a check on any of them passes.
    if (!recordedAnswer(stepDir, name) || compareRecorded(stepDir, name, text, mode, { acrossNode: false }).length)
      writeAnswer(stepDir, name, text);
    return [];
  }
  return compareRecorded(stepDir, name, text, mode);
}
function compareRecorded(stepDir, name, text, mode, options = {}) {
  const recorded = recordedAnswer(stepDir, name);
  if (!recorded) return text.trim() === '' ? [] : [`${name}: expected no output, got: ${text.trim().slice(0, 200)}`];
  if (recorded.ext === 'json') {
    let actual;
    try {
      actual = JSON.parse(text);
    } catch {
      return [`${name}: expected JSON, got: ${text.trim().slice(0, 200)}`];
    }
    if (mode === 'shape') return shapeDiff(JSON.parse(recorded.text), actual).map((d) => `${name}: ${d}`);
    return textDiff(name, JSON.stringify(JSON.parse(recorded.text), null, 2), JSON.stringify(actual, null, 2), options);
  }
  return textDiff(name, recorded.text, text, options);
}

// Paths in stack traces as the reader sees them.
const projectPaths = () => [project, realpathSync(project), realpathSync(join(projectSource, 'node_modules'))];
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
      output += `\n[${NAME}: timed out after ${timeout / 1000} s]`;
      child.kill('SIGKILL');
    }, timeout);
    child.on('error', (error) => {
      output += `\n[${NAME}: ${error.message}]`;
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

/** Starts the app; resolves once it answers, or, with `expectExit`, once it has stopped by itself. */
async function startApp({ expectExit = false } = {}) {
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
    if (state.exited) {
      if (expectExit) return;
      throw new Error(`the app exited with code ${state.code} while starting:\n${tail(state.output)}`);
    }
    try {
      await fetch(`${env.base}/health`, { signal: AbortSignal.timeout(2000) });
      if (expectExit) throw new Error(`the app started, but it was expected to stop:\n${tail(state.output)}`);
      return;
    } catch (error) {
      if (expectExit && error.message.startsWith('the app started')) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error(`the app did not answer within ${START_TIMEOUT / 1000} s:\n${tail(state.output)}`);
}
/** Waits up to `ms` for the app to exit; true when it has. */
async function appExits(ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!app || app.exited) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !app || app.exited;
}
/** The app's output lines (without their timestamps) that match `pattern`. */
const appLines = (pattern) =>
  (app?.output ?? '')
    .split('\n')
    .map((l) => l.replace(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d /, '').trimEnd())
    .filter((l) => pattern.test(l));
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

/** Sends a request action's curl file and checks what the app does: a status, an exit or a hang. */
async function requestAction(scenario, stepName, dir, action, manifestState, problems, counts) {
  const vars = env.vars;
  const where = `${stepName}/requests/${action.request}.sh`;
  const text = readInclude({ file: `${scenario.rel}/${stepName}/requests/${action.request}.sh`, rootDir: root });
  const request = parseCurl(text, vars, where);
  const expectation = action.expect ?? 'status';
  if (!['status', 'exit', 'hang'].includes(expectation))
    throw new Error(`${stepName}/step.json: "expect" is "exit" or "hang", not ${JSON.stringify(action.expect)}`);
  const seconds = action.seconds ?? 5;
  const timeout = expectation === 'hang' ? seconds * 1000 : REQUEST_TIMEOUT;
  counts.requests++;
  let response = null;
  let body = '';
  let failure = null;
  try {
    response = await fetch(env.base + request.url.slice(READER_BASE.length), {
      method: request.method,
      headers: request.headers,
      body: request.body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeout),
    });
    body = await response.text();
  } catch (error) {
    failure = error;
  }
  const timedOut = failure?.name === 'TimeoutError';
  const exited =
    failure && !timedOut ? await appExits(EXIT_TIMEOUT) : expectation === 'exit' && (await appExits(EXIT_TIMEOUT));
  const happened = exited ? 'exit' : timedOut ? 'hang' : response ? 'status' : 'error';
  const describe = (what) =>
    what === 'exit'
      ? 'the app exited'
      : what === 'hang'
        ? `no answer within ${timeout / 1000} s`
        : what === 'error'
          ? `the request failed (${failure?.cause?.code ?? failure?.message})`
          : `status ${response.status}: ${body.slice(0, 300)}`;
  if (record) {
    if (happened === 'error') problems.push(`${action.request}: ${describe('error')}`);
    const same =
      happened === 'status'
        ? action.expect === undefined && action.status === response.status
        : action.expect === happened;
    if (happened !== 'error' && !same) {
      delete action.status;
      delete action.expect;
      if (happened !== 'hang') delete action.seconds;
      if (happened === 'status') action.status = response.status;
      else action.expect = happened;
      manifestState.changed = true;
    }
  } else if (expectation === 'status') {
    if (happened !== 'status')
      problems.push(`${action.request}: expected status ${action.status}, but ${describe(happened)}`);
    else if (action.status !== response.status)
      problems.push(`${action.request}: ${describe('status')}, expected ${action.status}`);
  } else if (happened !== expectation)
    problems.push(`${action.request}: expected ${describe(expectation)}, but ${describe(happened)}`);
  if (happened === 'status') {
    const output = readerPaths(
      (request.discard ? '' : body) +
        (request.writeOut ?? '').replace(/%\{http_code\}/g, String(response.status)).replace(/\\n/g, '\n'),
    );
    problems.push(...compareAnswer(dir, action.request, output, action.compare ?? scenario.compare));
  }
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
}

/**
 * Runs one step of a scenario: copies its src/ over the project and runs its actions. With `setupOnly`
 * (preparing a base), only the env and run actions (commands) run, and nothing is compared.
 */
async function runStep(scenario, stepName, { setupOnly = false } = {}) {
  const dir = join(root, scenario.rel, stepName);
  const manifestFile = join(dir, 'step.json');
  const manifest = readJson(manifestFile);
  const problems = [];
  const counts = { requests: 0, commands: 0 };
  const manifestState = { changed: false };
  if (!Array.isArray(manifest.actions)) throw new Error(`${scenario.rel}/${stepName}/step.json: no "actions" list`);

  if (existsSync(join(dir, 'src'))) cpSync(join(dir, 'src'), join(project, 'src'), { recursive: true });

  try {
    for (const action of manifest.actions) {
      if (action.env) setEnvLines(join(dir, action.env));
      else if (action.run) {
        const where = `${stepName}/${action.run}`;
        const lines = readInclude({ file: `${scenario.rel}/${stepName}/${action.run}`, rootDir: root })
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
            if (record && !setupOnly && action.exit !== undefined) {
              action.exit = result.code;
              manifestState.changed = true;
            } else {
              problems.push(
                `${where}: "${line}" exited with ${result.code}, expected ${expectedCode}:\n${tail(result.output)}`,
              );
              throw new Error('stop');
            }
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
        if (action.record && !setupOnly) problems.push(...compareAnswer(dir, action.record, readerPaths(matched)));
      } else if (setupOnly) continue;
      else if (action.start) {
        const expectExit = action.expect === 'exit';
        if (action.expect !== undefined && !expectExit)
          throw new Error(`${stepName}/step.json: a start action can only expect "exit"`);
        await startApp({ expectExit });
        if (expectExit && action.record)
          problems.push(
            ...compareAnswer(dir, action.record, readerPaths(appLines(new RegExp(action.match ?? '.')).join('\n'))),
          );
      } else if (action.request) {
        if (!app || app.exited)
          throw new Error(`${stepName}: request ${action.request} sent while the app is not running`);
        await requestAction(scenario, stepName, dir, action, manifestState, problems, counts);
      } else if (action.log) {
        // Give the app a moment to write what the last request triggered.
        await new Promise((r) => setTimeout(r, 300));
        problems.push(...compareAnswer(dir, action.log, readerPaths(appLines(new RegExp(action.match)).join('\n'))));
      } else if (action.expectLog) {
        const pattern = new RegExp(action.expectLog);
        const deadline = Date.now() + LOG_TIMEOUT;
        while (!appLines(pattern).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
        if (!appLines(pattern).length)
          problems.push(
            `no line of the app's output matches /${action.expectLog}/; its last lines:\n${tail(app?.output ?? '', 12)}`,
          );
      } else throw new Error(`${stepName}/step.json: unknown action ${JSON.stringify(action)}`);
    }
  } catch (error) {
    if (error.message !== 'stop') problems.push(error.message);
  } finally {
    await stopApp();
    if (manifestState.changed) writeFileSync(manifestFile, JSON.stringify(manifest, null, 2) + '\n');
  }
  return { problems, counts };
}

// ---------------------------------------------------------------------------------------------------
// Projects and databases
let pg = null; // { port, password, user }
const databaseUri = (database) => `postgres://${pg.user}:${pg.password}@127.0.0.1:${pg.port}/${database}`;
async function psql(sql) {
  const result = await runProcess(
    join(pgBin, 'psql'),
    ['-h', '127.0.0.1', '-p', String(pg.port), '-U', pg.user, '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-c', sql],
    { cwd: work, extraEnv: { PGPASSWORD: pg.password }, timeout: 60_000 },
  );
  if (result.code !== 0) throw new Error(`psql ${sql}:\n${tail(result.output)}`);
}

/** A new project folder: a copy of `from` (a checkout or a prepared base) with `source`'s node_modules linked. */
function copyProject(from, to, source = checkout) {
  cpSync(from, to, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (src) =>
      basename(src) !== '.git' && basename(src) !== '.release-checkout.json' && src !== join(from, 'node_modules'),
  });
  symlinkSync(realpathSync(join(source, 'node_modules')), join(to, 'node_modules'), 'dir');
  projectSource = source;
}
let projectSource = checkout; // the checkout whose node_modules the current project uses

/** Points the project's settings at `database`: the environment (which wins over .env) and the test kernel's file. */
function useDatabase(database) {
  env.DATABASE_POSTGRES_URI = databaseUri(database);
  // 2.0.0-2.0.3 read the default connection's URI from DATABASE_DEFAULT_URI.
  env.DATABASE_DEFAULT_URI = databaseUri(database);
  // The test kernel reads its PostgreSQL credentials from the Docker Compose file (it uses test_db).
  const compose = join(project, 'docker', 'docker-compose.postgres.yml');
  writeFileSync(
    compose,
    readFileSync(compose, 'utf8').replace(
      /LARASCRIPT_DEFAULT_CREDENTIALS:.*/,
      `LARASCRIPT_DEFAULT_CREDENTIALS: ${databaseUri(database)}`,
    ),
  );
}

/** A fresh project as the installation page prepares it: .env from .env.example and a storage/logs folder. */
function freshProject(dir, source = checkout) {
  copyProject(source, dir, source);
  cpSync(join(dir, '.env.example'), join(dir, '.env'));
  mkdirSync(join(dir, 'storage', 'logs'), { recursive: true });
}

const tutorialScenario = () => allScenarios.find((s) => s.name === 'tutorial');
const dbName = (name) => name.replace(/[^a-z0-9]+/gi, '_').toLowerCase();
const bases = new Map(); // base name -> { dir, database }

/** Prepares a base once: the template, or the tutorial project at the end of the named step. */
async function prepareBase(base) {
  if (bases.has(base)) return bases.get(base);
  const dir = join(work, 'bases', dbName(base));
  const database = `base_${dbName(base)}`;
  freshProject(dir);
  project = dir;
  useDatabase(database);
  if (base !== 'template') {
    const tutorial = tutorialScenario();
    const last = base.slice('tutorial/'.length);
    for (const stepName of tutorial.steps.filter((s) => s <= last)) {
      const { problems } = await runStep(tutorial, stepName, { setupOnly: true });
      if (problems.length)
        throw new Error(`preparing the base ${base}, step ${stepName}:\n    ${problems.join('\n    ')}`);
    }
  }
  const prepared = { dir, database: base === 'template' ? null : database };
  bases.set(base, prepared);
  return prepared;
}

/** Runs a scenario in a project (and a database) of its own; stops at its first failing step. */
async function runScenario(scenario) {
  const t = Date.now();
  const counts = { steps: 0, requests: 0, commands: 0 };
  const problems = [];
  env.vars = {};
  try {
    const dir = join(work, 'scenarios', dbName(scenario.name));
    const database = dbName(scenario.name);
    if (scenario.base === null) freshProject(dir);
    else if (scenario.release !== CURRENT_RELEASE) {
      freshProject(dir, checkoutOf(scenario));
      await psql(`CREATE DATABASE "${database}"`);
    } else {
      const base = await prepareBase(scenario.base);
      copyProject(base.dir, dir);
      if (base.database) await psql(`CREATE DATABASE "${database}" TEMPLATE "${base.database}"`);
    }
    project = dir;
    useDatabase(database);
    for (const stepName of scenario.steps) {
      const stepStarted = Date.now();
      const result = await runStep(scenario, stepName);
      // A long scenario (the tutorial takes minutes) shows its progress on stderr, step by step.
      if (scenario.steps.length > 2)
        console.error(
          `    ${result.problems.length ? '✗' : '·'} ${scenario.name} ${stepName} (${result.counts.requests} request(s), ` +
            `${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`,
        );
      counts.steps++;
      counts.requests += result.counts.requests;
      counts.commands += result.counts.commands;
      if (result.problems.length) {
        problems.push(...result.problems.map((p) => `${stepName}: ${p}`));
        break; // later steps build on this one
      }
    }
  } catch (error) {
    problems.push(error.message);
  }
  return { problems, counts, seconds: (Date.now() - t) / 1000 };
}

async function main() {
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
  pg = { port: pgPort, password, user: 'tutorial' };

  const appPort = await freePort();
  // Variables set in the environment win over .env (dotenv never overrides them).
  env = { APP_PORT: String(appPort) };
  Object.defineProperty(env, 'base', { value: `http://127.0.0.1:${appPort}`, enumerable: false });
  Object.defineProperty(env, 'vars', { value: {}, enumerable: false, writable: true });

  console.log(
    `${NAME}: Larascript ${frameworkVersion}, PostgreSQL on 127.0.0.1:${pgPort}, app on 127.0.0.1:${appPort}, ` +
      `${scenarios.length} scenario(s)${record ? ' (recording answers)' : ''}`,
  );
  let failed = 0;
  let exchanges = 0;
  const skipped = [];
  for (const scenario of scenarios) {
    if (!checkoutOf(scenario)) {
      skipped.push(scenario);
      console.log(
        `- ${scenario.name}  ${scenario.title}: release ${scenario.release}, skipped (no --checkout ${scenario.release}=<dir>)`,
      );
      continue;
    }
    const { problems, counts, seconds } = await runScenario(scenario);
    exchanges += counts.requests;
    const what = `${counts.steps}/${scenario.steps.length} step(s), ${counts.commands} command(s), ${counts.requests} request(s), ${seconds.toFixed(1)} s`;
    if (problems.length) {
      failed++;
      console.log(`✗ ${scenario.name}  ${scenario.title} (${what})`);
      for (const p of problems) console.log(`    ${p}`);
    } else console.log(`✓ ${scenario.name}  ${scenario.title} (${what})`);
  }
  const total = ((Date.now() - started) / 1000).toFixed(0);
  const skippedNote = skipped.length
    ? `; ${skipped.length} scenario(s) of older releases skipped, not passed (${[
        ...new Set(skipped.map((s) => s.release)),
      ]
        .map((r) => `--checkout ${r}=<dir>`)
        .join(', ')} runs them)`
    : '';
  if (failed) {
    console.log(
      `${NAME}: ${failed} of ${scenarios.length} scenario(s) FAILED after ${total} s; the app's output is in ` +
        `${keep ? join(work, 'app.log') : 'app.log (use --keep)'}${skippedNote}`,
    );
    process.exitCode = 1;
  } else
    console.log(
      `${NAME}: ${scenarios.length - skipped.length} scenario(s), ${exchanges} request(s) passed in ${total} s${record ? ', answers recorded' : ''}${skippedNote}`,
    );
}

try {
  await main();
} catch (error) {
  console.error(`${NAME}: ${error.stack ?? error}`);
  process.exitCode = 2;
} finally {
  await stopApp();
  cleanupSync();
}
