import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Every built page's HTML and every stylesheet stays within the per-file budgets of budgets.json. */
const root = join(__dirname, '..', '..');
const build = join(root, 'build');
const budgets: { everyPage: { htmlGzipKB: number; cssGzipKB: number } } = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'));

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
const files = walk(build);
const gzipKB = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

describe('per-file size budgets', () => {
  it('every HTML page', () => {
    const pages = files.filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(100);
    const over = pages
      .map((f) => [relative(build, f), gzipKB(f)] as const)
      .filter(([, size]) => size > budgets.everyPage.htmlGzipKB)
      .map(([f, size]) => `${f}: ${size.toFixed(1)} KB gzip`);
    expect(over).toEqual([]);
  });

  it('every stylesheet', () => {
    const sheets = files.filter((f) => f.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(0);
    const over = sheets
      .map((f) => [relative(build, f), gzipKB(f)] as const)
      .filter(([, size]) => size > budgets.everyPage.cssGzipKB)
      .map(([f, size]) => `${f}: ${size.toFixed(1)} KB gzip`);
    expect(over).toEqual([]);
  });
});

describe('rendering', () => {
  it('no page leaks a raw <mdxAdmonitionTitle> element (an admonition title Docusaurus could not render)', () => {
    const offenders = files
      .filter((f) => f.endsWith('.html') && /<mdxadmonitiontitle/i.test(readFileSync(f, 'utf8')))
      .map((f) => relative(build, f));
    expect(offenders).toEqual([]);
  });
});

describe('pixel density', () => {
  // The crawl's phone pass renders at a device pixel ratio of 1 (tests/e2e/crawl.spec.ts): that checks
  // the same things as 2 only while nothing on the site depends on the pixel ratio.
  it('no page or stylesheet picks content by pixel density (srcset, image-set, resolution queries)', () => {
    const dependent = files
      .filter((f) => /\.(html|css)$/.test(f))
      .filter((f) => /\bsrcset=|image-set\(|min-resolution|max-resolution|device-pixel-ratio|\bdppx\b/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(build, f));
    expect(dependent).toEqual([]);
  });
});

describe('privacy', () => {
  it("no built file holds the author's e-mail address in plain form", () => {
    const offenders = files
      .filter((f) => /\.(html|js|json|xml|txt|css)$/.test(f))
      .filter((f) => readFileSync(f, 'utf8').includes('ben.shepherd@'))
      .map((f) => relative(build, f));
    expect(offenders).toEqual([]);
  });
});
