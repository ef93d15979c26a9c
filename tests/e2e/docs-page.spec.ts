import { test, expect, open, overrideOn, chunkPath } from './fixtures';

const page_ = (section: string, name: string) => `/docs/2.0/${section}/${name}`;

test.describe('documentation page layout', () => {
  // One visit of the routing page for what it shows around its content.
  test('shows a breadcrumb Docs › Group › Page, the title, previous and next links at the top and the bottom, and copy buttons on code', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, page_('http', 'routing'));
    await test.step('breadcrumb and title', async () => {
      const crumbs = page.locator('nav.theme-doc-breadcrumbs .breadcrumbs__item');
      expect((await crumbs.allTextContents()).map((t) => t.trim())).toEqual(['Docs', 'HTTP', 'Routing']);
      await expect(crumbs.first().getByRole('link', { name: 'Docs' })).toHaveAttribute(
        'href',
        page_('getting-started', 'introduction'),
      );
      await expect(page.locator('article h1')).toHaveText('HTTP Routing');
    });
    await test.step('previous and next links at the top and at the bottom', async () => {
      const navs = page.locator('nav.pagination-nav');
      await expect(navs).toHaveCount(2);
      const top = navs.first();
      const bottom = navs.last();
      // The top links sit between the title and the content; the bottom ones after the content.
      const [titleY, topY, bottomY] = await Promise.all([
        page.locator('article h1').evaluate((el) => el.getBoundingClientRect().top),
        top.evaluate((el) => el.getBoundingClientRect().top),
        bottom.evaluate((el) => el.getBoundingClientRect().top),
      ]);
      expect(topY).toBeGreaterThan(titleY);
      expect(bottomY).toBeGreaterThan(topY);
      for (const nav of [top, bottom]) {
        await expect(nav.locator('.pagination-nav__link--prev .pagination-nav__label')).toHaveText('Introduction');
        await expect(nav.locator('.pagination-nav__link--next .pagination-nav__label')).toHaveText('Routing Options');
      }
    });
    await test.step('code blocks have a copy button', async () => {
      const block = page.locator('article .theme-code-block').first();
      await block.hover();
      await block.getByRole('button', { name: /copy/i }).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.length).toBeGreaterThan(10);
      expect(await block.locator('code').innerText()).toContain(copied.trim().split('\n')[0]);
    });
    await test.step('a block far down the page offers its buttons once reached, also by keyboard', async () => {
      // Blocks off screen are rendered, and get their buttons, when the reader reaches them.
      const last = page.locator('article .theme-code-block').last();
      await last.locator('pre').focus();
      await expect(last.getByRole('button', { name: /copy/i })).toBeAttached();
      await page.keyboard.press('Tab');
      await expect(last.locator('button:focus')).toHaveCount(1);
    });
    // Last: it leaves the page. The links are made at build time (plugins/remark-api-links).
    await test.step("a sample's framework imports link to the API reference, and the block copies as plain code", async () => {
      const block = page.locator('article .theme-code-block').filter({ hasText: 'import AuthorizeMiddleware' }).first();
      const link = block.getByRole('link', { name: 'AuthorizeMiddleware', exact: true });
      await expect(link).toHaveAttribute('href', '/docs/2.0/api/authorize-middleware');
      // Framework names only: not the module paths, nor the app's own controller and validator.
      expect(await block.getByRole('link').allTextContents()).toEqual(['AuthorizeMiddleware', 'Route']);
      await block.hover();
      await block.getByRole('button', { name: /copy/i }).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(
        'import AuthorizeMiddleware from "@src/core/domains/auth/middleware/AuthorizeMiddleware";',
      );
      await link.focus();
      await expect(link).toBeFocused();
      await expect(link).toHaveCSS('text-decoration-line', 'underline');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/docs\/2\.0\/api\/authorize-middleware$/);
    });
  });

  test('labels a link into another group "{Group} › {Page}" and follows the sidebar order across groups', async ({
    page,
  }) => {
    await open(page, page_('service-providers', 'introduction'));
    const next = page.locator('nav.pagination-nav').last().locator('.pagination-nav__link--next');
    await expect(next.locator('.pagination-nav__label')).toHaveText('Auth › Introduction');
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${page_('auth', 'introduction')}$`));
    const previous = page.locator('nav.pagination-nav').first().locator('.pagination-nav__link--prev');
    await expect(previous.locator('.pagination-nav__label')).toHaveText('Service Providers › Introduction');
  });

  test('the first page has no previous link and the last page no next link', async ({ page }) => {
    await open(page, page_('getting-started', 'introduction'));
    await expect(page.locator('.pagination-nav__link--prev')).toHaveCount(0);
    await expect(page.locator('.pagination-nav__link--next')).toHaveCount(2);
    await open(page, page_('testing', 'introduction'));
    await expect(page.locator('.pagination-nav__link--next')).toHaveCount(0);
    await expect(page.locator('.pagination-nav__link--prev').first().locator('.pagination-nav__label')).toHaveText(
      /^Utilities › /,
    );
  });

  // Colors of a keyword token, from src/css/code-theme.css.
  const keywordColor = { light: 'rgb(207, 34, 46)', dark: 'rgb(255, 123, 114)' };
  const codeState = (page: import('@playwright/test').Page) =>
    page.locator('article').evaluate((article) => {
      const blocks = [...article.querySelectorAll('pre.prism-code > code')];
      const keyword = article.querySelector('pre.prism-code .token.keyword');
      return {
        blocks: blocks.length,
        // Highlighted code is in lines (plain text among the tokens is not wrapped); code waiting for
        // Prism is one text node.
        unhighlighted: blocks.filter((code) => !code.querySelector('.token-line')).length,
        keywordColor: keyword ? getComputedStyle(keyword).color : null,
      };
    });
  // Prism's chunk run as a script (a prefetch of it, after load, is a request of another type).
  const watchHighlighter = (page: import('@playwright/test').Page) => {
    const loads: string[] = [];
    const highlighter = chunkPath('highlighter');
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).pathname === highlighter)
        loads.push(request.url());
    });
    return loads;
  };

  test('code is highlighted on first load in both color modes, tab panels included, without loading Prism', async ({
    page,
  }) => {
    test.skip(
      !overrideOn('prism-startup'),
      'the prism-startup override is off: stock Docusaurus loads Prism at start-up',
    );
    const highlighterLoads = watchHighlighter(page);
    // Without idle time the page never gets Prism ready ahead (src/lib/linkPrefetch.ts), so any
    // load of it here would be the first render needing it.
    await page.addInitScript(() => {
      (window as { requestIdleCallback?: unknown }).requestIdleCallback = () => 0;
    });
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode });
      await open(page, page_('http', 'routing'));
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // The code in the hidden npm/yarn tab panel must be highlighted too.
      await page.getByRole('tab', { name: 'Yarn' }).first().click();
      const state = await codeState(page);
      expect(state.blocks).toBeGreaterThan(5);
      expect(state).toMatchObject({ unhighlighted: 0, keywordColor: keywordColor[mode] });
    }
    expect(highlighterLoads).toEqual([]);
  });

  test('code is highlighted after client-side navigation, and follows a color mode switch', async ({ page }) => {
    const highlighterLoads = watchHighlighter(page);
    await open(page, page_('http', 'routing'));
    await page.locator('.pagination-nav__link--next').first().click();
    await expect(page).toHaveURL(/\/docs\/2\.0\/http\/routing-options$/);
    // The address changes at the click; the page being left stays on screen, its code highlighted by
    // the server, until the next page's chunks have loaded.
    await expect(page.locator('article h1')).toHaveText('HTTP Routing Options');
    await expect.poll(async () => (await codeState(page)).unhighlighted).toBe(0);
    expect((await codeState(page)).keywordColor).toBe(keywordColor.light);
    // Prism's rendering links a sample's framework imports too, as the server's does.
    await expect(page.locator('article pre a[href^="/docs/2.0/api/"]').first()).toBeVisible();
    expect(highlighterLoads).toHaveLength(1);
    // The switch cycles through system, light and dark.
    const toggle = page.getByRole('button', { name: /switch between dark and light mode/i });
    for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; i++)
      await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(async () => (await codeState(page)).keywordColor).toBe(keywordColor.dark);
  });
});

test.describe('configuration cards', () => {
  test('show name, description, default, environment variable and nested children, with deep links', async ({
    page,
  }) => {
    await open(page, page_('configuration', 'auth') + '#settings.secret');
    const secret = page.locator('[id="settings.secret"]');
    await expect(secret).toBeInViewport();
    const settings = page.locator('section', { has: page.locator('[id="settings"]') }).first();
    await expect(settings).toContainText('Default');
    const expires = page.locator('section', { has: page.locator('[id="settings.expiresInMinutes"]') }).first();
    await expect(expires).toContainText('JWT_EXPIRES_IN_MINUTES');
    await expect(expires).toContainText('60');
    // A child card is indented inside its parent card.
    const [parentX, childX] = await Promise.all([
      page.locator('[id="settings"]').evaluate((el) => el.getBoundingClientRect().left),
      page.locator('[id="settings.secret"]').evaluate((el) => el.getBoundingClientRect().left),
    ]);
    expect(childX).toBeGreaterThan(parentX);
  });
});
