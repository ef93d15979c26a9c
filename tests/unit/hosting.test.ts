import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  formatHeaders,
  headerRules,
  htmlPatterns,
  inlineScriptHashes,
  robotsTxt,
} from '../../src/lib/hosting';
import { headersFor, parseHeaders } from '../../scripts/lib/headers.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('robots.txt', () => {
  it('names the sitemap under the site URL and base path', () => {
    expect(robotsTxt({ url: 'https://www.larascriptnode.com', baseUrl: '/', preview: false })).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.larascriptnode.com/sitemap.xml\n',
    );
    expect(robotsTxt({ url: 'https://me.github.io', baseUrl: '/site/', preview: false })).toContain(
      'Sitemap: https://me.github.io/site/sitemap.xml',
    );
  });

  it('keeps crawlers out of a preview build', () => {
    expect(robotsTxt({ url: 'https://preview.example', baseUrl: '/', preview: true })).toBe(
      'User-agent: *\nDisallow: /\n',
    );
  });
});

describe('the Content-Security-Policy', () => {
  it('hashes each distinct inline script, and not scripts with a source or JSON data', () => {
    const html =
      '<script>var a=1</script><script src="/x.js"></script><script type="application/json">[1]</script>' +
      '<script type="application/ld+json">{}</script><script>var a=1</script><script defer>go()</script>';
    expect(inlineScriptHashes(html).sort()).toEqual([sha('var a=1'), sha('go()')].sort());
  });

  it('allows the site and its hashed inline scripts, WebAssembly, and no framing', () => {
    const csp = contentSecurityPolicy(["'sha256-b'", "'sha256-a'"]);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/'unsafe-eval'/);
  });
});

describe('the _headers file', () => {
  const rules = headerRules({ baseUrl: '/', scriptHashes: ["'sha256-a'"], pages: ['', 'docs/*', 'github'] });
  const parsed = parseHeaders(formatHeaders(rules, 'A comment\nover two lines'));

  it('round-trips through the parser that npm run serve uses', () => {
    expect(parsed).toHaveLength(rules.length);
  });

  it('sends security headers everywhere, and caches only hashed assets for long', () => {
    const page = headersFor(parsed, '/docs/2.0/http/routing');
    expect(page.get('Cache-Control')).toBe('no-cache');
    expect(page.get('X-Content-Type-Options')).toBe('nosniff');
    expect(page.get('Content-Security-Policy')).toContain("'sha256-a'");
    expect(headersFor(parsed, '/').get('Cache-Control')).toBe('no-cache');
    expect(headersFor(parsed, '/github/').get('Cache-Control')).toBe('no-cache');
    expect(headersFor(parsed, '/assets/js/main.1234.js').get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor(parsed, '/assets/js/main.1234.js').get('Referrer-Policy')).toBe(
      'strict-origin-when-cross-origin',
    );
    expect(headersFor(parsed, '/img/logo.svg').get('Cache-Control')).toBeUndefined();
  });

  it('serves the Markdown twins and llms files as UTF-8 text, revalidated, under the same policy', () => {
    const twin = headersFor(parsed, '/docs/2.0/http/routing.md');
    expect(twin.get('Content-Type')).toBe('text/markdown; charset=utf-8');
    expect(twin.get('Cache-Control')).toBe('no-cache');
    expect(twin.get('Content-Security-Policy')).toBe(contentSecurityPolicy(["'sha256-a'"]));
    for (const file of ['/llms.txt', '/llms-full.txt']) {
      expect(headersFor(parsed, file).get('Content-Type')).toBe('text/plain; charset=utf-8');
      expect(headersFor(parsed, file).get('Cache-Control')).toBe('no-cache');
    }
    expect(headersFor(parsed, '/docs/2.0/http/routing').get('Content-Type')).toBeUndefined();
    const based = parseHeaders(formatHeaders(headerRules({ baseUrl: '/site/', scriptHashes: [], pages: [] }), 'x'));
    expect(headersFor(based, '/site/docs/2.0/a.md').get('Content-Type')).toBe('text/markdown; charset=utf-8');
    expect(headersFor(based, '/site/llms.txt').get('Content-Type')).toBe('text/plain; charset=utf-8');
  });

  it('gives each path one Cache-Control rule, so hosts that merge rules send one value', () => {
    for (const path of [
      '/',
      '/docs/2.0/x',
      '/docs/2.0/x.md',
      '/llms.txt',
      '/assets/css/a.css',
      '/pagefind/pagefind.js',
      '/github',
    ]) {
      const matching = parsed.filter(
        (rule) => rule.pattern.test(path) && rule.headers.some(([name]) => name === 'Cache-Control'),
      );
      expect([path, matching.length]).toEqual([path, 1]);
    }
  });

  it('names the site\u2019s HTML paths from its routes', () => {
    expect(htmlPatterns(['/', '/blog', '/blog/post', '/docs/2.0/a', '/github', '/search'], '/')).toEqual([
      '',
      '404.html',
      'blog',
      'blog/*',
      'docs/*',
      'github',
      'search',
    ]);
    expect(htmlPatterns(['/base/', '/base/docs/x'], '/base/')).toEqual(['', '404.html', 'docs/*']);
  });

  it('rejects a line it cannot read', () => {
    expect(() => parseHeaders('/*\n  no colon here\n')).toThrow(/cannot read the line/);
  });
});
