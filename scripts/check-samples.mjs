#!/usr/bin/env node
// Type-checks the TypeScript samples of the 2.0 docs against a real Larascript 2.0.6 checkout.
//
// Usage: node scripts/check-samples.mjs <checkout> [page files or folders...] [--json <file>] [--tsc] [--keep]
//   <checkout>   a Larascript 2.0.6 checkout with its node_modules installed (see CONTRIBUTING.md).
//                It is never modified: the script copies it to a temporary folder (node_modules is
//                symlinked) and removes the copy at the end, also on errors and Ctrl-C.
//   pages        default: every page of versioned_docs/version-2.0.
//   --json FILE  also write the results as JSON.
//   --tsc        run the checkout's `tsc --noEmit -p tsconfig.json` command once per page (about 15 s
//                a page) instead of the default in-process check with the same compiler.
//   --keep       keep the temporary copy and print its path (for debugging a sample by hand).
//   --record-types  also record the type of every identifier of the checked 2.0.6 blocks, for the
//                hovers of their code blocks, into api/version-2.0/sample-types.json (the pages
//                checked get their data replaced; data of blocks that no longer exist is removed).
//                Without it, the check reports blocks whose data is missing or out of date.
//   --checkout 2.0.N=DIR  (repeatable) a checkout of an older release (scripts/release-checkout.mjs
//                makes one) for the blocks marked release="2.0.N"; its package.json version must be 2.0.N.
//
// Which blocks: every ```ts, ```typescript and ```tsx fence. Fence meta words:
//   fragment      the block is partial on purpose and is not checked;
//   expect-error  the block shows a known 2.0.6 bug on purpose: it must produce at least one error,
//                 and fails the check when it compiles cleanly.
//   release="2.0.N"  the block is written for that release and is checked against the --checkout of
//                 it (the same way as 2.0.6 blocks, in a copy of that checkout, but without the shared
//                 blocks, which are written for 2.0.6); without that checkout it is reported as skipped,
//                 never as passing. No release, or release="2.0.6", means the positional checkout.
//                 An unknown release is an error at the fence.
//   shared        (with a title="src/…/File.ts") the block is the docs' canonical version of that file:
//                 it is placed in the copy for every page, so any page can import it with @src/...
//                 A page's own block with the same title replaces it for that page. A shared block is
//                 checked on its own page like any block; on other pages its own errors are ignored,
//                 and errors a page causes in it are reported when a block of the page imports it
//                 (directly or not). Two shared blocks with the same title are an error at both fences.
//                 Shared blocks are collected from every 2.0 page, also when only some pages are checked.
// Where a block goes in the copy:
//   title="src/…/File.ts"  the block is written to that path, replacing the framework's file when
//                          there is one, so `@src/...` imports of later blocks resolve to it. A title
//                          that is not a plain src/ path ("src/x.ts (excerpt)", "frontend/api.ts") is
//                          not a path: such a block is checked like an untitled one.
//   untitled               src/__docs_samples__/<page>/block-<n>.ts, a module of its own, with
//                          `export {}` appended. Top-level `await` (TS1378, TS1432) is accepted there:
//                          the framework compiles to CommonJS, and such snippets stand for code that
//                          runs inside an async function. Nothing else is added or filtered.
// Included blocks (an empty fence with file="...", see plugins/remark-include) are checked with the
// content of that file, at their title path like any other block. A page whose blocks include files
// of tutorial/steps/NN-*/ is checked on top of the src/ files of tutorial steps 01 to NN, because each
// tutorial page builds on the ones before it.
// Each page is checked on its own: its files are written, checked and then the framework's own files
// (and the shared blocks' files) are restored before the next page. When a page defines the same title
// twice, the later block replaces the earlier one: the page is checked in rounds (the first
// definitions, then the second...).
// The default check runs the checkout's own TypeScript in this process: the framework is parsed and
// checked once (its own errors, if any, are ignored), then each page round builds a new Program that
// reuses the unchanged framework files and checks the page's files plus every framework file that
// imports a replaced file, directly or not (every file when a page file adds globals). --tsc gives the
// same results through the tsc command; use it to confirm a surprising result.
// Errors are reported at <page>:<line> of the Markdown (fence line + line inside the block); errors
// that a replaced framework file causes in other framework files are reported at the fence of the block
// that wrote it. Exit code 1 when any block fails, 2 on a usage or setup error.
import { readFileSync, writeFileSync, existsSync, readdirSync, statSync, mkdirSync, rmSync, cpSync } from 'node:fs';
import { mkdtempSync, symlinkSync, realpathSync } from 'node:fs';
import { join, dirname, resolve, relative, basename, sep } from 'node:path';
import { tmpdir } from 'node:os';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { blocksOf as readBlocks, processorFor, splitFrontMatter } from './lib/sample-blocks.mjs';
import { createRecorder, mergeTypes, readTypes, typesFile, writeTypes } from './lib/sample-types.mjs';
import { CURRENT_RELEASE, releaseOfPackageVersion } from './lib/releases.mjs';
import {
  classifySpan,
  collectSpans,
  configDataSpans,
  HISTORY_PAGES,
  probeAtLine,
  probeModule,
  probeNames,
  PROBES_DIR,
} from './lib/prose-probes.mjs';
import {
  blockRelease,
  checkoutMap,
  checkoutMismatch,
  groupByRelease,
  skippedSentence,
} from './lib/sample-releases.mjs';

// The site's own TypeScript reads the configuration cards' data (the checkout's compiles the probes).
const siteTs = createRequire(import.meta.url)('typescript');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const docsDir = join(root, 'versioned_docs', 'version-2.0');
const SAMPLES_DIR = 'src/__docs_samples__';
// Top-level await / for await: not allowed by the framework's `module: CommonJS`, accepted in untitled blocks.
const UNTITLED_ALLOWED = new Set([1378, 1432]);
const started = Date.now();
// The docs version whose pages are checked (api/version-<v>/ holds its reference data and receivers).
const DOCS_VERSION = '2.0';

// ---------------------------------------------------------------------------------------------------
// Command line
const usage =
  'usage: node scripts/check-samples.mjs <Larascript 2.0.6 checkout> [pages...] [--json <file>] [--tsc] [--keep] [--no-probes] [--record-types] [--checkout 2.0.N=<dir>]...';
const argv = process.argv.slice(2);
const positional = [];
let jsonFile = null;
let useCli = false;
let keep = false;
let noProbes = false;
let recordTypes = false;
const checkoutArgs = [];
// Internal: set when this process checks the blocks of one older release (see runOlderReleases).
let asRelease = CURRENT_RELEASE;
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--json') jsonFile = resolve(argv[++i] ?? fail('--json needs a file name'));
  else if (a === '--tsc') useCli = true;
  else if (a === '--keep') keep = true;
  else if (a === '--no-probes') noProbes = true;
  else if (a === '--record-types') recordTypes = true;
  else if (a === '--checkout') checkoutArgs.push(argv[++i] ?? fail('--checkout needs <release>=<path>'));
  else if (a.startsWith('--checkout=')) checkoutArgs.push(a.slice('--checkout='.length));
  else if (a === '--as-release') asRelease = argv[++i] ?? fail('--as-release needs a release');
  else if (a === '-h' || a === '--help') {
    console.log(usage);
    process.exit(0);
  } else if (a.startsWith('--')) fail(`unknown option ${a}`);
  else positional.push(a);
}
function fail(message) {
  console.error(`check-samples: ${message}\n${usage}`);
  process.exit(2);
}
if (!positional.length) fail('name the framework checkout');
const checkout = resolve(positional[0]);
for (const need of ['tsconfig.json', 'package.json', 'src', 'node_modules/typescript/package.json'])
  if (!existsSync(join(checkout, need)))
    fail(
      `${checkout} is not a Larascript checkout with its node_modules (missing ${need}); ` +
        'see "Checking code samples against the framework" in CONTRIBUTING.md',
    );
const frameworkVersion = JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8')).version;
if (asRelease === CURRENT_RELEASE && releaseOfPackageVersion(frameworkVersion) !== CURRENT_RELEASE)
  console.error(`check-samples: warning: the checkout is version ${frameworkVersion}, the 2.0 docs describe 2.0.6`);
