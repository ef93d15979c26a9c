/**
 * hosting: after each build, writes what hosts and crawlers read (rules in src/lib/hosting.ts):
 * - `robots.txt`: crawl everything and find the sitemap at SITE_URL + SITE_BASE_URL; a preview
 *   build (SITE_PREVIEW=true) asks crawlers to stay away;
 * - `_headers` (Netlify, Cloudflare Pages; `npm run serve` applies it too): security headers with a
 *   Content-Security-Policy that allows the site's few inline scripts by their hashes, computed from
 *   the built pages, revalidation for HTML and the search index, a year's caching for hashed assets.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { formatHeaders, headerRules, htmlPatterns, inlineScriptHashes, robotsTxt } from '../../src/lib/hosting';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' || name === 'pagefind' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

export default function hosting(context: LoadContext): Plugin {
  const site = context.siteConfig.customFields?.site as { isPreview?: boolean } | undefined;
  return {
    name: 'hosting',
    async postBuild({ outDir, routesPaths }) {
      const { url, baseUrl } = context.siteConfig;
      writeFileSync(join(outDir, 'robots.txt'), robotsTxt({ url, baseUrl, preview: site?.isPreview === true }));
      const hashes = new Set<string>();
      for (const file of htmlFiles(outDir))
        for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
      if (hashes.size > 10) {
        throw new Error(
          `hosting: ${hashes.size} different inline scripts in the built pages; the Content-Security-Policy lists them one by one, so keep inline scripts identical across pages (see src/ssr/template.ts).`,
        );
      }
      const rules = headerRules({ baseUrl, scriptHashes: [...hashes], pages: htmlPatterns(routesPaths, baseUrl) });
      writeFileSync(
        join(outDir, '_headers'),
        formatHeaders(
          rules,
          'Response headers for Netlify and Cloudflare Pages, written by plugins/hosting at build time.\nnpm run serve applies the same file; MAINTAINING.md (Deploying) gives them for other hosts.',
        ),
      );
    },
  };
}
