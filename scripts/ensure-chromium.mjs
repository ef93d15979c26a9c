#!/usr/bin/env node
// Makes sure a Chromium for the browser tests exists, without downloading browsers:
// CHROMIUM_PATH, else /usr/bin/chromium; when missing and running as root, installs Debian's
// `chromium` package with apt-get; otherwise stops with a message saying how to install it.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) {
  console.log(`ensure-chromium: using ${path}`);
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(`ensure-chromium: CHROMIUM_PATH=${path} does not exist.`);
  process.exit(1);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    'ensure-chromium: /usr/bin/chromium is missing. Install it with `sudo apt-get install -y chromium`\n' +
      '(Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium or Chrome binary. Browsers are never downloaded.',
  );
  process.exit(1);
}
console.log('ensure-chromium: installing Debian chromium with apt-get (about a minute)…');
const run = (args) =>
  spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
if (
  run(['update', '-qq']).status !== 0 ||
  run(['install', '-y', '-qq', 'chromium']).status !== 0 ||
  !existsSync(path)
) {
  console.error('ensure-chromium: apt-get could not install chromium.');
  process.exit(1);
}
console.log(`ensure-chromium: installed ${path}`);
