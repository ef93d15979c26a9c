#!/usr/bin/env node
// Makes sure the browser tests have a Chromium, without downloading browsers. They use, in order:
// CHROMIUM_PATH; else Debian's headless shell (package `chromium-headless-shell`, the same engine
// as `chromium` without the desktop browser around it, which made the browser tests a fifth
// faster); else Debian's `chromium`. When neither Debian package is there and the user is root, it
// installs the headless shell with apt-get (and falls back to `chromium`); otherwise it stops with
// a message saying how to install one. The benchmark (`npm run bench`) always measures the full
// `chromium`, as readers run it.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const browsers = JSON.parse(readFileSync(new URL('./lib/test-browser.json', import.meta.url), 'utf8'));

if (process.env.CHROMIUM_PATH) {
  if (existsSync(process.env.CHROMIUM_PATH)) {
    console.log(`ensure-chromium: using ${process.env.CHROMIUM_PATH} (CHROMIUM_PATH)`);
    process.exit(0);
  }
  console.error(`ensure-chromium: CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  process.exit(1);
}
const found = () => [browsers.headlessShell, browsers.chromium].find((path) => existsSync(path));
if (found()) {
  console.log(`ensure-chromium: using ${found()}`);
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `ensure-chromium: no Chromium found. Install Debian's headless shell with \`sudo apt-get install -y ${browsers.headlessShellPackage}\`\n` +
      `(or \`${browsers.chromiumPackage}\`), or point CHROMIUM_PATH at a Chromium or Chrome binary. Browsers are never downloaded.`,
  );
  process.exit(1);
}
console.log(`ensure-chromium: installing Debian's ${browsers.headlessShellPackage} with apt-get (about a minute)…`);
const run = (args) =>
  spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
if (run(['update', '-qq']).status !== 0) {
  console.error('ensure-chromium: apt-get update failed.');
  process.exit(1);
}
for (const pkg of [browsers.headlessShellPackage, browsers.chromiumPackage]) {
  if (run(['install', '-y', '-qq', pkg]).status === 0 && found()) {
    console.log(`ensure-chromium: installed ${pkg}; using ${found()}`);
    process.exit(0);
  }
}
console.error(
  `ensure-chromium: apt-get could not install ${browsers.headlessShellPackage} or ${browsers.chromiumPackage}.`,
);
process.exit(1);
