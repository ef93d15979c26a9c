import { readFileSync } from 'node:fs';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** The rule sets every axe run of the browser tests checks: WCAG 2.0, 2.1 and 2.2 A and AA, and best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The axe rules whose outcome depends on colours: what a change of color mode can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeRun {
  /** CSS selectors of the parts to check (default: the whole document). */
  include?: string[];
  /** CSS selectors of parts to leave out. */
  exclude?: string[];
  /** Named rules to run instead of every rule of AXE_TAGS; `'default'` runs axe's own default set. */
  rules?: string[] | 'default';
  /** Rules to leave out of the run (checked by another run on the same content). */
  skipRules?: string[];
}

/**
 * Puts axe into every document of `context` as it starts, for contexts that run axe on every page they
 * open (the crawl): Chromium then compiles it once per renderer and reuses the code, where injecting it
 * into each loaded page compiled it each time (about 90 ms a page on two cores).
 */
export async function addAxeToEveryPage(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: AXE_SOURCE });
}

/**
 * Renders the whole page, as a reader scrolling through it sees it. Code blocks off screen are not
 * rendered until the reader nears them (content-visibility: auto): until then they have no layout,
 * and no text as `innerText` reads it.
 */
export async function renderEverything(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (document.getElementById('render-everything')) return;
    const style = document.createElement('style');
    style.id = 'render-everything';
    style.textContent = '* { content-visibility: visible !important; }';
    document.head.append(style);
  });
}

/**
 * Runs axe-core in the page and returns its results, violations in full (other result types keep
 * their rules, with one node each).
 *
 * axe-core is used directly rather than through @axe-core/playwright, which costs about six times as
 * much per run on a docs page: it injects the 550 KB axe script again for every run, runs axe in
 * every frame and then merges the frames' results in a new blank page, and sends back every passing
 * node (2 MB of JSON for a docs page). Here axe is injected once per document and `axe.run` checks the
 * top document; the site has no frames, and a page that gains one fails here, so none goes unchecked.
 */
export async function axeResults(page: Page, run: AxeRun = {}): Promise<AxeResults> {
  expect(page.frames().length, `frames on ${page.url()} (axe checks the top document only)`).toBe(1);
  if (await page.evaluate(() => !('axe' in window))) await page.evaluate(AXE_SOURCE);
  // Axe skips what has no layout.
  await renderEverything(page);
  const context: { include?: string[][]; exclude?: string[][] } = {};
  if (run.include?.length) context.include = run.include.map((s) => [s]);
  if (run.exclude?.length) context.exclude = run.exclude.map((s) => [s]);
  const options: RunOptions = { resultTypes: ['violations'] };
  if (run.rules === undefined) options.runOnly = { type: 'tag', values: AXE_TAGS };
  else if (run.rules !== 'default') options.runOnly = { type: 'rule', values: run.rules };
  if (run.skipRules?.length)
    options.rules = Object.fromEntries(run.skipRules.map((rule) => [rule, { enabled: false }]));
  return page.evaluate(
    ([ctx, opts]) =>
      (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe.run(
        Object.keys(ctx).length ? ctx : document,
        opts,
      ),
    [context, options] as const,
  );
}

/** The violations of an axe run, one line each: rule, impact, help and up to three offending elements. */
export async function axeViolations(page: Page, run: AxeRun = {}): Promise<string[]> {
  const results = await axeResults(page, run);
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}
