import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';

export const ROOT = resolve(__dirname, '..', '..');
const SKIP = new Set([
  'node_modules',
  'build',
  'build-analysis',
  'build-stock',
  'build-ab',
  '.docusaurus',
  '.git',
  'test-results',
  'playwright-report',
  'bench',
]);

/**
 * A throwaway copy of the project in the system temp folder, so tests can edit files and build
 * without touching the working tree. node_modules is a folder of symlinks to the real packages, so
 * the copy gets its own build caches.
 */
export function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'larascript-site-'));
  for (const entry of readdirSync(ROOT)) {
    if (!SKIP.has(entry)) cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  }
  const modules = join(dir, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(join(ROOT, 'node_modules', entry), join(modules, entry));
  }
  return dir;
}

export function removeCopy(dir: string): void {
  if (dir.startsWith(tmpdir())) rmSync(dir, { recursive: true, force: true });
}

export interface RunResult {
  status: number | null;
  output: string;
}

/**
 * Runs a command in `cwd`, returning its exit status and combined output. Builds start cold (no
 * persistent cache) unless `env` sets DOCUSAURUS_NO_PERSISTENT_CACHE to '' and SITE_BUILD_CACHE to 'true'.
 */
export function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): RunResult {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', FORCE_COLOR: '0', ...env },
    encoding: 'utf8',
    timeout: 15 * 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout ?? ''}\n${result.stderr ?? ''}` };
}

export const docusaurus = (cwd: string, args: string[], env?: Record<string, string>): RunResult =>
  run(process.execPath, [join(cwd, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), ...args], cwd, env);
