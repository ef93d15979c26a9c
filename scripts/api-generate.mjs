#!/usr/bin/env node
// Generates the API reference data of one docs version from a Larascript checkout, with TypeDoc.
//
// Usage: npm run api:generate -- <checkout> [--version 2.0] [--tag <tag>] [--commit <sha>]
//   <checkout>  a Larascript release checkout with its node_modules installed (the same checkout
//               check:samples uses). It is only read.
//   --version   the docs version the data is for (default: major.minor of the checkout's package.json
//               version). The data goes to api/version-<version>/reference.json.
//   --tag, --commit  the release tag and commit the checkout was made from. Read from the checkout's
//               git when it is a clone; required when it is an export (git archive) without .git.
//
// Which symbols: every export of every framework module that a TypeScript sample of that version's
// docs imports (fences of versioned_docs/version-<version>/, and the tutorial and example files the
// pages include), of every module that defines a global helper (app(), auth(), db()...), and of the
// base classes a project extends (scripts/lib/api-scope.mjs). Inherited members are listed with the
// class they come from. The site build reads only the written file (plugins/api-reference).
//
// It also points the "API Reference" link of that version's sidebar (versioned_sidebars/) at the
// version's own reference: a version cut before its data existed kept the previous version's link.
//
// Nothing is written when the folder is not a Larascript checkout, has no node_modules, or TypeDoc
// cannot read it; the message says which.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync, renameSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { BASE_CLASS_FILES, HELPERS, scopeModules } from './lib/api-scope.mjs';
import { convertProject } from './lib/api-typedoc.mjs';

const require = createRequire(import.meta.url);
const { pageSamples, sampleImports, sidebarsWithReferenceLink } = require('../src/lib/apiReference.cjs');
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REPOSITORY = 'ben-shepherd/larascript-framework';
const MAX_BYTES = 3 * 1024 * 1024;

const usage = 'usage: npm run api:generate -- <Larascript checkout> [--version 2.0] [--tag <tag>] [--commit <sha>]';
function fail(message) {
  console.error(`api:generate: ${message}\nNothing was written.`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------------
// Command line and checks
const args = process.argv.slice(2);
const options = {};
const positional = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--help' || arg === '-h') {
    console.log(usage);
    process.exit(0);
  }
  if (arg.startsWith('--')) {
    const [key, inline] = arg.slice(2).split('=', 2);
    if (!['version', 'tag', 'commit'].includes(key)) fail(`unknown option --${key}\n${usage}`);
    const value = inline ?? args[++i];
    if (!value) fail(`--${key} needs a value\n${usage}`);
    options[key] = value;
  } else positional.push(arg);
}
if (positional.length !== 1) fail(`give exactly one checkout folder\n${usage}`);
const checkout = resolve(positional[0]);
if (!existsSync(checkout) || !statSync(checkout).isDirectory()) fail(`${checkout} is not a folder`);
const pkgFile = join(checkout, 'package.json');
const pkg = existsSync(pkgFile) ? JSON.parse(readFileSync(pkgFile, 'utf8')) : null;
if (!pkg || pkg.name !== 'larascript-framework' || !existsSync(join(checkout, 'src', 'core', 'Kernel.ts')))
  fail(`${checkout} is not a Larascript checkout (no package.json named larascript-framework with src/core/Kernel.ts)`);
if (!existsSync(join(checkout, 'tsconfig.json'))) fail(`${checkout} has no tsconfig.json`);
if (!existsSync(join(checkout, 'node_modules')) || !existsSync(join(checkout, 'node_modules', '@types', 'node')))
  fail(
    `${checkout} has no node_modules: install its dependencies first (npm install --ignore-scripts in the checkout)`,
  );

const version = options.version ?? /^(\d+\.\d+)/.exec(pkg.version ?? '')?.[1];
if (!version || !/^\d+\.\d+$/.test(version)) fail(`cannot tell the docs version from package.json; pass --version`);
const docsDir = join(root, 'versioned_docs', `version-${version}`);
if (!existsSync(docsDir)) fail(`there is no versioned_docs/version-${version}: cut the docs version first`);

