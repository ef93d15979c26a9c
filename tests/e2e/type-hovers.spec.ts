import { test, expect, open } from './fixtures';
import { axeViolations } from './axe';

/**
 * Types on the names of a code sample (src/components/TypedCode, from the 2.0.6 compile recorded by
 * `check:samples --record-types`): by mouse, keyboard and tap, closed by Escape, described to screen
 * readers, inside a phone's screen, copied without markup, absent without JavaScript, and axe-clean
 * in both color modes.
 */
const PAGE = '/docs/2.0/http/routing';
const blockWith = (page: import('@playwright/test').Page, text: string) =>
  page.locator('article .theme-code-block').filter({ hasText: text }).first();
const SAMPLE = "res.send('A blog built with Larascript')";

test.describe('type hovers', () => {
  test('pointing at a name shows its type, doc sentence and API reference entry', async ({ page }) => {
    await open(page, PAGE);
    const block = blockWith(page, SAMPLE);
    await block.locator('pre').hover();
    const name = block.locator('button.type-hover', { hasText: /^router$/ }).first();
    await name.hover();
    const popup = page.getByRole('tooltip');
    await expect(popup).toContainText('(parameter) router: IRouter');
    await expect(name).toHaveAttribute('aria-describedby', (await popup.getAttribute('id'))!);
    // A framework method: its doc comment's first sentence and its entry.
    await block.locator('button.type-hover', { hasText: /^group$/ }).hover();
    await expect(popup).toContainText('(method) Route.group');
    await expect(popup.getByRole('link', { name: /API reference/ })).toHaveAttribute(
      'href',
      /\/docs\/2\.0\/api\/route#static-group$/,
    );
    // A framework name on the import line links to its entry and shows its type too.
    const imported = block.locator('a.type-hover', { hasText: /^Route$/ }).first();
    await imported.hover();
    await expect(popup).toContainText('class Route');
    // The popup stays while the pointer moves onto it, and goes when it leaves both.
    await popup.hover();
    await expect(popup).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(popup).toBeHidden();
  });

  test('by keyboard: the names are one tab stop, arrows move between them, Escape closes, Enter opens the entry', async ({
    page,
  }) => {
    await open(page, PAGE);
    const block = blockWith(page, SAMPLE);
    await block.locator('pre').focus();
    const first = block.locator('.type-hover').first();
    await expect(first).toHaveAttribute('tabindex', '0');
    // Tab from the block to its names, the import line's reference links first.
    const onName = () => page.evaluate(() => document.activeElement?.matches('.type-hover') ?? false);
    for (let i = 0; i < 5 && !(await onName()); i++) await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    const popup = page.getByRole('tooltip');
    await expect(popup).toBeVisible();
    await page.keyboard.press('ArrowRight');
    const second = block.locator('.type-hover').nth(1);
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute('tabindex', '0');
    await expect(first).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(second).toBeFocused();
    // The names are one stop: the next Tab leaves them.
    await page.keyboard.press('Tab');
    expect(await onName()).toBe(false);
    // Enter on a name with a reference entry opens it.
    await block.locator('button.type-hover', { hasText: /^group$/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/2\.0\/api\/route#static-group$/);
  });

  test('on a 360 px phone a tap shows the type inside the screen, and a tap elsewhere closes it', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await open(page, PAGE);
    const block = blockWith(page, SAMPLE);
    await block.locator('pre').scrollIntoViewIfNeeded();
    await block.locator('pre').tap();
    const name = block.locator('button.type-hover', { hasText: /^send$/ }).first();
    await name.tap();
    const popup = page.getByRole('tooltip');
    await expect(popup).toBeVisible();
    const box = (await popup.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await page.locator('article h1').tap();
    await expect(popup).toBeHidden();
    await context.close();
  });

  test('copy gives the code without markup, and without JavaScript the code reads as before', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, PAGE);
    const block = blockWith(page, SAMPLE);
    await block.hover();
    await expect(block.locator('button.type-hover').first()).toBeAttached();
    await block.getByRole('button', { name: /copy/i }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(SAMPLE);
    // The same text as the page without JavaScript shows (line breaks aside), nothing added.
    const lines = (text: string) => text.replace(/\n+/g, '\n').trim();

    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await noScript.newPage();
    await plain.goto(PAGE);
    const staticBlock = blockWith(plain, SAMPLE);
    await expect(staticBlock.locator('pre code')).toContainText(SAMPLE);
    await expect(staticBlock.locator('button')).toHaveCount(0);
    expect(lines(copied)).toBe(lines(await staticBlock.locator('pre code').innerText()));
    await noScript.close();
  });

  test('axe finds nothing on a block with its types open, in light and dark mode', async ({ page }) => {
    await open(page, PAGE);
    const block = blockWith(page, SAMPLE);
    await block.locator('pre').hover();
    await block.locator('button.type-hover', { hasText: /^group$/ }).hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    const include = ['article .theme-code-block', '[role="tooltip"]'];
    expect(await axeViolations(page, { include }), 'light').toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
    // The colors ease to dark mode: check them once they are there.
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'),
    );
    await block.locator('button.type-hover', { hasText: /^group$/ }).hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    expect(await axeViolations(page, { include, rules: ['color-contrast'] }), 'dark').toEqual([]);
  });
});
