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

describe('first paint', () => {
  const pages = files.filter((f) => f.endsWith('.html'));
  const html = (file: string) => readFileSync(file, 'utf8');

  it("every page holds its first paint until it is parsed: the <head> expects the body's last element", () => {
    const offenders = pages
      .filter((f) => {
        const text = html(f);
        const head = text.slice(0, text.indexOf('<body'));
        const expectsList = /<link rel="?expect"? href="?#__docusaurus-scripts"? blocking="?render"?/.test(head);
        const listLast = /<script type="?application\/json"? id="?__docusaurus-scripts"?>[^<]*<\/script>\s*<\/body>/.test(text);
        return !(expectsList && listLast);
      })
      .map((f) => relative(build, f));
    expect(offenders).toEqual([]);
  });

  it('every page draws the navbar logo inline (the drawing of static/img/logo.svg), named, and fetches no logo image', () => {
    // The shapes of an SVG as sorted attribute lists, quotes and attribute order aside.
    const shapes = (svg: string) =>
      [...svg.matchAll(/<(rect|path|circle|polygon)\b([^>]*?)\/?>/g)].map(([, tag, attributes]) =>
        [tag, ...[...attributes!.matchAll(/([\w-]+)=("[^"]*"|'[^']*'|[^\s>]+)/g)].map(([, name, value]) => `${name}=${value!.replace(/^["']|["']$/g, '')}`).sort()].join(' '),
      );
    const drawing = shapes(readFileSync(join(root, 'static', 'img', 'logo.svg'), 'utf8'));
    expect(drawing.length).toBeGreaterThan(0);
    const offenders = pages
      .filter((f) => {
        const text = html(f);
        const inline = /class="?navbar__logo"?>(<svg [^>]*aria-label="Larascript Framework logo"[^>]*>.*?<\/svg>)/.exec(text);
        return !inline || JSON.stringify(shapes(inline[1]!)) !== JSON.stringify(drawing) || /logo\.svg/.test(text);
      })
      .map((f) => relative(build, f));
    expect(offenders).toEqual([]);
  });

  it('images far below the fold load lazily: the covers after the first on the blog list, the Built With logos', () => {
    const covers = [...html(join(build, 'blog', 'index.html')).matchAll(/<img class="?cover_[^>]*>/g)].map((m) => m[0]);
    expect(covers.length).toBeGreaterThan(3);
    expect(covers[0]).not.toMatch(/loading=/);
    expect(covers.slice(1).filter((img) => !/loading="?lazy/.test(img))).toEqual([]);
    const builtWith = [...html(join(build, 'index.html')).matchAll(/<img src="?\/img\/built-with\/[^>]*>/g)].map((m) => m[0]);
    expect(builtWith).toHaveLength(5);
    expect(builtWith.filter((img) => !/loading="?lazy/.test(img))).toEqual([]);
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

/**
 * The blog's tag pages: one template filled with the posts of one tag, of which the browser crawl
 * visits a sample (tests/e2e/crawlPlan.ts, TAG_SAMPLE). Each page's own content is checked here.
 */
describe('blog tag pages', () => {
  const tagsDir = join(build, 'blog', 'tags');
  const tags = readdirSync(tagsDir).filter((name) => statSync(join(tagsDir, name)).isDirectory());

  it('exist, one per tag', () => {
    expect(tags.length).toBeGreaterThan(5);
  });

  it.each(tags)('/blog/tags/%s has one h1 naming its tag and post count, a title, a description, and its posts', (tag) => {
    const html = readFileSync(join(tagsDir, tag, 'index.html'), 'utf8');
    const h1s = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1]);
    expect(h1s).toHaveLength(1);
    const heading = /^(One|\d+) posts? tagged with "([^"]+)"$/.exec(h1s[0]!.replace(/&quot;/g, '"'));
    expect(heading?.[2]).toBeTruthy();
    expect(html).toMatch(/<title[^>]*>(One|\d+) posts? tagged with (&quot;|")[^<]+ \| Larascript Framework<\/title>/);
    const description = /<meta[^>]*name="?description"?[^>]*content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description.trim().length).toBeGreaterThan(20);
    // Each post it lists links to a built post page; as many as the heading counts.
    const posts = [...html.matchAll(/<h2[^>]*><a href="?(\/blog\/[^"\s>]+)"?>/g)].map((m) => m[1]!);
    expect(posts).toHaveLength(heading![1] === 'One' ? 1 : Number(heading![1]));
    for (const post of posts) expect(statSync(join(build, post, 'index.html')).isFile()).toBe(true);
  });
});

describe('blog covers', () => {
  const covers = (page: string) => [...readFileSync(join(build, page), 'utf8').matchAll(/<img [^>]*class="?cover_[^>]*>/g)].map((m) => m[0]);

  it('on the list, the first cover (the largest paint) is fetched at high priority, the others lazily', () => {
    const [first, ...rest] = covers(join('blog', 'index.html'));
    expect(first).toMatch(/fetchpriority="?high/);
    expect(first).not.toMatch(/loading="?lazy/);
    expect(rest.length).toBeGreaterThan(2);
    for (const cover of rest) {
      expect(cover).toMatch(/loading="?lazy/);
      expect(cover).not.toMatch(/fetchpriority/);
    }
  });

  it('on a post, its cover is fetched at high priority', () => {
    const [cover] = covers(join('blog', '08-06-2025-larascript-framework-beta-2.0.6-release', 'index.html'));
    expect(cover).toMatch(/fetchpriority="?high/);
  });
});
