// The pure part of scripts/check-examples.mjs, shared with the unit tests (tests/unit/examples.test.ts):
// where the scenarios are and what they hold, the shell subset of their command and curl files, and how
// a recorded answer is compared with a new one. Nothing here starts a process or writes a file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENT_RELEASE, isKnownRelease } from './releases.mjs';

/** The address the pages' curl commands use; the runner sends them to the app's private port instead. */
export const READER_BASE = 'http://localhost:5000';

// ---------------------------------------------------------------------------------------------------
// Scenarios
/** The step folders (NN-name/ with a step.json) of a scenario folder, in order. */
export const stepNames = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => /^\d\d-/.test(name) && existsSync(join(dir, name, 'step.json')))
        .sort()
    : [];

const readJsonOrThrow = (file, where) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${where}: ${error.message}`);
  }
};

/**
 * Every scenario of the site at `root`: the tutorial first, then the examples by name. Throws naming
 * the folder when an example has no scenario.json, no steps, or an unknown base.
 * @returns {{ name: string, title: string, rel: string, steps: string[], base: string | null, release: string, compare: 'shape' | 'exact' }[]}
 */
export function findScenarios(root) {
  const list = [
    {
      name: 'tutorial',
      title: 'The tutorial',
      rel: 'tutorial/steps',
      steps: stepNames(join(root, 'tutorial', 'steps')),
      base: null,
      release: CURRENT_RELEASE,
      compare: 'shape',
    },
  ];
  const examples = join(root, 'examples');
  if (!existsSync(examples)) return list;
  for (const section of readdirSync(examples).sort()) {
    if (!statSync(join(examples, section)).isDirectory()) continue;
    for (const name of readdirSync(join(examples, section)).sort()) {
      const dir = join(examples, section, name);
      if (!statSync(dir).isDirectory()) continue;
      const where = `examples/${section}/${name}`;
      if (!existsSync(join(dir, 'scenario.json'))) throw new Error(`${where} has no scenario.json`);
      const manifest = readJsonOrThrow(join(dir, 'scenario.json'), `${where}/scenario.json`);
      const steps = stepNames(dir);
      if (!steps.length) throw new Error(`${where} has no steps (NN-name/step.json)`);
      const base = manifest.base ?? 'tutorial/01-project';
      // A scenario of an older release (a "before 2.0.4" claim) runs in that release's template.
      const release = manifest.release ?? CURRENT_RELEASE;
      if (!isKnownRelease(release))
        throw new Error(`${where}/scenario.json: release ${JSON.stringify(release)} is not a known 2.0 release`);
      if (release !== CURRENT_RELEASE && manifest.base !== 'template')
        throw new Error(
          `${where}/scenario.json: a scenario of release ${release} starts from "base": "template" (the tutorial is a ${CURRENT_RELEASE} project)`,
        );
      if (base !== 'template' && !/^tutorial\/\d\d-[\w-]+$/.test(base))
        throw new Error(
          `${where}/scenario.json: base must be "template" or "tutorial/NN-name", not ${JSON.stringify(base)}`,
        );
      if (
        base !== 'template' &&
        !existsSync(join(root, 'tutorial', 'steps', base.slice('tutorial/'.length), 'step.json'))
      )
        throw new Error(`${where}/scenario.json: no tutorial step ${base}`);
      list.push({
        name: `${section}/${name}`,
        title: manifest.title ?? name,
        rel: where,
        steps,
        base,
        release,
        compare: 'exact',
      });
    }
  }
  return list;
}

const ACTION_KEYS = {
  env: ['env'],
  run: ['run', 'answer', 'record', 'match', 'exit'],
  start: ['start', 'expect', 'record', 'match'],
  request: ['request', 'status', 'expect', 'seconds', 'capture', 'compare'],
  log: ['log', 'match'],
  expectLog: ['expectLog'],
};

/**
 * What is wrong with a scenario's files, without running anything: unknown actions or keys, files an
 * action names that do not exist, curl commands outside the subset, variables used before a request
 * captures them, and requests that expect nothing. Each problem names the step.
 */
export function scenarioProblems(root, scenario) {
  const problems = [];
  const vars = new Set();
  for (const step of scenario.steps) {
    const dir = join(root, scenario.rel, step);
    const where = `${scenario.rel}/${step}`;
    let manifest;
    try {
      manifest = readJsonOrThrow(join(dir, 'step.json'), `${where}/step.json`);
    } catch (error) {
      problems.push(error.message);
      continue;
    }
    if (!Array.isArray(manifest.actions) || !manifest.actions.length) {
      problems.push(`${where}/step.json: no "actions" list`);
      continue;
    }
    for (const action of manifest.actions) {
      const kind = Object.keys(ACTION_KEYS).find((k) => k in action);
      if (!kind) {
        problems.push(`${where}/step.json: unknown action ${JSON.stringify(action)}`);
        continue;
      }
      const extra = Object.keys(action).filter((k) => !ACTION_KEYS[kind].includes(k));
      if (extra.length) problems.push(`${where}/step.json: ${kind} action with unknown key(s) ${extra.join(', ')}`);
      const needFile = (file) => {
        if (!existsSync(join(dir, file))) problems.push(`${where}: ${file} does not exist`);
      };
      if (kind === 'env') needFile(action.env);
      if (kind === 'run') needFile(action.run);
      if ((kind === 'log' || kind === 'run' || kind === 'start') && action.match !== undefined) {
        try {
          new RegExp(action.match);
        } catch (error) {
          problems.push(`${where}/step.json: ${error.message}`);
        }
      }
      if (kind === 'start' && action.expect !== undefined && action.expect !== 'exit')
        problems.push(`${where}/step.json: a start action can only expect "exit"`);
      if (kind !== 'request') continue;
      const file = join(dir, 'requests', `${action.request}.sh`);
      if (!existsSync(file)) {
        problems.push(`${where}: requests/${action.request}.sh does not exist`);
        continue;
      }
      try {
        const known = Object.fromEntries([...vars].map((v) => [v, 'x']));
        parseCurl(readFileSync(file, 'utf8'), known, `${where}/requests/${action.request}.sh`);
      } catch (error) {
        problems.push(error.message);
      }
      if (action.expect === undefined && typeof action.status !== 'number')
        problems.push(
          `${where}/step.json: request ${action.request} expects no status (nor "expect": "exit" or "hang")`,
        );
      if (action.expect !== undefined && !['exit', 'hang'].includes(action.expect))
        problems.push(`${where}/step.json: request ${action.request}: "expect" is "exit" or "hang"`);
      for (const variable of Object.keys(action.capture ?? {})) vars.add(variable);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// The shell subset of the pages' command and curl files: words, '…' and "…" quotes, $VAR and ${VAR},
// backslash escapes and line continuations. Anything else (pipes, $(…), globs) is an error.
export function shellWords(text, vars, where) {
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
export function parseCurl(text, vars, where) {
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
export const VOLATILE = [
  [/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d /gm, ''], // log timestamps
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>'],
  [/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<date>'],
  [/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '<jwt>'],
  [/\b[0-9a-f]{32,}\b/g, '<hex>'],
  [/\(\d+(\.\d+)? ?m?s\)/g, '(<time>)'],
];
/**
 * What differs between Node versions in a recorded stack trace: Node's own frames (which ones, and their
 * line numbers) and how a frame names a static method's class (`Function.executeAction` on Node 20,
 * `ReportController.executeAction` on Node 22 and later). A run of Node-internal frames reads as one
 * `<node internal frames>` line, and a frame's function is named without its receiver.
 */
export function acrossNodeVersions(text) {
  const lines = [];
  for (const line of text.split('\n')) {
    if (/^\s*"?at (?:async )?(?:[^"(]*\()?node:internal\//.test(line)) {
      if (lines.at(-1)?.trim() !== '<node internal frames>') lines.push('<node internal frames>');
      continue;
    }
    lines.push(line.replace(/\bat (async )?(?:[A-Za-z_$][\w$]*\.)+(?=[\w$<>]+ \()/, 'at $1'));
  }
  return lines.join('\n');
}

/**
 * A recorded or new answer with what changes from run to run masked (ids, dates, tokens, timings) and,
 * unless `acrossNode` is false, what changes from one supported Node version to another.
 */
export const normalizeText = (text, { acrossNode = true } = {}) =>
  (acrossNode ? acrossNodeVersions : (t) => t)(
    VOLATILE.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text),
  )
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .trim();

const typeOf = (v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
export function shapeDiff(expected, actual, path = '') {
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
export const pick = (data, path) => path.split('.').reduce((v, k) => (v == null ? undefined : v[k]), data);

/** The first lines where two answers differ (after masking what changes from run to run), or nothing. */
export function textDiff(name, recordedText, actualText, options = {}) {
  const want = normalizeText(recordedText, options).split('\n');
  const got = normalizeText(actualText, options).split('\n');
  if (want.join('\n') === got.join('\n')) return [];
  let first = 0;
  while (first < want.length && first < got.length && want[first] === got[first]) first++;
  const show = (lines) => (lines.length ? lines.map((l) => `      ${l}`).join('\n') : '      (nothing)');
  return [
    `${name}: differs from line ${first + 1} of the recorded answer: expected\n${show(want.slice(first, first + 6))}\n    got\n${show(got.slice(first, first + 6))}`,
  ];
}
