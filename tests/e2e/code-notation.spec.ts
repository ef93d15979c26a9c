import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, open } from './fixtures';
import { axeViolations } from './axe';

/**
 * Line notation (`// [!code ++]`, `diff="…"` includes) and `:::tree` file trees, as a reader meets
 * them: a tutorial step that changes a file shows the change, copies as the resulting file and passes
 * axe in both color modes; a folder layout is a file tree that needs no JavaScript.
 */
const STEP_FILE = join(
  __dirname,
  '..',
  '..',
  'tutorial',
  'steps',
  '04-validation',
  'src',
  'app',
  'routes',
  'postRoutes.ts',
);

test.describe('a changed file shown as its changes', () => {
  test('marks added and removed lines by a sign as well as a color, copies the resulting file, and passes axe', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/docs/2.0/tutorial/validation');
    const block = page.locator('article .theme-code-block').filter({ hasText: 'src/app/routes/postRoutes.ts' }).first();
    // Pointing at the block brings its recorded types (type-hovers.spec.ts), and the block renders
    // again with its names as buttons: let that happen first, then read the lines.
    await block.locator('pre').hover();
    await expect(block.locator('.type-hover').first()).toBeAttached();
    const added = block.locator('.code-line--added');
    const removed = block.locator('.code-line--removed');
    await expect(added.first()).toBeVisible();
    expect(await added.count()).toBeGreaterThan(0);
    expect(await removed.count()).toBeGreaterThan(0);
    // The sign in the gutter, with its spoken form: "+" / "added", "−" / "removed".
    const sign = (locator: typeof added) => locator.first().evaluate((el) => getComputedStyle(el, '::before').content);
    expect(await sign(added)).toContain('"+"');
    expect(await sign(removed)).toContain('"−"');
    // The token colors stay: the block is still highlighted TypeScript, not a diff.
    await expect(block.locator('.token.keyword').first()).toBeVisible();

    await block.hover();
    await block.getByRole('button', { name: /copy/i }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trimEnd()).toBe(readFileSync(STEP_FILE, 'utf8').trimEnd());
    expect(copied).not.toContain('[!code');

    expect(await axeViolations(page, { include: ['article .theme-code-block'] }), 'light').toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
    // The colors ease to dark mode: check them once they are there.
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'),
    );
    expect(
      await axeViolations(page, { include: ['article .theme-code-block'], rules: ['color-contrast'] }),
      'dark',
    ).toEqual([]);
  });
});

test.describe('file trees', () => {
  test('a folder layout is a file tree without JavaScript: folders and files told apart by their icon and slash', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/docs/2.0/getting-started/introduction');
    const tree = page.locator('article .file-tree');
    await expect(tree).toHaveCount(1);
    const names = await tree.locator('.file-tree__name').allTextContents();
    expect(names).toEqual(['src/', 'app/', 'config/', 'core/', 'tests/', 'app.ts', 'setup.ts', 'docker/', 'storage/']);
    await expect(tree.locator('li.file-tree__folder')).toHaveCount(7);
    await expect(tree.locator('li.file-tree__file')).toHaveCount(2);
    // The comment beside an entry.
    await expect(tree.locator('li.file-tree__file').first().locator('.file-tree__comment')).toContainText(
      'entry point: boots the kernel',
    );
    // A different icon shape for folders and files, not only a color.
    const icon = (selector: string) =>
      tree
        .locator(`${selector} > .file-tree__line .file-tree__name`)
        .first()
        .evaluate((el) => getComputedStyle(el, '::before').maskImage);
    const [folderIcon, fileIcon] = [await icon('li.file-tree__folder'), await icon('li.file-tree__file')];
    expect(folderIcon).toMatch(/^url\(/);
    expect(fileIcon).toMatch(/^url\(/);
    expect(folderIcon).not.toBe(fileIcon);
    // Nested lists carry the hierarchy: app.ts sits inside src/.
    await expect(tree.locator('li.file-tree__folder').first().locator('li', { hasText: 'app.ts' })).toHaveCount(1);
    await context.close();
  });
});
