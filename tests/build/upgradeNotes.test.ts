import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GUIDE_PAGE, parseUpgradeGuide } from '../../src/lib/upgradeGuide';

/**
 * Every docs page an Upgrade Guide entry names shows, in its built HTML, a note linking to that entry;
 * notes that follow each other on a page are one note with one line per change.
 */
const root = join(__dirname, '..', '..');
const version = (JSON.parse(readFileSync(join(root, 'versions.json'), 'utf8')) as string[])[0]!;
const docsDir = join(root, 'versioned_docs', `version-${version}`);
const guide = parseUpgradeGuide(readFileSync(join(docsDir, GUIDE_PAGE), 'utf8'));

/** The built HTML of a docs page given as `http/middleware.md`. */
const html = (page: string): string =>
  readFileSync(join(root, 'build', 'docs', version, page.replace(/\.mdx?$/, ''), 'index.html'), 'utf8');

/** The notes of a page: each one's links to the guide. */
function notes(page: string): string[][] {
  return [...html(page).matchAll(/<div[^>]*role=["']?note["']?[^>]*>([\s\S]*?)<\/div>/g)].map((m) =>
    [...m[1]!.matchAll(/href=["']?[^"' >]*upgrade-guide\/?#(u\d{3}-\d+)/g)].map((l) => l[1]!),
  );
}

describe('"Changed in" notes on the pages the Upgrade Guide names', () => {
  const pages = [...new Set(guide.entries.flatMap((e) => e.pages))];

  it('the guide names pages', () => {
    expect(guide.entries.length).toBeGreaterThan(50);
    expect(pages.length).toBeGreaterThan(20);
  });

  it.each(pages)('%s links to each entry that names it', (page) => {
    const linked = notes(page).flat();
    const expected = guide.entries.filter((e) => e.pages.includes(page)).map((e) => e.id);
    expect(expected.filter((id) => !linked.includes(id))).toEqual([]);
  });

  it('notes in a row are one note, one line per change', () => {
    const page = 'http/middleware.md';
    const grouped = notes(page).find((links) => links.length > 1);
    expect(grouped?.length).toBeGreaterThan(1);
    expect(html(page)).toMatch(/role=["']?note["']?[^>]*>\s*<ul/);
  });
});
