#!/usr/bin/env node
// Whether a Node version is one the project supports: package.json `engines.node`, a list of
// `^X.Y.Z` ranges joined by `||` (one per LTS line). No dependencies, so that .ci/run can ask before
// `npm install`. As a command: exits 0 when the running Node is supported, 1 (with a line saying
// which versions are) when it is not.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The `engines.node` range of package.json. */
export function supportedRange() {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
}

/** True when `version` (e.g. `v24.21.0`) falls in one of the `^X.Y.Z` ranges of `range`. */
export function isSupported(version, range = supportedRange()) {
  const [major, minor, patch] = version.replace(/^v/, '').split('.').map(Number);
  return range.split('||').some((part) => {
    const m = /^\s*\^(\d+)\.(\d+)\.(\d+)\s*$/.exec(part);
    if (!m) throw new Error(`engines.node: only ^X.Y.Z ranges joined by || are understood, not "${part.trim()}"`);
    const [, wantMajor, wantMinor, wantPatch] = m.map(Number);
    return major === wantMajor && (minor > wantMinor || (minor === wantMinor && patch >= wantPatch));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (isSupported(process.version)) process.exit(0);
  console.error(`Node ${process.version} is not supported here; package.json engines: ${supportedRange()}.`);
  process.exit(1);
}
