import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import chromiumArgs from './scripts/lib/chromium-args.json';
import testBrowser from './scripts/lib/test-browser.json';

/**
 * Browser tests against the production build, served on 127.0.0.1 by scripts/serve.mjs, in
 * Debian's Chromium (never a downloaded browser).
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The build to test: `build`, or `build-stock` for `npm run test:e2e:stock` (every override off). */
const BUILD_DIR = process.env.SITE_BUILD_DIR ?? 'build';
/** Debian Chromium's launch flags, shared with the benchmark (scripts/lib/measure-page.mjs). */
export const CHROMIUM_ARGS: string[] = chromiumArgs;
/**
 * The browser the tests drive, never a downloaded one: CHROMIUM_PATH, else Debian's headless shell
 * (`chromium-headless-shell`: Chromium's engine without the desktop browser around it; the crawl
 * took 4.4 minutes with it against 5.3 with `chromium`, back to back on two cores), else Debian's `chromium`.
 * scripts/ensure-chromium.mjs installs the shell when neither is there. The benchmark measures `chromium`.
 */
export const TEST_BROWSER =
  process.env.CHROMIUM_PATH ||
  (existsSync(testBrowser.headlessShell) ? testBrowser.headlessShell : testBrowser.chromium);
/**
 * Flags for the tests' browser only; the benchmark keeps Chromium's defaults, as a reader's browser
 * has them. Pages run and render the same either way. Measured on the crawl of 43 docs pages, with and
 * without each flag in turn, on two cores (28 November):
 * - `--js-flags=--single-threaded` runs V8 without its helper threads: with two test workers on two
 *   cores, the compiler's and the garbage collector's threads only took turns with the pages' own work
 *   (63 and 66 s with it, 81 and 89 s without);
 * - `--in-process-gpu` composites in the browser process instead of a GPU process of its own (the
 *   tests' Chromium has no GPU): one process and its messages fewer (60.3 s median of four runs,
 *   63.9 s without, faster in each of the four rounds).
 */
export const TEST_ONLY_ARGS = ['--js-flags=--single-threaded', '--in-process-gpu'];
/** That browser with those flags (shared with playwright.dev.config.ts). */
export const CHROMIUM_LAUNCH = {
  executablePath: TEST_BROWSER,
  args: [...CHROMIUM_ARGS, ...TEST_ONLY_ARGS],
};
export const CHROMIUM_PROJECTS = [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }];

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // One worker per core, in CI and outside it alike: the browser tests are bound by the CPU, so a
  // second worker per core only adds waiting (measured: 3 workers on 2 cores took 8% longer than 2).
  workers: Number(process.env.PLAYWRIGHT_WORKERS) || availableParallelism(),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs a quarter of the browser tests' time (a DOM snapshot at every step),
    // so it is off unless asked for: `npm run test:e2e -- --trace on`. A failure keeps a screenshot.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: CHROMIUM_PROJECTS,
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT} --dir ${BUILD_DIR}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
