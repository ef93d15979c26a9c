import { axeResults } from './axe';
import type { Page } from '@playwright/test';
import { leftoverLines } from '../../src/lib/llms/leftovers';
import { test, expect, open } from './fixtures';

/**
 * "Copy page" and "View as Markdown" beside a docs page's title (src/components/PageActions): the
 * button copies the page's Markdown twin (plugins/llms), fetched only on the click, and says so in
 * a live region; the link serves the twin as Markdown.
 */
const PATH = '/docs/2.0/http/routing';
const TITLE = 'HTTP Routing';
// The actions are the same on every docs page. Axe reads the whole document even when asked about one
// part of it, so their axe test uses a short page (the test took 8.0 s on HTTP Routing, 7.1 s here).
const SHORT_PATH = '/docs/2.0/getting-started/prerequisites';

const actionsOf = (page: Page) => page.locator('article header [data-pagefind-ignore="all"]');

/** Requests for Markdown twins made by the page. */
function watchTwins(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.md')) urls.push(request.url());
  });
  return urls;
}

test.describe('copying a docs page as Markdown', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Copy page copies the Markdown twin, fetched only then, and says Copied', async ({ page, request }) => {
    const twins = watchTwins(page);
    // A fake clock, so that the three seconds before the button returns to rest pass at once.
    await page.clock.install();
    await open(page, PATH);
    await page.waitForLoadState('networkidle');
    expect(twins, 'twins fetched before the click').toEqual([]);

    const actions = actionsOf(page);
    // One button, whose name follows its state.
    const button = actions.getByRole('button');
    await expect(button).toHaveAccessibleName('Copy page');
    await button.click();
    await expect(actions.getByRole('status')).toHaveText('Copied');
    await expect(button).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await request.get(`${PATH}.md`)).text();
    expect(copied).toBe(twin);
    expect(copied.split('\n')[0]).toBe(`# ${TITLE}`);
    expect(twins).toEqual([new URL(`${PATH}.md`, page.url()).href]);
    // The button and the live region return to rest after three seconds.
    await page.clock.runFor(3_000);
    await expect(button).toHaveText('Copy page');
    await expect(actions.getByRole('status')).toHaveText('');
  });

  test('works from the keyboard, and the link comes next in the tab order', async ({ page }) => {
    await open(page, '/docs/2.0/configuration/http');
    const actions = actionsOf(page);
    const button = actions.getByRole('button');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(actions.getByRole('status')).toHaveText('Copied');
    expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n')[0]).toBe('# HTTP Configuration');
    await expect(button).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(actions.getByRole('link', { name: 'View as Markdown' })).toBeFocused();
  });

  test('says so when the page cannot be copied', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    await page.route('**/*.md', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await open(page, PATH);
    const actions = actionsOf(page);
    await actions.getByRole('button', { name: 'Copy page' }).click();
    await expect(actions.getByRole('status')).toHaveText('Could not copy the page. Use View as Markdown instead.');
    await expect(actions.getByRole('button')).toHaveText('Copy failed');
  });
});

test('View as Markdown links to the twin, served as UTF-8 Markdown under the site policy', async ({
  page,
  request,
}) => {
  await open(page, PATH);
  const link = actionsOf(page).getByRole('link', { name: 'View as Markdown' });
  await expect(link).toHaveAttribute('href', `${PATH}.md`);
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${PATH}.md`);
  const response = await request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
  const markdown = await response.text();
  expect(markdown.split('\n')[0]).toBe(`# ${TITLE}`);
  expect(markdown).toContain(`Source: <`);
  expect(leftoverLines(markdown)).toEqual([]);
});

test('the actions pass axe in light and dark mode, at rest, copied and failed', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // A fake clock: the "Copied" state's three seconds pass at once.
  await page.clock.install();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await open(page, SHORT_PATH);
    await page.locator(`html[data-theme="${colorScheme}"]`).waitFor({ state: 'attached' });
    const actions = actionsOf(page);
    const check = async (state: string) => {
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'),
      );
      const results = await axeResults(page, { include: ['article header'], rules: 'default' });
      expect(
        results.violations.map((v) => `${v.id}: ${v.help}`),
        `${colorScheme}, ${state}`,
      ).toEqual([]);
    };
    await check('at rest');
    await actions.getByRole('button', { name: 'Copy page' }).click();
    await expect(actions.getByRole('status')).toHaveText('Copied');
    await check('copied');
    await page.route('**/*.md', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.clock.runFor(3_000);
    await expect(actions.getByRole('button')).toHaveText('Copy page');
    await actions.getByRole('button').click();
    await expect(actions.getByRole('button')).toHaveText('Copy failed');
    await check('failed');
    await page.unroute('**/*.md');
  }
});
