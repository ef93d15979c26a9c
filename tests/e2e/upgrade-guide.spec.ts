import { test, expect, open } from './fixtures';
import { axeViolations, COLOUR_RULES } from './axe';

const GUIDE = '/docs/2.0/getting-started/upgrade-guide';
const RELEASES = ['2.0.1', '2.0.2', '2.0.3', '2.0.4', '2.0.5', '2.0.6'];
const section = (release: string) => `section[data-upgrade-release="${release}"]`;

test.describe('Upgrade Guide', () => {
  // One visit: the choice by keyboard, the URL, the list and the sections, a reload, axe in both modes.
  test('"I\'m on 2.0.N" by keyboard keeps the choice in the URL and shows only the changes still to make', async ({
    page,
  }) => {
    await open(page, GUIDE);
    const choice = page.getByLabel("I'm on");
    const changes = page.getByRole('list', { name: /^Changes to make from/ });

    await test.step('every release shows until a choice is made', async () => {
      for (const release of RELEASES) await expect(page.locator(section(release))).toBeVisible();
      await expect(changes).toHaveCount(0);
    });

    await test.step('arrow keys change the choice; the URL, the list and the sections follow', async () => {
      await choice.focus();
      await expect(choice).toBeFocused();
      // From "any release": 2.0.0, 2.0.1, 2.0.2, 2.0.3.
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
      await expect(choice).toHaveValue('2.0.3');
      await expect(page).toHaveURL(/\?from=2\.0\.3$/);
      for (const release of ['2.0.1', '2.0.2', '2.0.3']) await expect(page.locator(section(release))).toBeHidden();
      for (const release of ['2.0.4', '2.0.5', '2.0.6']) await expect(page.locator(section(release))).toBeVisible();
      // The list holds exactly the entries of the visible sections, in page order.
      const visibleIds = await page
        .locator('section[data-upgrade-release]:not([hidden]) h3[id]')
        .evaluateAll((hs) => hs.map((h) => h.id));
      const listed = await changes.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(listed).toEqual(visibleIds.map((id) => `#${id}`));
      await expect(page.getByText(`From 2.0.3: ${visibleIds.length} changes to make, estimated effort`)).toBeVisible();
      // The table of contents leaves out what is hidden.
      await expect(page.locator('.table-of-contents a[href="#2.0.2"]').first()).toBeHidden();
    });

    await test.step('a reload keeps the choice', async () => {
      await page.reload();
      await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(choice).toHaveValue('2.0.3');
      await expect(page.locator(section('2.0.3'))).toBeHidden();
      await expect(changes).toBeVisible();
    });

    // The crawl checks the whole guide with every section shown, in both color modes; what this state
    // adds is the page with sections hidden (its structure) and the chooser's list and summary. The
    // code text of the 45 samples is the same in either state and its kinds of code element are
    // checked by the crawl on the pages that stand for them (crawlPlan.ts): left out here.
    await test.step('axe finds nothing on the page as chosen; the chooser passes the colour rules in light and dark', async () => {
      const chooser = 'div:has(> nav[aria-label="Releases"])';
      await page.emulateMedia({ colorScheme: 'light' });
      await page.locator('html[data-theme="light"]').waitFor({ state: 'attached' });
      expect(
        await axeViolations(page, { skipRules: COLOUR_RULES, exclude: ['pre code'] }),
        'light: axe violations',
      ).toEqual([]);
      expect(await axeViolations(page, { include: [chooser], rules: COLOUR_RULES }), 'light: chooser').toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
      // Colours change with a transition: check them once it has finished, as a reader sees them.
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'),
      );
      expect(await axeViolations(page, { include: [chooser], rules: COLOUR_RULES }), 'dark: chooser').toEqual([]);
    });
  });

  test('without JavaScript every release section and its anchor is there, with no chooser', async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto(`${GUIDE}?from=2.0.3`);
    for (const release of RELEASES) {
      await expect(page.locator(section(release))).toBeVisible();
      await expect(page.locator(`[id="${release}"]`)).toHaveCount(1);
      await expect(
        page.getByRole('navigation', { name: 'Releases' }).getByRole('link', { name: release }),
      ).toHaveAttribute('href', `#${release}`);
    }
    await expect(page.locator('h3[id^="u20"]')).not.toHaveCount(0);
    await expect(page.locator('select')).toHaveCount(0);
    await noScript.close();
  });
});
