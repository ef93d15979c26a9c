import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { test, expect, open } from './fixtures';
import { includeIntoCode } from '../../src/lib/codeInclude.cjs';
import { findCodeFences } from '../../src/lib/codeFences';

/**
 * The Tutorial group: it follows Getting Started in the sidebar with its pages in order, and every
 * page shows its title, code included from tutorial/steps/ under a file title, and a checkpoint.
 */
const root = join(__dirname, '..', '..');
const dir = join(root, 'versioned_docs', 'version-2.0', 'tutorial');

interface TutorialPage {
  position: number;
  route: string;
  title: string;
  label: string;
  /** The first fence that includes a file and has a title: its title and the text it must show. */
  included: { title: string; code: string };
}

const pages: TutorialPage[] = readdirSync(dir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => {
    const source = readFileSync(join(dir, name), 'utf8');
    const front = yaml.load(/^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '') as Record<string, string | number>;
    const fence = findCodeFences(source).find((f) => /(^|\s)file=/.test(f.meta) && /(^|\s)title=/.test(f.meta));
    if (!fence) throw new Error(`${name} has no included code block with a title`);
    const node = { value: fence.code, meta: fence.meta };
    includeIntoCode(node, { rootDir: root, page: name });
    return {
      position: Number(front.sidebar_position),
      route: `/docs/2.0/tutorial/${name.replace(/\.md$/, '')}`,
      title: String(front.title),
      label: String(front.sidebar_label),
      included: { title: /title="([^"]*)"/.exec(fence.meta)?.[1] ?? '', code: node.value },
    };
  })
  .sort((a, b) => a.position - b.position);

const lines = (text: string) =>
  text
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();

test.describe('tutorial', () => {
  test('has six to eight pages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expect(pages.length).toBeLessThanOrEqual(8);
  });

  test('comes right after Getting Started in the sidebar, with its pages in order', async ({ page }) => {
    await open(page, pages[0].route);
    const groups = (
      await page.locator('.theme-doc-sidebar-menu > li > .menu__list-item-collapsible > a').allTextContents()
    ).map((label) => label.trim());
    expect(groups.indexOf('Tutorial')).toBe(groups.indexOf('Getting Started') + 1);

    const group = page.locator('.theme-doc-sidebar-menu > li').filter({
      has: page.locator('> .menu__list-item-collapsible > a', { hasText: /^Tutorial$/ }),
    });
    const items = (await group.locator('> ul > li > a').allTextContents()).map((label) => label.trim());
    expect(items).toEqual(pages.map((p) => p.label));
  });

  test('the last Getting Started page leads into the tutorial', async ({ page }) => {
    await open(page, pages[0].route);
    const previous = page.locator('nav.pagination-nav').last().locator('.pagination-nav__link--prev');
    await expect(previous.locator('.pagination-nav__label')).toHaveText(/^Getting Started › /);
    await previous.click();
    const next = page.locator('nav.pagination-nav').last().locator('.pagination-nav__link--next');
    await expect(next.locator('.pagination-nav__label')).toHaveText(`Tutorial › ${pages[0].label}`);
  });

  test('the home page offers it as a second path beside Get started', async ({ page }) => {
    await open(page, '/');
    const link = page.locator('[class*="hero"]').getByRole('link', { name: 'Follow the tutorial' });
    await expect(link).toHaveAttribute('href', pages[0].route);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${pages[0].route}$`));
    await expect(page.locator('article h1')).toHaveText(pages[0].title);
  });

  test('its pages are in search, with their sidebar group', async ({ page }) => {
    await open(page, pages[0].route);
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search' }).fill('my-blog-api');
    const result = page
      .getByRole('dialog')
      .locator('[role=option][data-kind=page]')
      .filter({ has: page.locator('text=/Tutorial/') })
      .first();
    await expect(result).toHaveAttribute('data-href', /^\/docs\/2\.0\/tutorial\//, { timeout: 15_000 });
  });

  for (const tutorialPage of pages) {
    test(`${tutorialPage.route} shows its title, included code under a file title, and a checkpoint`, async ({
      page,
    }) => {
      await open(page, tutorialPage.route);
      await expect(page.locator('article h1')).toHaveText(tutorialPage.title);

      const block = page
        .locator('article .theme-code-block')
        .filter({ has: page.locator('[class*="codeBlockTitle"]', { hasText: tutorialPage.included.title }) })
        .first();
      await expect(block).toBeVisible();
      const shown = (await block.locator('pre code .token-line').allTextContents()).join('\n');
      expect(lines(shown)).toBe(lines(tutorialPage.included.code));

      await expect(page.locator('article h2#checkpoint')).toHaveText(/Checkpoint/);
    });
  }
});
