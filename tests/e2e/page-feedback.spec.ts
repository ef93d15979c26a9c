import type { Page } from '@playwright/test';
import { axeResults } from './axe';
import { test, expect, open } from './fixtures';

/**
 * "Was this page helpful?" at the end of docs pages and reference entries (src/components/
 * PageFeedback): both answers are links to GitHub's prefilled issue form; the section the reader was
 * in joins the link when they use it. And "Open in ChatGPT / Claude" beside "Copy page".
 */
const PATH = '/docs/2.0/http/routing';
const feedbackOf = (page: Page) => page.getByRole('group', { name: 'Was this page helpful?' });

/** Answers GitHub's new-issue page here, and records which URLs were asked for. */
async function fakeGitHub(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('https://github.com/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>New issue</title><h1>New issue</h1>' });
  });
  return asked;
}

test.describe('page feedback', () => {
  test('by keyboard: Tab reaches Yes after the content, and Enter opens the form with the section read last', async ({
    page,
  }) => {
    const asked = await fakeGitHub(page);
    await open(page, PATH);
    // The reader reads a section in the middle of the page…
    const section = page.locator('article h2[id]').nth(2);
    const { id, text } = await section.evaluate((heading) => {
      heading.scrollIntoView();
      return {
        id: heading.id,
        text: [...heading.childNodes]
          .filter((n) => !(n instanceof HTMLElement && n.classList.contains('hash-link')))
          .map((n) => n.textContent)
          .join('')
          .trim(),
      };
    });
    await page.waitForTimeout(400);
    // …then tabs from the last link of the content to the question (which scrolls the page to its end).
    await page.locator('article .markdown a[href]').last().focus();
    const feedback = feedbackOf(page);
    for (
      let i = 0;
      i < 10 && !(await feedback.getByRole('link', { name: 'Yes' }).evaluate((a) => a === document.activeElement));
      i++
    )
      await page.keyboard.press('Tab');
    await expect(feedback.getByRole('link', { name: 'Yes' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle('New issue');
    const url = new URL(asked[0]!);
    expect(url.pathname).toMatch(/^\/[^/]+\/[^/]+\/issues\/new$/);
    expect(url.searchParams.get('template')).toBe('docs-feedback.yml');
    expect(url.searchParams.get('helpful')).toBe('Yes');
    expect(url.searchParams.get('title')).toBe('[Helpful] HTTP Routing');
    expect(url.searchParams.get('path')).toBe(PATH);
    expect(url.searchParams.get('version')).toBe('2.0');
    expect(url.searchParams.get('heading')).toBe(`${text} (#${id})`);
    expect(url.searchParams.get('commit')).toMatch(/^[0-9a-f]{12}$/);
  });

  test('by mouse on a reference entry: No opens the form for that entry', async ({ page }) => {
    const asked = await fakeGitHub(page);
    await open(page, '/docs/2.0/api/model');
    await feedbackOf(page).getByRole('link', { name: 'No' }).click();
    await expect(page).toHaveTitle('New issue');
    const url = new URL(asked[0]!);
    expect(url.searchParams.get('helpful')).toBe('No');
    expect(url.searchParams.get('path')).toBe('/docs/2.0/api/model');
    expect(url.searchParams.get('title')).toBe('[Not helpful] Model');
  });

  test('passes axe in light and dark mode', async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await open(page, '/docs/2.0/getting-started/prerequisites');
      await page.locator(`html[data-theme="${colorScheme}"]`).waitFor({ state: 'attached' });
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'),
      );
      await feedbackOf(page).scrollIntoViewIfNeeded();
      const results = await axeResults(page, { include: ['[role="group"]:has([data-feedback])'], rules: 'default' });
      expect(
        results.violations.map((v) => `${v.id}: ${v.help}`),
        colorScheme,
      ).toEqual([]);
    }
  });
});

test.describe('page feedback without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('both answers are plain links to the form, without the section', async ({ page }) => {
    await page.goto(PATH);
    const feedback = feedbackOf(page);
    for (const [name, helpful] of [
      ['Yes', 'Yes'],
      ['No', 'No'],
    ]) {
      const href = (await feedback.getByRole('link', { name }).getAttribute('href'))!;
      const url = new URL(href);
      expect(url.searchParams.get('helpful')).toBe(helpful);
      expect(url.searchParams.get('path')).toBe(PATH);
      expect(url.searchParams.has('heading')).toBe(false);
    }
  });
});

test.describe('Open in an assistant', () => {
  for (const path of [PATH, '/docs/2.0/api/model', '/docs/2.0/api']) {
    test(`${path}: links to ChatGPT and Claude carry the Markdown twin, and nothing is asked of them before a click`, async ({
      page,
    }) => {
      const external: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('http://localhost'))
          external.push(request.url());
      });
      await open(page, path);
      await page.waitForLoadState('networkidle');
      const twin = new URL(`${path}.md`, 'https://www.larascriptnode.com').href;
      for (const [name, origin] of [
        ['ChatGPT', 'https://chatgpt.com'],
        ['Claude', 'https://claude.ai'],
      ]) {
        const link = page.getByRole('link', { name: `Open in ${name} (opens in a new tab)` });
        await expect(link).toHaveAttribute('target', '_blank');
        const url = new URL((await link.getAttribute('href'))!);
        expect(url.origin).toBe(origin);
        expect(url.searchParams.get('q')).toContain(twin);
      }
      expect(external).toEqual([]);
    });
  }
});