let olderCheckouts;
try {
  olderCheckouts = checkoutMap(checkoutArgs);
} catch (error) {
  fail(error.message);
}
// An older checkout must be the release it is given for (package.json version, and the tag that
// release-checkout.mjs recorded): checking 2.0.3 blocks against another release would prove nothing.
for (const [release, dir] of olderCheckouts) {
  const full = resolve(dir);
  for (const need of ['tsconfig.json', 'package.json', 'src', 'node_modules/typescript/package.json'])
    if (!existsSync(join(full, need)))
      fail(`--checkout ${release}=${dir}: not a Larascript checkout with its node_modules (missing ${need})`);
  const markerFile = join(full, '.release-checkout.json');
  const why = checkoutMismatch(
    release,
    JSON.parse(readFileSync(join(full, 'package.json'), 'utf8')),
    existsSync(markerFile) ? JSON.parse(readFileSync(markerFile, 'utf8')) : null,
  );
  if (why) fail(`--checkout ${release}=${dir} is not a ${release} checkout: ${why}`);
  olderCheckouts.set(release, full);
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
const isPage = (f) => /\.mdx?$/.test(f) && !basename(f).startsWith('_');
const pageFiles = (
  positional.length > 1
    ? positional.slice(1).flatMap((a) => {
        const p = resolve(a);
        if (!existsSync(p)) fail(`no such page: ${a}`);
        return statSync(p).isDirectory() ? walk(p) : [p];
      })
    : walk(docsDir)
)
  .filter(isPage)
  .sort();

// ---------------------------------------------------------------------------------------------------
// Code blocks of the pages (scripts/lib/sample-blocks.mjs)
const pageProblems = []; // pages that cannot be read
const blocksOf = (file, quiet = false) => readBlocks(file, { root, problems: pageProblems, quiet });

/** The inline code spans of a page (prose, tables, headings), with their Markdown lines. */
function spansOf(file) {
  const { body, offset } = splitFrontMatter(readFileSync(file, 'utf8'));
  try {
    return collectSpans(processorFor(file).parse(body), { offset });
  } catch {
    return []; // blocksOf reports the page as not parsing
  }
}

/** A page's spans and those of the configuration cards it shows (`import x from '@site/src/data/config/x'`). */
function pageSpans(file) {
  const spans = spansOf(file);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/^import\s+\w+\s+from\s+'@site\/(src\/data\/config\/[\w-]+)';/gm)) {
    const data = join(root, `${m[1]}.ts`);
    if (!existsSync(data)) continue;
    for (const span of configDataSpans(siteTs, data, readFileSync(data, 'utf8')))
      spans.push({ ...span, file: `${m[1]}.ts` });
  }
  return spans;
}

// A tutorial page builds on the pages before it: when its blocks include files of
// tutorial/steps/NN-*/, the page is checked on top of the src/ files of steps 01 to NN.
const tutorialSteps = join(root, 'tutorial', 'steps');
function tutorialBase(blocks) {
  const last = blocks
    .map((b) => b.includeStep)
    .filter(Boolean)
    .sort()
    .at(-1);
  const files = new Map(); // path in the copy (src/...) -> content; later steps win
  if (!last || !existsSync(tutorialSteps)) return files;
  for (const step of readdirSync(tutorialSteps).sort()) {
    if (step > last) break;
    const src = join(tutorialSteps, step, 'src');
    if (!existsSync(src)) continue;
    for (const file of walk(src)) files.set(join('src', relative(src, file)), readFileSync(file, 'utf8'));
  }
  return files;
}

