import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isOn } from '../../plugins/overrides';

/** The spec's machine-readable list of required routes (../shared/spec/inventory.json, copied into tests/). */
export interface Inventory {
  docsBase: string;
  docsRedirect: { from: string; to: string };
  pages: string[];
  blog: { date: string; linkDate: string; topic: string }[];
  blogListOrder: string[];
  docs: Record<string, Record<string, string | null>>;
}

export const inventory: Inventory = JSON.parse(readFileSync(join(__dirname, '..', 'inventory.json'), 'utf8'));
export const SITE_NAME = 'Larascript Framework';

/**
 * Whether the build under test has an override of Docusaurus on (plugins/overrides): all are, unless
 * the tests run against a stock build (`npm run test:e2e:stock`, SITE_STOCK=true). A test of what an
 * override changes skips itself when the override is off.
 */
export const overrideOn = (id: string): boolean => isOn(id);
export const STOCK = process.env.SITE_STOCK === 'true';
/** The folder of the build under test (playwright.config.ts serves the same one). */
export const BUILD_DIR = join(__dirname, '..', '..', process.env.SITE_BUILD_DIR ?? 'build');

/** Every docs route of the inventory with its exact title (null when the spec does not quote one). */
/**
 * The path of the built chunk the site names `name` (a `webpackChunkName`): `/assets/js/<name>.<hash>.js`
 * under Docusaurus's naming (SITE_STOCK), else `/assets/js/<id>.<hash>.js`, its id read from the
 * runtime's map of chunk names, the one the browser uses to prefetch chunks by name
 * (plugins/chunk-filenames).
 */
export function chunkPath(name: string): string {
  const dir = join(BUILD_DIR, 'assets', 'js');
  const files = readdirSync(dir);
  const file = (stem: string) => files.find((f) => f.startsWith(`${stem}.`) && f.endsWith('.js'));
  const named = file(name);
  if (named) return `/assets/js/${named}`;
  const runtime = file('runtime~main');
  const id = runtime && new RegExp(`[,{]"?${name}"?:"(\\d+)"`).exec(readFileSync(join(dir, runtime), 'utf8'))?.[1];
  const byId = id && file(id);
  if (!byId) throw new Error(`no chunk named ${name} in ${dir}`);
  return `/assets/js/${byId}`;
}

export const docsRoutes: { route: string; section: string; page: string; title: string | null }[] = Object.entries(
  inventory.docs,
).flatMap(([section, pages]) =>
  Object.entries(pages).map(([page, title]) => ({
    route: `${inventory.docsBase}/${section}/${page}`,
    section,
    page,
    title,
  })),
);

/**
 * Pages fail the test when the browser logs an error or a warning (hydration mismatches included) or
 * a script throws. Tests that expect a warning call `allowConsole(pattern)`.
 */
export const test = base.extend<{ consoleGuard: { allow(pattern: RegExp): void } }>({
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (allowed.some((pattern) => pattern.test(message.text()))) return;
        problems.push(`${message.type()}: ${message.text()} (${page.url()})`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message} (${page.url()})`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the page has hydrated: Docusaurus sets <html data-has-hydrated="true"> then. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Opens a path and waits for hydration. */
export async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  await waitForHydration(page);
}

/**
 * Tells every page of `page`'s future documents what connection the reader has, as
 * `navigator.connection` reports it on a phone: Save-Data on, or a 3G-class `effectiveType`
 * (Chromium's own estimate does not follow emulated conditions on localhost).
 */
export async function emulateConnection(
  page: Page,
  connection: { saveData: boolean; effectiveType: string },
): Promise<void> {
  await page.addInitScript(({ saveData, effectiveType }) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData, effectiveType, addEventListener() {}, removeEventListener() {} }),
    });
  }, connection);
}
