import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, CHROMIUM_PROJECTS } from './playwright.config';

/**
 * The smoke test of the development server (`npm run test:dev`, tests/dev): `npm start` serves a doc,
 * the API reference and a blog post without a console error, and search says it has no index. The
 * same Debian Chromium and launch flags as the browser tests of the production build
 * (playwright.config.ts).
 *
 * The server is started here and stopped at the end, never reused in CI. It is ready after its first
 * compile of the whole site: 33 s on two cores, 87 s while other work loaded them (load average 14),
 * hence the long timeout. It writes the generated files of .docusaurus/, as `npm run build` does: do
 * not run both at once in one checkout (scripts/test.mjs runs it last).
 */
const PORT = Number(process.env.DEV_PORT ?? 3100);

export default defineConfig({
  testDir: './tests/dev',
  // One test, which visits its pages in one browser page (tests/dev/devServer.spec.ts says why).
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The list only: the HTML report and the output folder are the production browser tests' (CI uploads
  // playwright-report/, and Playwright empties its output folder when a run starts).
  reporter: 'list',
  outputDir: 'test-results/dev',
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: CHROMIUM_PROJECTS,
  webServer: {
    command: `npx docusaurus start --port ${PORT} --host 127.0.0.1 --no-open`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