// ---------------------------------------------------------------------------------------------------
// The temporary copy (removed at the end, also on failure and Ctrl-C)
const copy = mkdtempSync(join(tmpdir(), 'check-samples-'));
let cleaned = false;
let child = null;
function cleanup() {
  if (cleaned) return;
  cleaned = true;
  if (child) child.kill('SIGTERM');
  if (keep) console.error(`check-samples: kept the copy at ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    console.error(`\ncheck-samples: ${signal}, removing ${copy}`);
    keep = false;
    cleanup();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
// Checkable blocks of releases other than the one this process checks: run or skipped after main().
const otherReleaseBlocks = [];
const tick = () => new Promise((r) => setImmediate(r)); // lets Ctrl-C through during long checks
const progress = process.stderr.isTTY ? (m) => process.stderr.write(`\r\x1b[K${m}`) : () => {};

let releasesToRun = [];
let skippedLine = null;
let mainSummary = null;
try {
  await main();
} catch (error) {
  console.error(`check-samples: ${error.stack ?? error}`);
  process.exitCode = 2;
} finally {
  cleanup();
}
if (mainSummary && releasesToRun.length) await runOlderReleases();

// Each older release is checked by this script in a child process against a copy of its checkout,
// with only that release's blocks (the framework differs, so nothing of the 2.0.6 run is reusable).
async function runOlderReleases() {
  const totals = [`${CURRENT_RELEASE} ${mainSummary.compile} compile, ${mainSummary.fail} fail`];
  const children = {};
  for (const release of releasesToRun) {
    const out = join(tmpdir(), `check-samples-${process.pid}-${release}.json`);
    const args = [fileURLToPath(import.meta.url), olderCheckouts.get(release), ...positional.slice(1)];
    args.push('--as-release', release, '--json', out, ...(useCli ? ['--tsc'] : []), ...(keep ? ['--keep'] : []));
    console.log(`check-samples: release ${release} blocks against ${olderCheckouts.get(release)}`);
    const code = await new Promise((done) => {
      const c = spawn(process.execPath, args, { stdio: 'inherit' });
      c.on('close', (status) => done(status ?? 2));
    });
    if (!existsSync(out) || code === 2) {
      console.error(`check-samples: the ${release} check stopped with a setup error`);
      process.exitCode = 2;
      return;
    }
    const json = JSON.parse(readFileSync(out, 'utf8'));
    rmSync(out, { force: true });
    children[release] = json;
    totals.push(`${release} ${json.summary.compile} compile, ${json.summary.fail} fail`);
    if (code !== 0) process.exitCode = 1;
  }
  console.log(`check-samples: by release: ${totals.join('; ')}` + (skippedLine ? `; ${skippedLine}` : ''));
  if (jsonFile) {
    const json = JSON.parse(readFileSync(jsonFile, 'utf8'));
    json.releases = children;
    writeFileSync(jsonFile, JSON.stringify(json, null, 2) + '\n');
  }
}

async function main() {
  cpSync(checkout, copy, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (src) => basename(src) !== '.git' && src !== join(checkout, 'node_modules'),
  });
  symlinkSync(realpathSync(join(checkout, 'node_modules')), join(copy, 'node_modules'), 'dir');
  const require = createRequire(join(copy, 'package.json'));
  const ts = require('typescript');
  const abs = (rel) => join(copy, rel);
  const relCopy = (file) => relative(copy, file).split(sep).join('/');

  const config = ts.getParsedCommandLineOfConfigFile(
    join(copy, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, ' '));
      },
    },
  );
  const options = config.options;

  // --record-types: a language service over the same files records the type of every identifier.
  const recorded = new Map(); // block key -> type data
  const typeStats = { blocks: 0, identifiers: 0, hovered: 0 };
  if (recordTypes && useCli) fail('--record-types needs the in-process check; leave out --tsc');
  const recorder =
    recordTypes && asRelease === CURRENT_RELEASE
      ? createRecorder({
          ts,
          options,
          copyRoot: copy,
          reference: JSON.parse(readFileSync(join(root, 'api', `version-${DOCS_VERSION}`, 'reference.json'), 'utf8')),
        })
      : null;
  const baseRoots = config.fileNames.map((f) => resolve(f));
  const baseSet = new Set(baseRoots);

  // Import graph of the framework (who imports whom), to find the files a replaced file can break.
  // Rebuilt once the shared blocks are in place, since they add files and may replace some.
  let moduleCache;
  const importers = new Map();
  const importsOf = new Map(); // file -> files it imports (the other direction)
  function importedBy(file) {
    const out = new Set();
    for (const imp of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const r = ts.resolveModuleName(imp.fileName, file, options, ts.sys, moduleCache).resolvedModule;
      if (r && !r.isExternalLibraryImport) out.add(resolve(r.resolvedFileName));
    }
    return out;
  }
  function buildImportGraph() {
    moduleCache = ts.createModuleResolutionCache(copy, (x) => x, options);
    importers.clear();
    importsOf.clear();
    distanceCache.clear();
    for (const file of baseRoots) {
      const targets = importedBy(file);
      importsOf.set(file, targets);
      for (const target of targets) {
        if (!importers.has(target)) importers.set(target, new Set());
        importers.get(target).add(file);
      }
    }
  }
  const distanceCache = new Map();
  buildImportGraph();
  function dependents(file) {
    // Files that import `file`, directly or not, with their distance from it.
    if (distanceCache.has(file)) return distanceCache.get(file);
    const dist = new Map([[file, 0]]);
    const queue = [file];
    while (queue.length) {
      const x = queue.shift();
      for (const y of importers.get(x) ?? [])
        if (!dist.has(y)) {
          dist.set(y, dist.get(x) + 1);
          queue.push(y);
        }
    }
    distanceCache.set(file, dist);
    return dist;
  }

  // Names the framework exports, for hints on missing imports.
  const exportIndex = new Map();
  for (const file of baseRoots) {
    const rel = relCopy(file);
    if (!rel.startsWith('src/') || rel.startsWith('src/tests/')) continue;
    const spec = '@' + rel.replace(/\.tsx?$/, '').replace(/\/index$/, '');
    for (const { name, isDefault } of topLevelNames(
      ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest),
    ).exports) {
      if (!exportIndex.has(name)) exportIndex.set(name, []);
      exportIndex.get(name).push({ spec, isDefault });
    }
  }

  // Files and names that titled blocks define across all 2.0 pages, for hints on cross-page samples.
  const pathIndex = new Map();
  const nameIndex = new Map();
  // Shared blocks (fence word `shared`): the docs' canonical files, placed in the copy for every page.
  const sharedByPath = new Map(); // path -> [{ page, line, path, code, problem? }]
  const sharedProblems = new Map(); // "page:line" -> why the shared block is not placed
  const sharedId = (page, line) => `${page}:${line}`;
  for (const file of walk(docsDir).filter(isPage)) {
    const page = relative(root, file).split(sep).join('/');
    for (const b of blocksOf(file, true)) {
      if (blockRelease(b) !== asRelease) continue;
      // Shared blocks are written for 2.0.6: an older release's copy gets none of them.
      if (b.shared && asRelease !== CURRENT_RELEASE) {
        sharedProblems.set(
          sharedId(page, b.line),
          `marked shared and release="${asRelease}": shared blocks are the ${CURRENT_RELEASE} files every page builds on`,
        );
        continue;
      }
      if (b.shared) {
        const why = !b.path
          ? `marked shared, but its title is not a plain src/ path: shared needs title="src/…/File.ts"`
          : b.path.startsWith(SAMPLES_DIR + '/')
            ? `marked shared, but ${SAMPLES_DIR}/ is where the check puts untitled blocks: choose another path`
            : b.fragment || b.expectError
              ? `marked shared and ${b.fragment ? 'fragment' : 'expect-error'}: a shared block must be complete and compile`
              : null;
        if (why) sharedProblems.set(sharedId(page, b.line), why);
        else {
          if (!sharedByPath.has(b.path)) sharedByPath.set(b.path, []);
          sharedByPath.get(b.path).push({ page, line: b.line, path: b.path, code: b.code });
        }
      }
      if (!b.path || b.fragment) continue;
      if (!pathIndex.has(b.path)) pathIndex.set(b.path, []);
      pathIndex.get(b.path).push({ page, line: b.line });
      const names = topLevelNames(ts.createSourceFile('x.ts', b.code, ts.ScriptTarget.Latest));
      for (const name of names.declares) {
        if (!nameIndex.has(name)) nameIndex.set(name, []);
        nameIndex.get(name).push({ page, line: b.line });
      }
    }
  }

  // Two shared blocks for one path: neither is placed, and both fences fail.
  const sharedBlocks = [];
  for (const [path, defs] of sharedByPath) {
    if (defs.length === 1) {
      sharedBlocks.push(defs[0]);
      continue;
    }
    for (const d of defs) {
      const others = defs.filter((o) => o !== d).map((o) => `${relative(docsDir, join(root, o.page))}:${o.line}`);
      sharedProblems.set(
        sharedId(d.page, d.line),
        `${path} is marked shared here and at ${others.join(', ')}: mark only one block of a file shared ` +
          `(neither is placed for other pages until then)`,
      );
    }
  }
  // Names the shared blocks export, for hints on missing imports.
  const sharedExports = new Map();

  function topLevelNames(sf) {
    const declares = new Set();
    const imports = new Map();
    const exports = [];
    const hasMod = (node, kind) =>
      (ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []) : []).some((m) => m.kind === kind);
    for (const st of sf.statements) {
      const exported = hasMod(st, ts.SyntaxKind.ExportKeyword);
      const isDefault = hasMod(st, ts.SyntaxKind.DefaultKeyword);
      if ((ts.isClassDeclaration(st) || ts.isFunctionDeclaration(st)) && !st.name && isDefault) {
        exports.push({ name: basename(sf.fileName).replace(/\.tsx?$/, ''), isDefault: true });
      } else if (
        (ts.isClassDeclaration(st) ||
          ts.isFunctionDeclaration(st) ||
          ts.isInterfaceDeclaration(st) ||
          ts.isTypeAliasDeclaration(st) ||
          ts.isEnumDeclaration(st)) &&
        st.name
      ) {
        declares.add(st.name.text);
        if (exported) exports.push({ name: st.name.text, isDefault });
      } else if (ts.isVariableStatement(st)) {
        for (const d of st.declarationList.declarations)
          if (ts.isIdentifier(d.name)) {
            declares.add(d.name.text);
            if (exported) exports.push({ name: d.name.text, isDefault: false });
          }
      } else if (ts.isExportAssignment(st) && !st.isExportEquals) {
        // `export default X`, or an anonymous default export, imported by its file name.
        const name = ts.isIdentifier(st.expression) ? st.expression.text : basename(sf.fileName).replace(/\.tsx?$/, '');
        exports.push({ name, isDefault: true });
      } else if (
        ts.isExportDeclaration(st) &&
        !st.moduleSpecifier &&
        st.exportClause &&
        ts.isNamedExports(st.exportClause)
      ) {
        for (const e of st.exportClause.elements) exports.push({ name: e.name.text, isDefault: false });
      } else if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier) && st.importClause) {
        const from = st.moduleSpecifier.text;
        const c = st.importClause;
        if (c.name) imports.set(c.name.text, from);
        if (c.namedBindings && ts.isNamedImports(c.namedBindings))
          for (const e of c.namedBindings.elements) imports.set(e.name.text, from);
        if (c.namedBindings && ts.isNamespaceImport(c.namedBindings)) imports.set(c.namedBindings.name.text, from);
      }
    }
    return { declares, imports, exports };
  }

  const copyPrefixes = [...new Set([copy, realpathSync(copy)])].map((p) => p + '/');
  const tidy = (message) => copyPrefixes.reduce((m, p) => m.split(p).join(''), message.replace(/\s+/g, ' ').trim());
  const flatten = (messageText) => tidy(ts.flattenDiagnosticMessageText(messageText, '\n'));

  // In-process check: one Program per page round, reusing the parsed and bound framework files.
  const sourceCache = new Map();
  const baseHost = ts.createCompilerHost(options);
  const host = {
    ...baseHost,
    getSourceFile(fileName, languageVersion, onError) {
      const text = ts.sys.readFile(fileName);
      if (text === undefined) {
        onError?.(`cannot read ${fileName}`);
        return undefined;
      }
      const cached = sourceCache.get(fileName);
      if (cached && cached.text === text) return cached;
      const sf = ts.createSourceFile(fileName, text, languageVersion, true);
      sourceCache.set(fileName, sf);
      return sf;
    },
  };
  let previousProgram;
  const toDiag = (d) => {
    const base = { code: d.code, message: flatten(d.messageText), length: d.length };
    if (!d.file) return { ...base, file: null, line: 0, col: 0 };
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    return { ...base, file: resolve(d.file.fileName), line: line + 1, col: character + 1 };
  };
  async function checkInProcess(roots, focus) {
    // focus: null = every file, else the files whose diagnostics are needed.
    const program = ts.createProgram({ rootNames: roots, options, host, oldProgram: previousProgram });
    previousProgram = program;
    const out = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map(toDiag);
    // Like `tsc`, a full check covers every file of the program, declaration files included.
    const files = focus ? [...focus].map((f) => program.getSourceFile(f)).filter(Boolean) : program.getSourceFiles();
    let n = 0;
    for (const sf of files) {
      for (const d of [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)])
        out.push(toDiag(d));
      if (++n % 20 === 0) await tick();
    }
    return { program, diagnostics: out };
  }
  // CLI check: the checkout's own tsc command on the whole copy.
  function checkWithTsc() {
    return new Promise((resolvePromise, reject) => {
      const tscBin = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
      child = spawn(process.execPath, [tscBin, '--noEmit', '--pretty', 'false', '-p', join(copy, 'tsconfig.json')], {
        cwd: copy,
      });
      let stdout = '';
      child.stdout.on('data', (c) => (stdout += c));
      child.stderr.on('data', (c) => (stdout += c));
      child.on('error', reject);
      child.on('close', () => {
        child = null;
        const diagnostics = [];
        for (const text of stdout.split('\n')) {
          const m = /^(.+?)\((\d+),(\d+)\): error TS(\d+): (.*)$/.exec(text);
          const g = /^error TS(\d+): (.*)$/.exec(text);
          if (m)
            diagnostics.push({ file: resolve(copy, m[1]), line: +m[2], col: +m[3], code: +m[4], message: tidy(m[5]) });
          else if (g) diagnostics.push({ file: null, line: 0, col: 0, code: +g[1], message: tidy(g[2]) });
          else if (/^\s+\S/.test(text) && diagnostics.length)
            diagnostics.at(-1).message = tidy(diagnostics.at(-1).message + ' ' + text);
        }
        resolvePromise({ diagnostics });
      });
    });
  }
  // A script file or a `declare global`/`declare module` changes what every file sees.
  function addsGlobals(file) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    return (
      !ts.isExternalModule(sf) ||
      sf.statements.some(
        (s) => ts.isModuleDeclaration(s) && (ts.isStringLiteral(s.name) || s.flags & ts.NodeFlags.GlobalAugmentation),
      )
    );
  }
  const keyOf = (d) => `${d.file ? relCopy(d.file) : '-'}:${d.line}:${d.col}:${d.code}:${d.message}`;

  // Baseline: the framework's own errors, if any, are not the pages' fault.
  progress('check-samples: checking the framework on its own...');
  const t0 = Date.now();
  const baseline = new Set(
    (useCli ? await checkWithTsc() : await checkInProcess(baseRoots, null)).diagnostics.map(keyOf),
  );
  const baselineMs = Date.now() - t0;
  if (baseline.size)
    console.error(`check-samples: note: the checkout itself has ${baseline.size} type error(s); they are ignored`);

  // The shared layer: every placed shared block is written to the copy and stays there for all pages
  // (a page's own block with the same title replaces it for that page and is restored afterwards).
  // Its own errors are checked once here: they are reported on its own page and ignored elsewhere.
  const sharedFiles = new Map(); // absolute path -> shared block
  for (const d of sharedBlocks) {
    const file = abs(d.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, d.code.replace(/\n?$/, '\n'));
    sharedFiles.set(file, d);
    for (const { name, isDefault } of topLevelNames(ts.createSourceFile(file, d.code, ts.ScriptTarget.Latest))
      .exports) {
      if (!sharedExports.has(name)) sharedExports.set(name, []);
      sharedExports.get(name).push({ spec: '@' + d.path.replace(/\.tsx?$/, ''), isDefault, at: d });
    }
  }
  const sharedBaseline = new Map(); // diagnostic key -> ids of the shared blocks that cause it
  let sharedMs = 0;
  if (sharedFiles.size) {
    progress('check-samples: checking the shared blocks...');
    const t1 = Date.now();
    const replacedByShared = [...sharedFiles.keys()].filter((f) => baseSet.has(f));
    for (const f of sharedFiles.keys())
      if (!baseSet.has(f)) {
        baseRoots.push(f);
        baseSet.add(f);
      }
    buildImportGraph();
    const focus = [...sharedFiles.keys()].some((f) => addsGlobals(f)) ? null : new Set(sharedFiles.keys());
    if (focus) for (const f of replacedByShared) for (const x of dependents(f).keys()) focus.add(x);
    const { diagnostics } = useCli ? await checkWithTsc() : await checkInProcess(baseRoots, focus);
    for (const d of diagnostics) {
      const key = keyOf(d);
      if (baseline.has(key)) continue;
      let causes;
      if (d.file && sharedFiles.has(d.file)) causes = [d.file];
      else {
        let best = Infinity;
        causes = [];
        for (const f of replacedByShared) {
          const dist = d.file ? (dependents(f).get(d.file) ?? Infinity) : 0;
          if (dist < best) [best, causes] = [dist, [f]];
          else if (dist === best) causes.push(f);
        }
        if (!causes.length) causes = [...sharedFiles.keys()];
      }
      if (!sharedBaseline.has(key)) sharedBaseline.set(key, new Set());
      for (const f of causes) {
        const b = sharedFiles.get(f);
        sharedBaseline.get(key).add(sharedId(b.page, b.line));
      }
    }
    sharedMs = Date.now() - t1;
  }

  // ------------------------------------------------------------------------------------------------
  // Prose probes (the 2.0.6 run only): the inline code of each page, classified by the rule of
  // src/lib/api/probes.cjs. The receivers file declares the values spans may name without declaring.
  const probing = asRelease === CURRENT_RELEASE && !noProbes;
  const probeT0 = Date.now();
  let probeSetup = null;
  if (probing) probeSetup = await setUpProbes();
  const probeSetupMs = Date.now() - probeT0;

  async function setUpProbes() {
    const receiversSource = join(root, 'api', `version-${DOCS_VERSION}`, 'receivers.ts');
    if (!existsSync(receiversSource)) throw new Error(`${relative(root, receiversSource)} is missing`);
    const receiversFile = abs(`${PROBES_DIR}/receivers.ts`);
    mkdirSync(dirname(receiversFile), { recursive: true });
    writeFileSync(receiversFile, readFileSync(receiversSource, 'utf8'));
    // The receivers must compile: a wrong type there would make every probe that uses it meaningless.
    const { diagnostics, program } = await checkInProcess([...baseRoots, receiversFile], new Set([receiversFile]));
    const own = diagnostics.filter((d) => d.file === receiversFile && !baseline.has(keyOf(d)));
    if (own.length)
      throw new Error(
        own.map((d) => `${relative(root, receiversSource)}:${d.line}: TS${d.code} ${d.message}`).join('\n') +
          '\ncheck-samples: the receivers file does not compile against this checkout',
      );
    const receivers = { values: new Set(), types: new Set() };
    const checker = program.getTypeChecker();
    const receiversSf = program.getSourceFile(receiversFile);
    for (const sym of checker.getExportsOfModule(checker.getSymbolAtLocation(receiversSf))) {
      // A declared value (`export declare const context: HttpContext`) is a receiver; a re-export
      // (`export { ObjectId } from 'mongodb'`) is another package's name.
      const declared = sym.declarations?.some((d) => ts.isVariableDeclaration(d));
      (declared ? receivers.values : receivers.types).add(sym.getName());
    }
    // Framework names a probe can import: every export of src/ (the test helpers included).
    const framework = new Map();
    for (const file of baseRoots) {
      const rel = relCopy(file);
      if (!rel.startsWith('src/') || rel.startsWith(`${PROBES_DIR}/`) || rel.startsWith(`${SAMPLES_DIR}/`)) continue;
      if (sharedFiles.has(file)) continue;
      const spec = '@' + rel.replace(/\.tsx?$/, '').replace(/\/index$/, '');
      const add = (name, isDefault) => {
        if (!framework.has(name)) framework.set(name, []);
        if (!framework.get(name).some((d) => d.spec === spec)) framework.get(name).push({ spec, isDefault });
      };
      for (const { name, isDefault } of topLevelNames(
        ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest),
      ).exports) {
        // The app's configuration values (`src/config/*.config.ts`) are not API names.
        if (rel.startsWith('src/config/') && /^[a-z]/.test(name)) continue;
        add(name, isDefault);
        // A default export is imported under any name: readers use the file's (a class's file name).
        const fileName = basename(rel).replace(/\.tsx?$/, '');
        if (isDefault && /^[A-Z]/.test(fileName)) add(fileName, true);
      }
    }
    // Names any sample declares (fragments and untitled blocks too): they exist, but only titled and
    // shared blocks can be imported.
    const docsDeclared = new Set();
    for (const file of walk(docsDir).filter(isPage))
      for (const b of blocksOf(file, true))
        for (const name of topLevelNames(ts.createSourceFile('x.ts', b.code, ts.ScriptTarget.Latest)).declares)
          docsDeclared.add(name);
    // The reference's module for a name, to choose among several framework modules.
    const referenceModules = new Map();
    const referenceFile = join(root, 'api', `version-${DOCS_VERSION}`, 'reference.json');
    if (existsSync(referenceFile))
      for (const e of JSON.parse(readFileSync(referenceFile, 'utf8')).entries ?? [])
        if (!referenceModules.has(e.name)) referenceModules.set(e.name, e.module);
    // Member names of every framework, docs and receiver type, for a member named without its receiver.
    const memberNames = new Set();
    const addMembers = (type) => {
      for (const p of checker.getPropertiesOfType(type)) memberNames.add(p.getName());
    };
    for (const sf of program.getSourceFiles()) {
      const rel = relCopy(resolve(sf.fileName));
      if (!rel.startsWith('src/') && !rel.includes('node_modules/@types/express')) continue;
      const moduleSymbol = checker.getSymbolAtLocation(sf);
      if (!moduleSymbol) continue;
      for (const sym of checker.getExportsOfModule(moduleSymbol)) {
        const target = sym.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(sym) : sym;
        const decl = target.declarations?.[0];
        if (!decl) continue;
        if (target.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))
          addMembers(checker.getDeclaredTypeOfSymbol(target));
        if (target.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Variable | ts.SymbolFlags.Function))
          addMembers(checker.getTypeOfSymbolAtLocation(target, decl));
      }
    }
    // Members the samples' own classes and objects declare (`configure()`, `findPost()`).
    for (const file of walk(docsDir).filter(isPage))
      for (const b of blocksOf(file, true)) {
        const visit = (node) => {
          if (
            (ts.isMethodDeclaration(node) ||
              ts.isPropertyDeclaration(node) ||
              ts.isMethodSignature(node) ||
              ts.isPropertySignature(node) ||
              ts.isGetAccessor(node)) &&
            node.name &&
            ts.isIdentifier(node.name)
          )
            memberNames.add(node.name.text);
          ts.forEachChild(node, visit);
        };
        visit(ts.createSourceFile('x.ts', b.code, ts.ScriptTarget.Latest, true));
      }
    return { receivers, framework, docsDeclared, referenceModules, memberNames };
  }

  /** Classifies a page's spans; returns the page's probe records (the compiled ones have `compile`). */
  function pageProbes(pageFile, spans, blocks) {
    const pageExports = new Map();
    const pageImports = new Map();
    for (const b of blocks) {
      const names = topLevelNames(ts.createSourceFile('x.ts', b.code, ts.ScriptTarget.Latest));
      for (const [name, from] of names.imports) if (from.startsWith('@src/')) pageImports.set(name, from);
      if (b.path && !b.fragment && !b.expectError)
        for (const e of names.exports)
          pageExports.set(e.name, { spec: '@' + b.path.replace(/\.tsx?$/, ''), isDefault: e.isDefault });
    }
    const names = probeNames({
      framework: probeSetup.framework,
      shared: new Map(
        [...sharedExports].map(([n, defs]) => [n, defs.map((d) => ({ spec: d.spec, isDefault: d.isDefault }))]),
      ),
      receivers: probeSetup.receivers,
      docsDeclared: probeSetup.docsDeclared,
      pageExports,
      pageImports,
      referenceModules: probeSetup.referenceModules,
    });
    const history = HISTORY_PAGES.has(relative(docsDir, pageFile).split(sep).join('/'));
    const records = spans.map((span) => {
      const classification = history
        ? { kind: 'left-out', reason: 'history' }
        : classifySpan(ts, span.value, {
            lookup: names.lookup,
            receiver: span.receiver,
            firstColumn: span.firstColumn,
            olderRelease: span.olderRelease,
            otherLibrary: span.otherLibrary,
            affix: span.affix,
          });
      return {
        file: span.file,
        line: span.line,
        span: span.value,
        expectFail: span.expectFail,
        classification,
        status: null,
        diagnostics: [],
      };
    });
    for (const r of records) {
      const c = r.classification;
      if (c.kind !== 'probe') {
        r.status = c.kind;
        continue;
      }
      if (c.form === 'module') {
        const found = c.code.endsWith('/')
          ? existsSync(abs(c.code.slice(1))) && statSync(abs(c.code.slice(1))).isDirectory()
          : ts.resolveModuleName(c.code, abs('src/x.ts'), options, ts.sys, moduleCache).resolvedModule;
        const docsFile = [...pathIndexKeys()].some((p) => `@${p.replace(/\.tsx?$/, '')}` === c.code);
        r.status = found || docsFile ? 'pass' : 'fail';
        if (r.status === 'fail') r.diagnostics.push({ code: 2307, message: `Cannot find module '${c.code}'` });
      } else if (c.form === 'name') {
        r.status = names.lookup(c.code) ? 'pass' : 'fail';
        if (r.status === 'fail')
          r.diagnostics.push({
            code: 2304,
            message: `${c.code} is not a name of the framework 2.0.6 or of a docs sample`,
          });
      } else if (c.form === 'member' && !c.receiver) {
        r.status = probeSetup.memberNames.has(c.member) ? 'pass' : 'fail';
        if (r.status === 'fail')
          r.diagnostics.push({ code: 2339, message: `no framework or docs type has a member named '${c.member}'` });
      } else r.compile = true;
    }
    return { records, names };
  }
  const pathIndexKeys = () => pathIndex.keys();

  /** The compiled probes' verdicts from the diagnostics of the page's probe module. */
  function settleProbes(page, lineOf, diagnostics) {
    const byProbe = new Map();
    for (const d of diagnostics) {
      if (UNTITLED_ALLOWED.has(d.code)) continue;
      // `hash()` with nothing inside names the method; only arguments a span writes are checked.
      if ((d.code === 2554 || d.code === 2555) && /but got 0\.$/.test(d.message)) continue;
      const index = probeAtLine(lineOf, d.line);
      if (index === null) {
        // An error outside every probe (an import line): a setup problem of this page's probes.
        page.probeProblems = [...(page.probeProblems ?? []), `TS${d.code} ${d.message}`];
        continue;
      }
      if (!byProbe.has(index)) byProbe.set(index, []);
      byProbe.get(index).push({ code: d.code, message: d.message });
    }
    page.probes.forEach((r, index) => {
      if (!r.compile) return;
      let diags = byProbe.get(index) ?? [];
      // `Class.member` compiled as written and on the prototype: either form compiling is enough.
      if (diags.length && lineOf.has(-(index + 1)) && !(byProbe.get(-(index + 1)) ?? []).length) diags = [];
      if (r.expectFail) {
        r.status = diags.length ? 'expected-fail' : 'fail';
        r.diagnostics = diags;
        if (!diags.length) r.failure = 'presented as failing to compile, but it compiles';
      } else {
        r.status = diags.length ? 'fail' : 'pass';
        r.diagnostics = diags;
      }
    });
  }

  // ------------------------------------------------------------------------------------------------
  const results = [];
  const roundTimes = [];
  let pageIndex = 0;
  for (const pageFile of pageFiles) {
    pageIndex++;
    const pageRel = relative(root, pageFile).split(sep).join('/');
    const blocks = [];
    for (const b of blocksOf(pageFile))
      if (blockRelease(b) === asRelease) blocks.push(b);
      else if (!b.fragment) otherReleaseBlocks.push({ release: blockRelease(b), page: pageRel, line: b.line });
    const page = { file: pageRel, blocks: [], rounds: 0, ms: 0 };
    results.push(page);
    const slug = relative(existsSync(docsDir) && pageFile.startsWith(docsDir + sep) ? docsDir : root, pageFile)
      .replace(/\.mdx?$/, '')
      .replace(/[^\w]+/g, '-');
    let n = 0;
    for (const b of blocks) {
      const entry = {
        line: b.line,
        lang: b.lang,
        meta: b.meta,
        title: b.title,
        placedAt: null,
        status: b.fragment ? 'fragment' : 'pending',
        expectError: b.expectError && !b.fragment,
        shared: b.shared,
        sharedProblem: b.shared ? sharedProblems.get(sharedId(pageRel, b.line)) : undefined,
        diagnostics: [],
        notes: [],
        code: b.code,
        shown: b.shown,
        lineOf: b.lineOf,
        key: b.key,
      };
      if (!b.fragment) {
        n++;
        entry.placedAt = b.path ?? `${SAMPLES_DIR}/${slug}/block-${n}.${b.lang === 'tsx' ? 'tsx' : 'ts'}`;
        entry.untitled = !b.path;
        if (b.title && !b.path)
          entry.notes.push(
            `title "${b.title}" is not a plain src/ path, so the block was checked as an untitled module`,
          );
      }
      entry.names = topLevelNames(ts.createSourceFile('x.ts', b.code, ts.ScriptTarget.Latest));
      page.blocks.push(entry);
    }
    const checked = page.blocks.filter((b) => b.status !== 'fragment');
    const base = tutorialBase(blocks);
    // The page's inline code: probes that need the compiler go into one module, compiled in the last round.
    let probeFile = null;
    let probeLines = null;
    if (probing) {
      const { records, names: probeNameTable } = pageProbes(pageFile, pageSpans(pageFile), blocks);
      page.probes = records;
      const compiled = records
        .map((r, index) => ({ index, classification: r.classification, r }))
        .filter((x) => x.r.compile);
      if (compiled.length) {
        const { text, lineOf } = probeModule(compiled, probeNameTable);
        probeFile = abs(`${PROBES_DIR}/${slug}.ts`);
        page.probeModule = text;
        probeLines = lineOf;
      }
    }
    if (!checked.length && !probeFile) continue;
    const t = Date.now();

    // Rounds: a later block with the same title replaces the earlier one.
    const defsByPath = new Map();
    for (const b of checked)
      if (!b.untitled) {
        if (!defsByPath.has(b.placedAt)) defsByPath.set(b.placedAt, []);
        b.round = defsByPath.get(b.placedAt).push(b) - 1;
      }
    for (const b of checked)
      if (b.untitled) {
        let round = 0;
        for (const defs of defsByPath.values()) round = Math.max(round, defs.filter((d) => d.line < b.line).length - 1);
        b.round = round;
      }
    page.rounds = Math.max(0, ...checked.map((b) => b.round)) + 1;
    const seen = new Set();

    for (let round = 0; round < page.rounds; round++) {
      const rt = Date.now();
      const active = new Map(); // absolute path -> block
      for (const defs of defsByPath.values()) {
        const b = defs[Math.min(round, defs.length - 1)];
        active.set(abs(b.placedAt), b);
      }
      for (const b of checked) if (b.untitled && b.round === round) active.set(abs(b.placedAt), b);

      // Write the round's files, remembering what to restore.
      const originals = new Map();
      const createdDirs = [];
      for (const [rel, text] of base) {
        const file = abs(rel);
        if (active.has(file)) continue;
        originals.set(file, existsSync(file) ? readFileSync(file, 'utf8') : null);
        const made = mkdirSync(dirname(file), { recursive: true });
        if (made) createdDirs.push(made);
        writeFileSync(file, text);
      }
      for (const [file, b] of active) {
        originals.set(file, existsSync(file) ? readFileSync(file, 'utf8') : null);
        const made = mkdirSync(dirname(file), { recursive: true });
        if (made) createdDirs.push(made);
        writeFileSync(file, b.code.replace(/\n?$/, '\n') + (b.untitled ? 'export {};\n' : ''));
      }
      const withProbes = probeFile && round === page.rounds - 1;
      if (withProbes) {
        mkdirSync(dirname(probeFile), { recursive: true });
        writeFileSync(probeFile, page.probeModule);
      }
      const probeDiagnostics = [];
      try {
        const replaced = [...active.keys()].filter((f) => baseSet.has(f));
        let diagnostics;
        let roots = null;
        if (useCli) diagnostics = (await checkWithTsc()).diagnostics;
        else {
          // Only the page's files and the framework files that import a replaced file can change,
          // unless a page file adds globals (a script file or a `declare global`/`declare module`).
          roots = [
            ...baseRoots,
            ...[...new Set([...active.keys(), ...[...base.keys()].map(abs)])].filter((f) => !baseSet.has(f)),
            ...(withProbes ? [probeFile] : []),
          ];
          const focus = [...active.keys()].some((f) => addsGlobals(f)) ? null : new Set(active.keys());
          if (focus) for (const f of replaced) for (const d of dependents(f).keys()) focus.add(d);
          if (focus && withProbes) focus.add(probeFile);
          diagnostics = (await checkInProcess(roots, focus)).diagnostics;
        }
        // The types of the page's blocks, for their hovers, while their files are in place.
        if (recorder)
          for (const [file, b] of active) {
            if (recorded.has(b.key)) continue;
            const { record, identifiers, hovered, problems } = recorder.record({
              file,
              block: b,
              roots,
              diagnostics: diagnostics.filter((d) => d.file === file && !baseline.has(keyOf(d))),
            });
            recorded.set(b.key, {
              page: relative(docsDir, join(root, pageRel)).split(sep).join('/'),
              line: b.line,
              ...record,
            });
            typeStats.blocks++;
            typeStats.identifiers += identifiers;
            typeStats.hovered += hovered;
            for (const problem of problems)
              b.diagnostics.push({ line: b.line + 1 + problem.line, code: 0, message: problem.message, kind: 'query' });
          }
        // Replaced files with errors of their own are the likelier cause of errors in other files.
        const broken = new Set(
          diagnostics.filter((d) => active.has(d.file) && !baseline.has(keyOf(d))).map((d) => d.file),
        );
        // Shared blocks of this page that are in place this round, and the shared files (of other
        // pages) that the page's files import, directly or not.
        const homeShared = new Set([...active.values()].filter((b) => b.shared).map((b) => sharedId(pageRel, b.line)));
        let reachedShared = null;
        const reaches = (file) => {
          if (!reachedShared) {
            reachedShared = new Set();
            const queue = [...active.keys()];
            const visited = new Set(queue);
            while (queue.length) {
              const x = queue.shift();
              for (const y of active.has(x) ? importedBy(x) : (importsOf.get(x) ?? []))
                if (!visited.has(y)) {
                  visited.add(y);
                  queue.push(y);
                  if (sharedFiles.has(y)) reachedShared.add(y);
                }
            }
          }
          return reachedShared.has(file);
        };
        for (const d of diagnostics) {
          if (withProbes && d.file === probeFile) {
            probeDiagnostics.push(d);
            continue;
          }
          const key = keyOf(d);
          if (baseline.has(key)) continue;
          // A shared block's own errors belong to its own page.
          const causes = sharedBaseline.get(key);
          if (causes && ![...causes].some((id) => homeShared.has(id))) continue;
          // Errors this page causes in another page's shared file matter only if the page uses that file.
          if (d.file && sharedFiles.has(d.file) && !active.has(d.file) && !reaches(d.file)) continue;
          let targets; // [{ block, line, where }]
          const own = d.file && active.get(d.file);
          if (own) {
            if (own.untitled && UNTITLED_ALLOWED.has(d.code)) continue;
            const blockLines = own.code.replace(/\n$/, '').split('\n').length;
            const inBlock = Math.min(d.line, blockLines);
            // With line notation, line n of the compiled result is line lineOf[n - 1] + 1 of the block.
            targets = [{ block: own, line: own.line + (own.lineOf ? own.lineOf[inBlock - 1] + 1 : inBlock) }];
          } else {
            // A framework file (or a global error): blame the replaced file(s) closest to it.
            let best = Infinity;
            let blame = [];
            for (const f of replaced) {
              const dist = d.file ? (dependents(f).get(d.file) ?? Infinity) : 0;
              if (dist < best) {
                best = dist;
                blame = [f];
              } else if (dist === best) blame.push(f);
            }
            if (blame.some((f) => broken.has(f))) blame = blame.filter((f) => broken.has(f));
            if (!blame.length) blame = [...active.keys()].slice(0, 1);
            const where = d.file ? `in ${relCopy(d.file)}:${d.line}: ` : '';
            targets = blame.map((f) => ({ block: active.get(f), line: active.get(f).line, where }));
          }
          for (const { block, line, where = '' } of targets) {
            const k = `${block.line}:${line}:${d.code}:${where}${d.message}`;
            if (seen.has(k)) continue;
            seen.add(k);
            const shared = where && sharedFiles.get(d.file);
            block.diagnostics.push({
              line,
              code: d.code,
              message: where + d.message,
              frameworkFile: where && !shared ? relCopy(d.file) : undefined,
              sharedFile: shared ? relCopy(d.file) : undefined,
              sharedAt: shared ? `${relative(docsDir, join(root, shared.page))}:${shared.line}` : undefined,
            });
          }
        }
      } finally {
        for (const [file, text] of originals) {
          if (text === null) rmSync(file, { force: true });
          else writeFileSync(file, text);
        }
        for (const dir of createdDirs.reverse()) rmSync(dir, { recursive: true, force: true });
        rmSync(abs(SAMPLES_DIR), { recursive: true, force: true });
        if (withProbes) rmSync(probeFile, { force: true });
      }
      if (withProbes) settleProbes(page, probeLines, probeDiagnostics);
      roundTimes.push(Date.now() - rt);
      progress(`check-samples: [${pageIndex}/${pageFiles.length}] ${pageRel} (${Date.now() - rt} ms)`);
      await tick();
    }
    page.ms = Date.now() - t;

    // Verdicts and hints.
    for (const b of checked) {
      b.diagnostics.sort((x, y) => x.line - y.line || x.code - y.code);
      if (b.expectError) {
        b.status = b.diagnostics.length ? 'expected-error' : 'fail';
        if (!b.diagnostics.length)
          b.failure = 'marked expect-error, but the block compiles cleanly: remove the marker or fix the sample';
        continue;
      }
      b.status = b.diagnostics.length ? 'fail' : 'compile';
      for (const d of b.diagnostics) Object.assign(d, hintFor(d, b, page.blocks, slug, pageRel));
    }
  }
  progress('');
  // A misused `shared` fails its block, whatever else the block does.
  for (const page of results)
    for (const b of page.blocks)
      if (b.sharedProblem) {
        b.status = 'fail';
        b.failure = [b.sharedProblem, b.failure].filter(Boolean).join('; ');
      }

  // Hints for the usual causes, and a kind for the summary: syntax (a partial sample), same-page (needs
  // something from another block of the page), other-page (needs a file or class another page
  // defines), missing-import (the framework exports the name), unresolved, framework-file (breaks a
  // framework file it replaces or that imports it), type (a type error in the sample itself).
  function hintFor(d, block, blocks, slug, pageRel) {
    if (d.frameworkFile) return { kind: 'framework-file' };
    if (d.sharedFile)
      return {
        kind: 'shared-file',
        hint: `this block breaks the shared ${d.sharedFile} (${d.sharedAt}), which a block of this page imports`,
      };
    if (d.code < 2000) return { kind: 'syntax' };
    const elsewhere = (list) => {
      const others = list.filter((e) => e.page !== pageRel);
      const named = others.slice(0, 2).map((e) => `${relative(docsDir, join(root, e.page))}:${e.line}`);
      return named.join(', ') + (others.length > 2 ? ` and ${others.length - 2} more` : '');
    };
    if ([2304, 2552, 2503, 2749, 18004].includes(d.code)) {
      const name = /'([^']+)'/.exec(d.message)?.[1];
      if (!name) return { kind: 'unresolved' };
      const others = blocks.filter((b) => b !== block);
      const candidates = others.filter((b) => b.names.declares.has(name));
      const declaring = candidates.filter((b) => b.line < block.line).at(-1) ?? candidates[0];
      if (declaring) {
        if (declaring.status === 'fragment')
          return {
            kind: 'same-page',
            hint: `${name} is declared in the block at line ${declaring.line}, which is marked fragment (not checked): make that block checkable with a title="src/...", or mark this block fragment too`,
          };
        if (!declaring.untitled) {
          const spec = '@' + declaring.placedAt.replace(/\.tsx?$/, '');
          const exported = declaring.names.exports.find((e) => e.name === name);
          return {
            kind: 'same-page',
            hint:
              `${name} is defined in the block at line ${declaring.line} (${declaring.placedAt}): ` +
              (exported
                ? `import ${exported.isDefault ? name : `{ ${name} }`} from '${spec}'`
                : `export it there and import it from '${spec}'`),
          };
        }
        return {
          kind: 'same-page',
          hint: `${name} is declared in the untitled block at line ${declaring.line}: give that block a title="src/..." and import it here, or mark this block fragment`,
        };
      }
      const importing = others.find((b) => b.names.imports.has(name));
      if (importing)
        return {
          kind: 'same-page',
          hint: `${name} is imported by the block at line ${importing.line} (from '${importing.names.imports.get(name)}'), not by this one`,
        };
      const sh = (sharedExports.get(name) ?? []).filter((e) => e.at.page !== pageRel);
      if (sh.length)
        return {
          kind: 'missing-import',
          hint:
            `not imported; the shared block at ${relative(docsDir, join(root, sh[0].at.page))}:${sh[0].at.line} exports it: ` +
            `import ${sh[0].isDefault ? name : `{ ${name} }`} from '${sh[0].spec}'`,
        };
      const fw = exportIndex.get(name);
      if (fw)
        return {
          kind: 'missing-import',
          hint:
            `not imported; the framework exports it: ` +
            fw
              .slice(0, 2)
              .map((e) => `import ${e.isDefault ? name : `{ ${name} }`} from '${e.spec}'`)
              .join(' or '),
        };
      const onOtherPages = elsewhere(nameIndex.get(name) ?? []);
      if (onOtherPages)
        return {
          kind: 'other-page',
          hint: `${name} is defined only on another page (${onOtherPages}): import it from a shared block, or mark that block \`shared\``,
        };
      return { kind: 'unresolved' };
    }
    if (d.code === 2307) {
      const spec = /'([^']+)'/.exec(d.message)?.[1] ?? '';
      if (spec.startsWith('.'))
        return {
          kind: 'unresolved',
          hint: `untitled blocks are checked as ${SAMPLES_DIR}/${slug}/block-N.ts: import with @src/... paths or give the block a title`,
        };
      if (spec.startsWith('@src/')) {
        const path = spec.slice(1);
        const titled = blocks.filter((b) => b.title && b.title.startsWith(path + '.'));
        const fragment = titled.find((b) => b.status === 'fragment');
        const labelled = titled.find((b) => b.untitled);
        if (labelled)
          return {
            kind: 'same-page',
            hint: `the block at line ${labelled.line} is titled "${labelled.title}", which is not a plain path, so it is not written to ${path}.ts`,
          };
        if (fragment)
          return {
            kind: 'same-page',
            hint: `the block at line ${fragment.line} with title "${fragment.title}" is marked fragment, so it is not written to the checkout`,
          };
        const onOtherPages = elsewhere(pathIndex.get(`${path}.ts`) ?? pathIndex.get(`${path}.tsx`) ?? []);
        if (onOtherPages)
          return {
            kind: 'other-page',
            hint:
              `only another page has a block with title="${path}.ts" (${onOtherPages}); each page is checked on its own: ` +
              `mark the canonical one \`shared\` to place it for every page`,
          };
        return {
          kind: 'unresolved',
          hint: `no block on this page has title="${path}.ts" and the framework has no such file`,
        };
      }
      return { kind: 'unresolved' };
    }
    return { kind: 'type' };
  }

  // ------------------------------------------------------------------------------------------------
  // Output
  const lines = [];
  for (const p of pageProblems) lines.push(`${relative(root, p.file)}:${p.line}: ${p.message}`);
  const all = results.flatMap((p) => p.blocks.map((b) => ({ page: p, b })));
  for (const { page, b } of all) {
    if (b.status !== 'fail') continue;
    if (b.failure) lines.push(`${page.file}:${b.line}: ${b.failure}`);
    b.diagnostics.forEach((d, i) => {
      const extra = [d.hint, i === 0 ? b.notes[0] : null].filter(Boolean).join('; ');
      lines.push(`${page.file}:${d.line}: TS${d.code} ${d.message}${extra ? ` [${extra}]` : ''}`);
    });
  }
  // Prose probes: failures like a block's, then the spans the rule could not classify.
  const probeRecords = results.flatMap((p) => (p.probes ?? []).map((r) => ({ page: p, r })));
  const spanAt = (page, r) => `${r.file ?? page.file}:${r.line}`;
  for (const { page, r } of probeRecords) {
    if (r.status !== 'fail') continue;
    const first = r.diagnostics[0];
    const what = r.failure ?? (first ? `TS${first.code} ${first.message}` : 'failed');
    lines.push(`${spanAt(page, r)}: probe \`${r.span}\`: ${what}`);
  }
  for (const page of results)
    for (const problem of page.probeProblems ?? []) lines.push(`${page.file}: the page's probe module: ${problem}`);
  const unclassified = probeRecords
    .filter(({ r }) => r.status === 'unclassified')
    .map(({ page, r }) => `${spanAt(page, r)}: unclassified span \`${r.span}\`: ${r.classification.why}`);
  const tally = (list) =>
    Object.fromEntries(Object.entries(Object.groupBy(list, (x) => x)).map(([k, v]) => [k, v.length]));
  const probeSummary = probing
    ? {
        spans: probeRecords.length,
        probes: probeRecords.filter(({ r }) => r.classification.kind === 'probe').length,
        byForm: tally(
          probeRecords.filter(({ r }) => r.classification.kind === 'probe').map(({ r }) => r.classification.form),
        ),
        pass: probeRecords.filter(({ r }) => r.status === 'pass').length,
        expectedFail: probeRecords.filter(({ r }) => r.status === 'expected-fail').length,
        fail: probeRecords.filter(({ r }) => r.status === 'fail').length,
        leftOut: probeRecords.filter(({ r }) => r.status === 'left-out').length,
        leftOutByReason: tally(
          probeRecords.filter(({ r }) => r.status === 'left-out').map(({ r }) => r.classification.reason),
        ),
        unclassified: unclassified.length,
        problems: results.reduce((n, p) => n + (p.probeProblems?.length ?? 0), 0),
        setupMs: probeSetupMs,
      }
    : null;
  const count = (s) => all.filter(({ b }) => b.status === s).length;
  const summary = {
    checked: all.length - count('fragment'),
    fragments: count('fragment'),
    expectError: all.filter(({ b }) => b.expectError).length,
    shared: all.filter(({ b }) => b.shared).length,
    sharedPlaced: sharedBlocks.length,
    compile: count('compile') + count('expected-error'),
    fail: count('fail'),
    pages: results.length,
    pagesWithProblems: pageProblems.length,
    release: asRelease,
    kinds: {},
    probes: probeSummary ?? undefined,
  };
  // Blocks of other releases: the 2.0.6 run counts them per release; their checkouts run after it.
  const grouping =
    asRelease === CURRENT_RELEASE
      ? groupByRelease(
          otherReleaseBlocks.map((b) => b.release),
          olderCheckouts,
        )
      : { checked: new Map(), skipped: new Map() };
  summary.otherReleases = Object.fromEntries(grouping.checked);
  summary.skipped = Object.fromEntries(grouping.skipped);
  releasesToRun = [...grouping.checked.keys()];
  skippedLine = skippedSentence(grouping.skipped);
  for (const { b } of all) {
    if (b.status !== 'fail') continue;
    const kinds = [
      ...(b.sharedProblem ? ['shared-misuse'] : []),
      ...(b.failure && !b.sharedProblem ? ['expect-error-clean'] : []),
      ...(b.expectError ? [] : b.diagnostics.map((d) => d.kind)),
    ];
    for (const kind of kinds) (summary.kinds[kind] ??= { diagnostics: 0, blocks: 0 }).diagnostics++;
    for (const kind of new Set(kinds)) summary.kinds[kind].blocks++;
  }
  if (lines.length) console.log(lines.join('\n'));
  const seconds = (ms) => (ms / 1000).toFixed(1);
  const totalMs = Date.now() - started;
  console.log(
    `check-samples: ${results.length} page(s) against Larascript ${asRelease === CURRENT_RELEASE ? frameworkVersion : `${asRelease} (package.json ${frameworkVersion})`} (TypeScript ${ts.version}, ` +
      `${useCli ? 'tsc command' : 'in-process'}), ${seconds(totalMs)} s (framework alone ${seconds(baselineMs)} s, ` +
      (sharedBlocks.length ? `${sharedBlocks.length} shared file(s) ${seconds(sharedMs)} s, ` : '') +
      `${roundTimes.length} page check(s), mean ${seconds(roundTimes.reduce((a, b) => a + b, 0) / Math.max(1, roundTimes.length))} s)`,
  );
  const kindList = Object.entries(summary.kinds).sort((x, y) => y[1].blocks - x[1].blocks);
  if (kindList.length)
    console.log(
      `check-samples: failing blocks by kind of error: ` +
        kindList
          .map(([k, v]) => `${k} ${v.blocks} (${v.diagnostics} error${v.diagnostics === 1 ? '' : 's'})`)
          .join(', '),
    );
  console.log(
    `check-samples: ${summary.checked} blocks checked (${summary.fragments} fragments skipped, ${summary.expectError} expect-error, ` +
      `${summary.shared} shared), ` +
      `${summary.compile} compile, ${summary.fail} fail` +
      (asRelease === CURRENT_RELEASE ? '' : ` (release ${asRelease} blocks)`) +
      (skippedLine ? `; ${skippedLine}` : ''),
  );
  if (probeSummary) {
    const list = (o) =>
      Object.entries(o)
        .sort((x, y) => y[1] - x[1])
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
    if (unclassified.length) console.log(unclassified.join('\n'));
    console.log(
      `check-samples: inline code: ${probeSummary.spans} spans; ${probeSummary.probes} probes (${list(probeSummary.byForm)}): ` +
        `${probeSummary.pass} pass, ${probeSummary.expectedFail} fail as the page says, ${probeSummary.fail} fail; ` +
        `${probeSummary.leftOut} left out by the rule (${list(probeSummary.leftOutByReason)}); ` +
        `${probeSummary.unclassified} unclassified`,
    );
  }
  // The hovers' type data: written with --record-types, else compared with the blocks checked.
  function reportTypes(pages) {
    const existing = readTypes(root, DOCS_VERSION);
    const current = pages.flatMap((p) => p.blocks.filter((b) => b.status !== 'fragment').map((b) => ({ p, b })));
    const checkedPages = new Set(pages.map((p) => relative(docsDir, join(root, p.file)).split(sep).join('/')));
    if (recorder) {
      const data = mergeTypes(existing, recorded, checkedPages, {
        version: DOCS_VERSION,
        release: frameworkVersion,
        typescript: ts.version,
      });
      writeTypes(root, DOCS_VERSION, data);
      const bytes = Buffer.byteLength(JSON.stringify(data));
      const share = typeStats.identifiers ? ((100 * typeStats.hovered) / typeStats.identifiers).toFixed(1) : '0';
      console.log(
        `check-samples: recorded types of ${typeStats.blocks} blocks: ${typeStats.hovered} of ${typeStats.identifiers} identifiers ` +
          `have a type (${share}%); ${typesFile(DOCS_VERSION)} holds ${Object.keys(data.blocks).length} blocks, ${(bytes / 1024).toFixed(0)} KB`,
      );
      return;
    }
    const keys = new Set(current.map(({ b }) => b.key));
    const missing = current.filter(({ b }) => !existing.blocks[b.key]);
    const stale = Object.entries(existing.blocks).filter(([key, e]) => checkedPages.has(e.page) && !keys.has(key));
    if (missing.length || stale.length)
      console.log(
        [
          ...missing.slice(0, 10).map(({ p, b }) => `${p.file}:${b.line}: no type data for this block (hovers off)`),
          ...(missing.length > 10 ? [`… and ${missing.length - 10} more blocks without type data`] : []),
          ...stale.slice(0, 10).map(([, e]) => `${e.page}:${e.line}: type data for a block that no longer exists`),
          `check-samples: type data: ${missing.length} block(s) without, ${stale.length} stale; ` +
            `run with --record-types to regenerate ${typesFile(DOCS_VERSION)}`,
        ].join('\n'),
      );
  }
  if (asRelease === CURRENT_RELEASE) reportTypes(results);
  mainSummary = summary;
  if (jsonFile) {
    const json = {
      checkout,
      frameworkVersion,
      release: asRelease,
      typescript: ts.version,
      mode: useCli ? 'tsc' : 'in-process',
      durationMs: totalMs,
      baselineMs,
      baselineErrors: baseline.size,
      sharedMs,
      sharedFiles: sharedBlocks.map((d) => ({
        path: d.path,
        page: relative(root, join(root, d.page)),
        line: d.line,
        ownErrors: [...sharedBaseline.values()].filter((ids) => ids.has(sharedId(d.page, d.line))).length,
      })),
      summary,
      pageProblems: pageProblems.map((p) => ({ ...p, file: relative(root, p.file) })),
      pages: results.map((p) => ({
        file: p.file,
        ms: p.ms,
        rounds: p.rounds,
        probes: p.probes?.map((r) => ({
          file: r.file,
          line: r.line,
          span: r.span,
          kind: r.classification.kind,
          form: r.classification.form,
          reason: r.classification.reason,
          why: r.classification.why,
          code: r.classification.code,
          status: r.status,
          failure: r.failure,
          diagnostics: r.diagnostics.length ? r.diagnostics : undefined,
        })),
        probeProblems: p.probeProblems,
        blocks: p.blocks.map((b) => ({
          line: b.line,
          lang: b.lang,
          meta: b.meta,
          title: b.title,
          placedAt: b.placedAt,
          lines: b.code.split('\n').length,
          status: b.status,
          expectError: b.expectError,
          shared: b.shared || undefined,
          failure: b.failure,
          notes: b.notes,
          diagnostics: b.diagnostics,
        })),
      })),
    };
    writeFileSync(jsonFile, JSON.stringify(json, null, 2) + '\n');
  }
  if (summary.fail || pageProblems.length || probeSummary?.fail || probeSummary?.problems) process.exitCode = 1;
}