const git = (...a) => {
  const r = spawnSync('git', ['-C', checkout, ...a], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
};
const isClone = existsSync(join(checkout, '.git'));
const tag = options.tag ?? (isClone ? git('describe', '--tags', '--exact-match') : null);
const commit = options.commit ?? (isClone ? git('rev-parse', 'HEAD') : null);
if (!tag) fail('the checkout is not at a tag (or has no .git): pass --tag <release tag>');
if (!commit || !/^[0-9a-f]{40}$/.test(commit)) fail('pass --commit <the 40-character commit of the tag>');

// ---------------------------------------------------------------------------------------------------
// What the docs import
function walk(dir, test) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path, test) : test(name) ? [path] : [];
  });
}
const docsImports = [];
for (const page of walk(docsDir, (n) => /\.mdx?$/.test(n))) {
  for (const sample of pageSamples(readFileSync(page, 'utf8'), (file) => readFileSync(join(root, file), 'utf8')))
    for (const imp of sampleImports(sample.code)) docsImports.push({ ...imp, page: relative(root, page) });
}
const sourceFiles = walk(join(checkout, 'src'), (n) => /\.tsx?$/.test(n) && !n.endsWith('.d.ts')).map((f) =>
  relative(checkout, f).split(sep).join('/'),
);
const scope = scopeModules({ checkout, sourceFiles, docsImports });
for (const missing of scope.missingBaseClasses)
  console.warn(`api:generate: base class file ${missing} is not in this release`);
for (const missing of scope.missingHelpers)
  console.warn(`api:generate: no module of this release defines the helper ${missing}()`);

// ---------------------------------------------------------------------------------------------------
// TypeDoc
const started = Date.now();
console.log(
  `api:generate: reading ${scope.files.length} modules of ${tag} with TypeDoc (${scope.fromDocs} imported by the ${version} docs, ` +
    `${HELPERS.length} helpers, ${BASE_CLASS_FILES.length} base classes)...`,
);
let entries;
try {
  entries = await convertProject({ checkout, files: scope.files, helpers: HELPERS, baseClassFiles: BASE_CLASS_FILES });
} catch (error) {
  fail(`TypeDoc could not read the checkout: ${error instanceof Error ? error.message : error}`);
}

const data = {
  format: 1,
  version,
  tag,
  commit,
  repository: REPOSITORY,
  generatedBy: `typedoc ${require('typedoc/package.json').version}`,
  modules: sourceFiles.sort(),
  entries,
};
const json = JSON.stringify(data);
if (Buffer.byteLength(json) > MAX_BYTES)
  fail(`the data is ${(Buffer.byteLength(json) / 1024 / 1024).toFixed(2)} MB, over its 3 MB budget`);
const outDir = join(root, 'api', `version-${version}`);
mkdirSync(outDir, { recursive: true });
const outFile = join(outDir, 'reference.json');
writeFileSync(`${outFile}.tmp`, `${json}\n`);
renameSync(`${outFile}.tmp`, outFile);
// The version's sidebar links to its own reference (a version cut before its data existed kept the
// previous version's link).
const sidebarFile = join(root, 'versioned_sidebars', `version-${version}-sidebars.json`);
if (existsSync(sidebarFile)) {
  const before = readFileSync(sidebarFile, 'utf8');
  const after = `${JSON.stringify(sidebarsWithReferenceLink(JSON.parse(before), `/docs/${version}/api`), null, 2)}\n`;
  if (JSON.stringify(JSON.parse(before)) !== JSON.stringify(JSON.parse(after))) {
    writeFileSync(sidebarFile, after);
    console.log(`api:generate: ${relative(root, sidebarFile)} now links API Reference to /docs/${version}/api`);
  }
}
const members = entries.reduce((n, e) => n + e.members.length, 0);
console.log(
  `api:generate: wrote ${relative(root, outFile)}: ${entries.length} entries, ${members} members, ` +
    `${(Buffer.byteLength(json) / 1024).toFixed(0)} KB, from ${tag} (${commit.slice(0, 7)}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
