#!/usr/bin/env node
// Makes a checkout of a Larascript 2.0 release for check:samples --checkout, the same way every time.
//
// Usage: node scripts/release-checkout.mjs <version> <dir> [--mirror <git dir> | --repo <url>]
//   <version>   2.0.0 ... 2.0.6 (the tag is resolved as refs/tags/..., since v2.0.4-beta is also a branch).
//   <dir>       where the checkout goes; must not exist or be empty.
//   --mirror    a local clone (bare or not) of the framework to read the tag from (no network for git);
//   --repo      a URL to fetch the tag from; default https://github.com/ben-shepherd/larascript-framework.
// Then: `tsconf-checker` (not installable) leaves devDependencies, the packages the tag imports but
// does not declare are added (2.0.4, 2.0.5: express-busboy, nodemailer, aws-sdk), and
// `npm install --ignore-scripts` runs (the tags' postinstall builds the app, which is not needed here).
// It writes .release-checkout.json (version, tag, commit) that check:samples reads to confirm the release.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, rmSync, mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { RELEASE_TAGS, tagRef, installablePackageJson } from './lib/releases.mjs';

const DEFAULT_REPO = 'https://github.com/ben-shepherd/larascript-framework';
const usage = 'usage: node scripts/release-checkout.mjs <version> <dir> [--mirror <git dir> | --repo <url>]';

function fail(message) {
  console.error(`release-checkout: ${message}\n${usage}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const positional = [];
let mirror = null;
let repo = null;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--mirror' || args[i] === '--repo') {
    if (!args[i + 1]) fail(`${args[i]} needs a value`);
    if (args[i] === '--mirror') mirror = resolve(args[++i]);
    else repo = args[++i];
  } else if (args[i].startsWith('--')) fail(`unknown option ${args[i]}`);
  else positional.push(args[i]);
}
if (positional.length !== 2) fail('a version and a folder are needed');
if (mirror && repo) fail('give --mirror or --repo, not both');
const [version, dirArg] = positional;
let ref;
try {
  ref = tagRef(version);
} catch (e) {
  fail(e.message);
}
const dir = resolve(dirArg);
if (existsSync(dir) && readdirSync(dir).length) fail(`${dir} exists and is not empty`);

// A URL is fetched into a temporary bare repository holding only that tag.
let gitDir = mirror;
let tempGit = null;
if (!gitDir) {
  tempGit = mkdtempSync(join(tmpdir(), 'release-checkout-'));
  execFileSync('git', ['init', '--bare', '-q', tempGit]);
  execFileSync('git', ['--git-dir', tempGit, 'fetch', '-q', '--depth', '1', repo ?? DEFAULT_REPO, `+${ref}:${ref}`], {
    stdio: 'inherit',
  });
  gitDir = tempGit;
}
try {
  const commit = execFileSync('git', ['--git-dir', gitDir, 'rev-parse', `${ref}^{commit}`], {
    encoding: 'utf8',
  }).trim();
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync('git', ['--git-dir', gitDir, 'archive', '--format=tar', commit], { maxBuffer: 1 << 30 });
  if (archive.status !== 0) fail(`git archive ${ref} failed: ${archive.stderr}`);
  execFileSync('tar', ['-x', '-C', dir], { input: archive.stdout });

  const pkgPath = join(dir, 'package.json');
  const pkg = installablePackageJson(JSON.parse(readFileSync(pkgPath, 'utf8')), version);
  writeFileSync(pkgPath, JSON.stringify(pkg, null, 2) + '\n');
  writeFileSync(
    join(dir, '.release-checkout.json'),
    JSON.stringify({ version, tag: RELEASE_TAGS[version], commit }, null, 2) + '\n',
  );
  console.log(`release-checkout: ${RELEASE_TAGS[version]} (${commit.slice(0, 8)}) in ${dir}; npm install...`);
  const npm = spawnSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (npm.status !== 0) fail(`npm install failed in ${dir}`);
  console.log(`release-checkout: ${version} ready in ${dir}`);
} finally {
  if (tempGit) rmSync(tempGit, { recursive: true, force: true });
}
