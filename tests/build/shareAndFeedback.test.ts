import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { FEEDBACK_TEMPLATE, MAX_FEEDBACK_URL } from '../../src/lib/feedback';
import { createSiteConfig } from '../../src/site';

/**
 * What readers share and send back, in the built HTML: every page's social card (og:image) is a
 * 1200×630 PNG of at most 100 KB that the build contains, guide pages and posts each have their own,
 * and every docs page and API reference entry ends with "Was this page helpful?", whose two links
 * open the feedback issue form prefilled with the page.
 */
const build = join(__dirname, '..', '..', 'build');
const site = createSiteConfig(process.env);
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? entry.name === 'pagefind'
        ? []
        : walk(join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : [],
  );
const pages = walk(build).map((file) => ({
  file: relative(build, file).split(sep).join('/'),
  html: readFileSync(file, 'utf8'),
}));
const route = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
const meta = (html: string, key: string): string | undefined =>
  new RegExp(`<meta[^>]*(?:property|name)=["']?${key}(?=["'\\s>])["']?[^>]*content=(?:"([^"]*)"|([^\\s>]+))`).exec(
    html,
  )?.slice(1).find((v) => v !== undefined);
const decode = (text: string) =>
  text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
// Client redirects (plugins of the site's routes) are meta-refresh stubs; everything else is a page.
const realPages = pages.filter((p) => !/http-equiv=["']?refresh/i.test(p.html));
const isGuide = (file: string) => /^docs\/[^/]+\/(?!api(\/|$)).+/.test(file) && !file.startsWith('docs/next/api');
const isPost = (file: string) => /^blog\/(?!page\/|tags\/|archive|authors)[^/]+\/index\.html$/.test(file);

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } | null {
  const bytes = readFileSync(file);
  if (bytes.readUInt32BE(0) !== 0x89504e47) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('social cards', () => {
  it('covers the site', () => {
    expect(realPages.length).toBeGreaterThan(400);
  });

  it('every page has an og:image the build contains: a 1200×630 PNG of at most 100 KB, with its size and text', () => {
    const problems: string[] = [];
    const checked = new Map<string, string | null>();
    for (const { file, html } of realPages) {
      const image = meta(html, 'og:image');
      if (!image) {
        problems.push(`${file}: no og:image`);
        continue;
      }
      const path = new URL(image).pathname;
      if (!checked.has(path)) {
        const onDisk = join(build, path.slice(site.baseUrl.length));
        let why: string | null = null;
        try {
          const size = pngSize(onDisk);
          const bytes = statSync(onDisk).size;
          if (!size) why = 'not a PNG';
          else if (size.width !== 1200 || size.height !== 630) why = `${size.width}×${size.height}`;
          else if (bytes > 100 * 1024) why = `${Math.round(bytes / 1024)} KB`;
        } catch {
          why = 'missing from the build';
        }
        checked.set(path, why);
      }
      if (checked.get(path)) problems.push(`${file}: ${path} is ${checked.get(path)}`);
      if (meta(html, 'og:image:width') !== '1200' || meta(html, 'og:image:height') !== '630')
        problems.push(`${file}: og:image:width/height are not 1200×630`);
      if (!meta(html, 'og:image:alt')) problems.push(`${file}: no og:image:alt`);
      if (meta(html, 'twitter:card') !== 'summary_large_image') problems.push(`${file}: twitter:card is not summary_large_image`);
      if (meta(html, 'twitter:image') !== image) problems.push(`${file}: twitter:image is not the og:image`);
    }
    expect(problems).toEqual([]);
  });

  it('no two guide pages or posts share a card, nor with the home page', () => {
    const owners = new Map<string, string[]>();
    for (const { file, html } of realPages.filter((p) => isGuide(p.file) || isPost(p.file) || p.file === 'index.html')) {
      const image = meta(html, 'og:image')!;
      owners.set(image, [...(owners.get(image) ?? []), file]);
    }
    expect(owners.size).toBeGreaterThan(100);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it('a guide page says which page it is in its card text', () => {
    const page = realPages.find((p) => p.file === 'docs/2.0/http/routing/index.html')!;
    expect(decode(meta(page.html, 'og:image:alt')!)).toBe('HTTP Routing: Larascript docs 2.0');
    expect(meta(page.html, 'og:image')).toBe(`${site.websiteUrl}${site.baseUrl}img/social/docs/2.0/http/routing.png`);
  });
});

describe('"Was this page helpful?"', () => {
  const docsPages = realPages.filter((p) => /^docs\/2\.0\/.+index\.html$/.test(p.file));

  it('ends every docs page and API reference entry, with a Yes and a No link to the prefilled form', () => {
    expect(docsPages.length).toBeGreaterThan(400);
    const problems: string[] = [];
    for (const { file, html } of docsPages) {
      const block = /<div[^>]*role=["']?group["']?[^>]*aria-labelledby[^>]*>[\s\S]*?Was this page helpful\?[\s\S]*?<\/div><p/.exec(html)?.[0];
      if (!block) {
        problems.push(`${file}: no feedback control`);
        continue;
      }
      const links = [...block.matchAll(/<a[^>]*href=(?:"([^"]*)"|([^\s>]+))[^>]*data-feedback=["']?(yes|no)/g)];
      if (links.length !== 2) {
        problems.push(`${file}: ${links.length} answers`);
        continue;
      }
      for (const link of links) {
        const url = new URL(decode(link[1] ?? link[2]!));
        const p = url.searchParams;
        const expected = {
          origin: 'https://github.com',
          pathname: `/${site.websiteRepository}/issues/new`,
          template: FEEDBACK_TEMPLATE,
          helpful: link[3] === 'yes' ? 'Yes' : 'No',
          path: route(file).replace(/\/$/, ''),
          version: '2.0',
        };
        const got = {
          origin: url.origin,
          pathname: url.pathname,
          template: p.get('template'),
          helpful: p.get('helpful'),
          path: p.get('path')?.replace(/\/$/, ''),
          version: p.get('version'),
        };
        if (JSON.stringify(got) !== JSON.stringify(expected))
          problems.push(`${file}: ${JSON.stringify(got)} is not ${JSON.stringify(expected)}`);
        const title = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '').trim();
        const named = `[${link[3] === 'yes' ? 'Helpful' : 'Not helpful'}] ${title}`;
        if (p.get('title') !== named) problems.push(`${file}: issue title "${p.get('title')}" is not "${named}"`);
        if (!/^[0-9a-f]{12}$/.test(p.get('commit') ?? '')) problems.push(`${file}: commit "${p.get('commit')}"`);
        if (p.has('heading')) problems.push(`${file}: the rendered link has a heading`);
        if (url.href.length > MAX_FEEDBACK_URL) problems.push(`${file}: ${url.href.length} characters`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });
});

describe('"Open in ChatGPT" and "Open in Claude"', () => {
  it('are on every page that has a Markdown twin, each carrying the twin\'s address', () => {
    const walkTwins = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? walkTwins(join(dir, entry.name))
          : entry.name.endsWith('.md')
            ? [join(dir, entry.name)]
            : [],
      );
    const twins = walkTwins(join(build, 'docs')).map((file) => relative(build, file).split(sep).join('/'));
    expect(twins.length).toBeGreaterThan(400);
    const problems: string[] = [];
    for (const twin of twins) {
      const page = realPages.find((p) => p.file === twin.replace(/\.md$/, '/index.html'));
      if (!page) {
        problems.push(`${twin}: no page`);
        continue;
      }
      const address = `${site.websiteUrl}${site.baseUrl}${twin}`;
      for (const origin of ['https://chatgpt.com/', 'https://claude.ai/new']) {
        const link = [...page.html.matchAll(/href=(?:"([^"]*)"|([^\s>]+))/g)]
          .map((m) => decode(m[1] ?? m[2]!))
          .find((href) => href.startsWith(origin));
        if (!link || !new URL(link).searchParams.get('q')?.includes(address))
          problems.push(`${page.file}: no ${origin} link carrying ${address}`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });
});
