import { test, expect, open, inventory } from './fixtures';

test.describe('home page', () => {
  test('hero: site name, description and the three calls to action', async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('h1')).toHaveText('Larascript Framework');
    await expect(page.locator('[class*="hero"]').getByText('A Node.js framework inspired by Laravel')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', inventory.docsRedirect.to);
    await expect(page.locator('[class*="hero"]').getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.locator('[class*="hero"]').getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/ben-shepherd/larascript-framework',
    );
    await expect(page.locator('[class*="hero"]').getByText(/not recommended for production/)).toBeVisible();
  });

  test('the feature grid has nine features whose icons scroll to their section, 100 px below the top', async ({
    page,
  }) => {
    await page.clock.install();
    await open(page, '/');
    const items = page.locator('[aria-labelledby="features-title"] li a');
    await expect(items).toHaveCount(9);
    const names = await items.locator('span').first().allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const [name, section] of [
      ['Validation', 'validation'],
      ['PostgreSQL and MongoDB', 'databases'],
    ] as const) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await items.filter({ hasText: name }).click();
      await page.clock.runFor(1100);
      const top = await page.locator(`#${section}`).evaluate((el) => el.getBoundingClientRect().top);
      expect(Math.round(top)).toBe(100);
      await expect(page).toHaveURL(new RegExp(`#${section}$`));
    }
  });

  test('has a section with code and a docs link for each feature', async ({ page }) => {
    await open(page, '/');
    for (const id of [
      'express',
      'routing',
      'middleware',
      'databases',
      'models',
      'query-builder',
      'authentication',
      'validation',
      'providers',
    ]) {
      const section = page.locator(`section#${id}`);
      await expect(section.locator('h2')).toBeVisible();
      await expect(section.locator('pre code')).toContainText('@src/');
      await expect(section.getByRole('link', { name: /^Read about/ })).toHaveAttribute('href', /^\/docs\/2\.0\//);
    }
  });

  test('the Built With row shows the five logos with their names, loaded as the reader scrolls to it', async ({
    page,
  }) => {
    await open(page, '/');
    const row = page.locator('[aria-labelledby="built-with-title"]');
    await row.scrollIntoViewIfNeeded();
    for (const name of ['Node.js', 'TypeScript', 'Express', 'PostgreSQL', 'MongoDB']) {
      const link = row.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toBeVisible();
      const image = link.locator('img');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          message: `the ${name} logo is loaded`,
        })
        .toBe(true);
    }
  });

  test('Back to Top appears after the Express section and returns to the very top', async ({ page }) => {
    await page.clock.install();
    await open(page, '/');
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    const expressBottom = await page
      .locator('#express')
      .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    await page.evaluate((y) => window.scrollTo({ top: y - 200, behavior: 'instant' }), expressBottom);
    await page.clock.runFor(200);
    await expect(button).toBeHidden();
    await page.evaluate((y) => window.scrollTo({ top: y + 50, behavior: 'instant' }), expressBottom);
    await page.clock.runFor(200);
    await expect(button).toBeVisible();
    await button.click();
    await page.clock.runFor(1100);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(200);
    await expect(button).toBeHidden();
  });
});
