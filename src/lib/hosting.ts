/**
 * What the built site tells hosts and crawlers (written by plugins/hosting after each build):
 * `robots.txt`, and `_headers`, the response headers file Netlify and Cloudflare Pages read and
 * `npm run serve` applies. The README's "Deploying" section gives the same rules for other hosts.
 */
import { createHash } from 'node:crypto';

/** robots.txt: everything may be crawled, and where the sitemap is; a preview build asks for nothing. */
export function robotsTxt({ url, baseUrl, preview }: { url: string; baseUrl: string; preview: boolean }): string {
  if (preview) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: ${baseUrl}\n\nSitemap: ${url}${baseUrl}sitemap.xml\n`;
}

/** The CSP source of each distinct inline script in the HTML (JSON data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/.test(attributes) || /\stype=["']?application\/(ld\+)?json/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy the site satisfies: its own scripts (and the inline ones by hash,
 * nothing else inline), WebAssembly for search, its own styles plus style attributes, its own images,
 * and no framing, plugins or foreign form targets.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${[...scriptHashes].sort().join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/**
 * Security headers on every response; HTML, the search index and the llms files revalidated on
 * every visit (their names do not change between builds); hashed assets cached for a year. Paths that need
 * different caching never overlap, so hosts that merge matching rules send one value each.
 */
export function headerRules({
  baseUrl,
  scriptHashes,
  pages,
}: {
  baseUrl: string;
  scriptHashes: readonly string[];
  pages: readonly string[];
}): HeaderRule[] {
  const revalidate = { 'Cache-Control': 'no-cache' };
  return [
    {
      path: `${baseUrl}*`,
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
        'X-Frame-Options': 'DENY',
      },
    },
    { path: `${baseUrl}assets/*`, headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    { path: `${baseUrl}pagefind/*`, headers: revalidate },
    // The Markdown twins and llms files (plugins/llms) are UTF-8 whatever a host's default type for
    // them; twins revalidate with the docs pages (`docs/*`), the llms files here.
    { path: `${baseUrl}*.md`, headers: { 'Content-Type': 'text/markdown; charset=utf-8' } },
    ...['llms.txt', 'llms-full.txt'].map((file) => ({
      path: `${baseUrl}${file}`,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...revalidate },
    })),
    ...pages.map((page) => ({ path: `${baseUrl}${page}`, headers: revalidate })),
  ];
}

/** The rules in the `_headers` format: a path, then its headers indented below it. */
export function formatHeaders(rules: readonly HeaderRule[], comment: string): string {
  const blocks = rules.map(
    (rule) =>
      `${rule.path}\n${Object.entries(rule.headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
  );
  return `${comment
    .split('\n')
    .map((line) => `# ${line}`)
    .join('\n')}\n\n${blocks.join('\n\n')}\n`;
}

/**
 * The site's HTML paths as `_headers` patterns, from the built routes: the home page, one pattern
 * per top-level folder (`docs/*`), single pages as they are, and the 404 page.
 */
export function htmlPatterns(routes: readonly string[], baseUrl: string): string[] {
  const patterns = new Set<string>(['', '404.html']);
  for (const route of routes) {
    const path = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
    if (!path) continue;
    const [first, ...rest] = path.split('/');
    patterns.add(rest.length ? `${first}/*` : first!);
  }
  return [...patterns].sort();
}
