import { test, expect, inventory, SITE_NAME, open } from './fixtures';

// Every required route answering 200 with its title is checked in the crawl (crawl.spec.ts), in the
// same visit as its other checks.

test.describe('required routes', () => {
  test('the home page has the homepage title, English and UTF-8', async ({ page }) => {
    await open(page, '/');
    await expect(page).toHaveTitle(`${SITE_NAME} | Homepage`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => document.characterSet)).toBe('UTF-8');
  });

  test('/docs lands on the latest introduction, with and without JavaScript', async ({ page, browser }) => {
    await page.goto(inventory.docsRedirect.from);
    await page.waitForURL(`**${inventory.docsRedirect.to}`);
    await expect(page.locator('h1')).toHaveText('Introduction');

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noScript.newPage();
    await staticPage.goto(inventory.docsRedirect.from);
    await staticPage.waitForURL(`**${inventory.docsRedirect.to}`);
    await expect(staticPage.locator('h1')).toHaveText('Introduction');
    await noScript.close();
  });

  test('an unknown URL gets the 404 page with status 404', async ({ page, consoleGuard }) => {
    // The browser itself logs the 404 response of the document; that is the point of this test.
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
    const response = await page.goto('/docs/2.0/no-such-section/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page not found');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', inventory.docsRedirect.to);
    await expect(main.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });
});
