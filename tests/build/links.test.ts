import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

/**
 * Every internal link, anchor and asset in the built site resolves: each href/src on each page
 * points at a file of the build, and each #fragment at an element id on the target page.
 */
const build = join(__dirname, '..', '..', 'build');
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
const pages = walk(build).filter((f) => f.endsWith('.html'));

/** The URL path a built file is served at. */
const urlOf = (file: string): string => {
  const path = `/${relative(build, file).split('\\').join('/')}`;
  return path === '/index.html' ? '/' : path.replace(/\/index\.html$/, '').replace(/\.html$/, '');
};

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The built file that answers a URL path, as the static server resolves it. */
function fileFor(pathname: string): string | undefined {
  const clean = safeDecode(pathname).replace(/\/+$/, '') || '/';
  const candidates = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}/index.html`, `${clean.slice(1)}.html`];
  return candidates.map((c) => join(build, c)).find((c) => existsSync(c) && statSync(c).isFile());
}

const idCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  if (!idCache.has(file)) {
    const html = readFileSync(file, 'utf8');
    idCache.set(file, new Set([...html.matchAll(/\sid=(?:"([^"]+)"|'([^']+)'|([^\s>]+))/g)].map((m) => m[1] ?? m[2] ?? m[3])));
  }
  return idCache.get(file)!;
}

describe('internal links in the build', () => {
  it('every href and src resolves to a file, and every fragment to an id', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages) {
      const html = readFileSync(page, 'utf8').replace(/<script[\s\S]*?<\/script>|<pre[\s\S]*?<\/pre>/g, '');
      const base = `http://site${urlOf(page)}`;
      for (const match of html.matchAll(/\s(?:href|src)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
        const raw = (match[1] ?? match[2] ?? match[3]).replace(/&amp;/g, '&');
        if (/^(https?:|mailto:|data:|javascript:)/.test(raw) && !raw.startsWith('http://site')) continue;
        const url = new URL(raw, base);
        if (url.origin !== 'http://site') continue;
        checked++;
        const target = fileFor(url.pathname);
        if (!target) {
          broken.push(`${urlOf(page)} → ${raw} (no such file)`);
          continue;
        }
        const fragment = safeDecode(url.hash.slice(1));
        if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment)) {
          broken.push(`${urlOf(page)} → ${raw} (no element with id "${fragment}")`);
        }
      }
    }
    expect(pages.length).toBeGreaterThan(120);
    expect(checked).toBeGreaterThan(5000);
    expect(broken).toEqual([]);
  });

  it('resolves the paths the static server resolves', () => {
    expect(fileFor('/')).toBe(join(build, 'index.html'));
    expect(fileFor('/docs/2.0/http/routing')).toBe(join(build, 'docs', '2.0', 'http', 'routing', 'index.html'));
    expect(fileFor('/no/such/page')).toBeUndefined();
    expect(posix.basename(fileFor('/img/logo.svg')!)).toBe('logo.svg');
  });
});
