import { test, expect, open } from './fixtures';

const EMAIL = 'ben.shepherd@gmx.com';

test.describe('contribution page', () => {
  test('lists numbered contribution steps and future ideas', async ({ page }) => {
    await open(page, '/contribution');
    await expect(page.locator('h1')).toHaveText('Contribute');
    const steps = page.locator('main ol').first().locator('li');
    expect((await steps.allTextContents()).map((t) => t.split(/[\s:]/)[0])).toEqual([
      'Fork',
      'Branch',
      'Change',
      'Test',
      'Open',
    ]);
    const ideas = await page.locator('main h2:has-text("Future ideas") + p + ul li').allTextContents();
    for (const idea of ['Auto-generated API documentation', 'Views', 'Caching']) {
      expect(ideas.some((text) => text.startsWith(idea))).toBe(true);
    }
  });

  test('reveals the e-mail address and the chat invite only when asked', async ({ page }) => {
    await open(page, '/contribution');
    await expect(page.getByText(EMAIL)).toHaveCount(0);
    const emailButton = page.getByRole('button', { name: "Show the author's e-mail" });
    await expect(emailButton).toHaveAttribute('aria-expanded', 'false');
    await emailButton.click();
    await expect(page.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);

    const chat = page.locator('#community-chat');
    await expect(chat.getByRole('link')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show the community chat invite' }).click();
    const invite = chat.getByRole('link');
    await expect(invite).toHaveAttribute('href', /^https:\/\//);
    await expect(invite).toHaveAttribute('target', '_blank');
    await expect(invite).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the e-mail address appears in no served HTML or JavaScript', async ({ page, request }) => {
    const assets = new Set<string>();
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (/javascript|html|json/.test(type)) assets.add(response.url());
    });
    await open(page, '/contribution');
    await page.getByRole('button', { name: "Show the author's e-mail" }).click();
    for (const url of ['/', '/contribution', '/github', ...assets]) {
      const body = await (await request.get(url)).text();
      expect(body, url).not.toContain(EMAIL);
      expect(body, url).not.toContain('ben.shepherd@');
    }
  });
});

test.describe('GitHub page', () => {
  test('asks for a star and offers a donation link, both in a new tab', async ({ page }) => {
    await open(page, '/github');
    const star = page.getByRole('link', { name: /Star .* on GitHub/ });
    await expect(star).toHaveAttribute('href', 'https://github.com/ben-shepherd/larascript-framework');
    const donate = page.getByRole('link', { name: /Donate/ });
    await expect(donate).toHaveAttribute('href', /^https:\/\//);
    for (const link of [star, donate]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
