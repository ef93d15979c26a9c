// The built pages as Pagefind should read them (plugins/search), and the index's size on disk: plain
// CommonJS, so that the search plugin's copying child (./copier.cjs) runs it without Docusaurus's
// module loader, and scripts/bench.mjs imports it as it is.
/* eslint-disable @typescript-eslint/no-require-imports */
const { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { dirname, join, relative } = require('node:path');
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * The HTML as Pagefind should read it. The built HTML has no whitespace between block elements (and
 * leaves out optional closing tags), so Pagefind would read `<dt>Type<dd>number` or adjacent table
 * cells as one word; a space before each block's opening tag keeps the words apart. Only the
 * indexer's copy changes, not the page.
 * @param {string} html
 * @returns {string}
 */
function spaceBlocks(html) {
  return html.replace(
    /<(?:td|th|tr|dt|dd|li|p|h[1-6]|div|section|dl|ul|ol|pre|table|blockquote|caption|figcaption|br)[\s/>]/g,
    ' $&',
  );
}

/**
 * The HTML without its "Sources" section for the indexer: the closing `## Sources` section of a
 * docs page names the framework files each claim was read in, which search results should not
 * offer in place of the page that teaches the name. Every element from that heading to the next
 * `h2` or the end of the page content (the doc footer) gets `data-pagefind-ignore`. Only the
 * indexer's copy changes, not the page.
 * @param {string} html
 * @returns {string}
 */
function ignoreSources(html) {
  const start = /<h2\b[^>]*\bid=(?:"sources"|sources)[\s>]/.exec(html);
  if (!start) return html;
  const rest = html.slice(start.index + 3);
  const next = rest.search(/<h2\b|<footer\b|<\/article>/);
  const end = next === -1 ? html.length : start.index + 3 + next;
  const section = html.slice(start.index, end).replace(/<([a-zA-Z][\w-]*)(?=[\s/>])/g, '<$1 data-pagefind-ignore');
  return html.slice(0, start.index) + section + html.slice(end);
}

/**
 * Every .html file under `dir`, but for Pagefind's own folder.
 * @param {string} dir
 * @returns {string[]}
 */
function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'pagefind' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Writes the indexable copy of every page of `outDir` that marks what search indexes
 * (`data-pagefind-body`) into `pagesDir`, emptied first, at the same path; returns how many it wrote.
 * @param {string} outDir
 * @param {string} pagesDir
 * @returns {number}
 */
function copyIndexablePages(outDir, pagesDir) {
  rmSync(pagesDir, { recursive: true, force: true });
  let pages = 0;
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    if (!html.includes('data-pagefind-body')) continue;
    const copy = join(pagesDir, relative(outDir, file));
    mkdirSync(dirname(copy), { recursive: true });
    writeFileSync(copy, spaceBlocks(ignoreSources(html)));
    pages += 1;
  }
  return pages;
}

/**
 * Total size of a folder's files, in bytes: the index's size as the search plugin logs it,
 * `npm run bench` reports it and tests/build/search.test.ts holds it to its budget.
 * @param {string} dir
 * @returns {number}
 */
function folderSize(dir) {
  return readdirSync(dir).reduce((total, name) => {
    const path = join(dir, name);
    const stat = statSync(path);
    return total + (stat.isDirectory() ? folderSize(path) : stat.size);
  }, 0);
}

module.exports = { spaceBlocks, ignoreSources, copyIndexablePages, folderSize };
