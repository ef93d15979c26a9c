import { test, expect, inventory, open } from './fixtures';

const intro = inventory.docsRedirect.to;

test.describe('header', () => {
  test('shows the logo, the five links, the version and the color mode switch; each link goes where it says', async ({
    page,
  }) => {
    await open(page, intro);
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('img', { name: /logo/i })).toBeVisible();
    const expected: [string, RegExp][] = [
      ['Home', /\/$/],
      ['Documentation', new RegExp(`${intro}$`)],
      ['Blog', /\/blog$/],
      ['Contribute', /\/contribution$/],
      ['GitHub', /\/github$/],
    ];
    await open(page, intro);
    for (const [name, url] of expected) {
      // Back to the introduction the way a reader goes back, without loading the site again.
      if (!page.url().endsWith(intro)) await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${intro}$`));
      await navbar
        .locator('.navbar__items:not(.navbar__items--right)')
        .getByRole('link', { name, exact: true })
        .click();
      await expect(page).toHaveURL(url);
    }
    await expect(
      page.locator('nav.navbar').getByRole('button', { name: /dark mode|light mode|system mode/i }),
    ).toBeVisible();
  });

  test('the version item lists 2.0 and points at the 2.0 docs', async ({ page }) => {
    await open(page, intro);
    const version = page.locator('.navbar__items--right').getByRole('link', { name: '2.0' });
    await expect(version).toBeVisible();
    await expect(version).toHaveAttribute('href', /\/docs\/2\.0\//);
  });

  test('the color mode switch changes the theme', async ({ page }) => {
    await open(page, intro);
    const toggle = page.locator('nav.navbar').getByRole('button', { name: /mode/i });
    const seen = new Set<string | null>();
    for (let i = 0; i < 3; i++) {
      await toggle.click();
      seen.add(await page.locator('html').getAttribute('data-theme'));
    }
    expect([...seen].sort()).toEqual(['dark', 'light']);
  });

  test('on a phone the menu toggle opens the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, intro);
    await page.getByRole('button', { name: /toggle navigation bar/i }).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Contribute' })).toBeVisible();
  });

  test('the beta banner is shown site-wide', async ({ page }) => {
    for (const path of ['/', intro, '/blog', '/contribution']) {
      await open(page, path);
      await expect(
        page.getByText(/in beta.*not recommended for production.*small-scale and experimental projects/i).first(),
      ).toBeVisible();
    }
  });
});

test.describe('the head after a page change without a reload', () => {
  /**
   * Title, the <html> attributes the pages set, and the head elements Head manages (data-rh),
   * normalised: of the live document, or of the HTML the server sends for the same address.
   */
  const headOf = async (from: string) => {
    const doc =
      from === 'live'
        ? document
        : new DOMParser().parseFromString(await (await fetch(location.pathname)).text(), 'text/html');
    return {
      title: doc.title,
      html: ['lang', 'dir', 'class'].map((name) => `${name}=${doc.documentElement.getAttribute(name)}`),
      elements: [...doc.head.querySelectorAll('[data-rh]:not(title)')]
        .map((el) =>
          [
            el.localName,
            ...[...el.attributes]
              .filter((a) => a.name !== 'data-rh')
              .map((a) => `${a.name}=${a.value}`)
              .sort(),
            // Structured data compared as data: the server's HTML has its keys in another order.
            el.getAttribute('type') === 'application/ld+json'
              ? JSON.stringify(JSON.parse(el.textContent ?? 'null'), (_, value: unknown) =>
                  value && typeof value === 'object' && !Array.isArray(value)
                    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
                    : value,
                )
              : (el.textContent ?? ''),
          ].join(' '),
        )
        .sort(),
    };
  };

  test('is the head the server sends for the new page: title, html classes, meta, links, structured data', async ({
    page,
  }) => {
    await open(page, '/docs/2.0/http/routing');
    const steps: [string, () => Promise<void>][] = [
      ['the blog', () => page.locator('nav.navbar').getByRole('link', { name: 'Blog', exact: true }).click()],
      ['a post', () => page.locator('article h2 a').first().click()],
      ['the home page', () => page.locator('nav.navbar').getByRole('link', { name: 'Home', exact: true }).click()],
      ['the docs', () => page.locator('nav.navbar').getByRole('link', { name: 'Documentation', exact: true }).click()],
      [
        'the next docs page',
        () => page.locator('nav.pagination-nav').last().locator('.pagination-nav__link--next').click(),
      ],
    ];
    for (const [where, go] of steps) {
      await test.step(where, async () => {
        const before = page.url();
        await go();
        await expect(page).not.toHaveURL(before);
        const server = await page.evaluate(headOf, 'server');
        await expect.poll(() => page.evaluate(headOf, 'live')).toEqual(server);
      });
    }
  });
});

test.describe('sidebar', () => {
  test('lists the Navigation group and the documentation groups in the spec order', async ({ page }) => {
    await open(page, intro);
    // The Tutorial group is not a section of the spec; tutorial.spec.ts checks its place.
    const labels = (
      await page.locator('.theme-doc-sidebar-menu > li > .menu__list-item-collapsible > a').allTextContents()
    ).filter((label) => label !== 'Tutorial');
    const specOrder = Object.keys(inventory.docs);
    expect(labels[0]).toBe('Navigation');
    expect(labels).toHaveLength(specOrder.length + 1);
    const titleCase = (slug: string) =>
      slug
        .split('-')
        .map((w) => w[0].toUpperCase() + w.slice(1))
        .join(' ');
    // Labels are the sections in Title Case (acronyms such as HTTP and CLI in capitals).
    expect(labels.slice(1).map((l) => l.toLowerCase())).toEqual(specOrder.map((s) => titleCase(s).toLowerCase()));
  });

  test('expands the group of the current page and collapses the others', async ({ page }) => {
    for (const [path, group] of [
      [intro, 'Getting Started'],
      ['/docs/2.0/http/routing', 'HTTP'],
      ['/docs/2.0/testing/introduction', 'Testing'],
    ] as const) {
      await open(page, path);
      const categories = page.locator('.theme-doc-sidebar-menu > li > .menu__list-item-collapsible > a');
      const states = await categories.evaluateAll((links) =>
        links.map((a) => [a.textContent?.trim(), a.getAttribute('aria-expanded')] as const),
      );
      for (const [label, expanded] of states) {
        expect(`${label}: ${expanded}`).toBe(`${label}: ${label === group ? 'true' : 'false'}`);
      }
    }
  });

  test('groups expand and collapse on click', async ({ page }) => {
    await open(page, intro);
    const auth = page
      .locator('.theme-doc-sidebar-menu')
      .getByRole('button', { name: /Auth/ })
      .or(page.locator('.theme-doc-sidebar-menu a.menu__link--sublist', { hasText: /^Auth$/ }));
    await auth.first().click();
    await expect(page.locator('.theme-doc-sidebar-menu a.menu__link--sublist', { hasText: /^Auth$/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('the Navigation group links to Home, Documentation, Blog, Contribute and GitHub', async ({ page }) => {
    await open(page, intro);
    await page.locator('.theme-doc-sidebar-menu a.menu__link--sublist', { hasText: 'Navigation' }).click();
    const links = page.locator('.theme-doc-sidebar-menu > li').first().locator('ul a');
    expect(await links.allTextContents()).toEqual(['Home', 'Documentation', 'Blog', 'Contribute', 'GitHub']);
    await links.filter({ hasText: 'Documentation' }).click();
    await expect(page).toHaveURL(new RegExp(`${intro}$`));
  });

  test('can be hidden and shown again', async ({ page }) => {
    await open(page, intro);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    await expect(sidebar).toBeVisible();
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar).toBeVisible();
  });
});
