/**
 * What the built site links to the API reference, measured on the HTML of the docs pages in build/
 * against their Markdown sources (tests/build/apiLinks.test.ts and scripts/api-links-report.mjs):
 * every framework import of every sample must be a link in the page's code, and inline code that
 * names a documented symbol is counted as linked or not (the coverage of prose links).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pageSamples } from '../../src/lib/apiReference.cjs';
import { extractRegion, parseIncludeMeta } from '../../src/lib/codeInclude.cjs';
import { docsDefinedModules, entryHref, mentionCandidates, parseMention, sampleLinks } from '../../src/lib/api/links';
import { loadReference } from '../api-reference/load';

export interface ApiLinksReport {
  pages: number;
  /** Framework imports in samples (one per name per sample) and those the page shows as a link. */
  sampleImports: number;
  /** `<a>` elements to the reference inside the pages' code blocks. */
  sampleLinks: number;
  /** Imports whose link is missing from the page: `page: name → href`. */
  missingSampleLinks: string[];
  /** Inline code in prose that names an entry: linked, and not linked (with the text). */
  proseLinks: number;
  proseUnlinked: string[];
  /** Linked mentions / mentions that name an entry. */
  proseCoverage: number;
  /** Entries (slugs) with at least one link from the guides. */
  entriesLinked: number;
  entries: number;
}

const ATTR = (name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`);
const attr = (tag: string, name: string) => {
  const m = ATTR(name).exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3])! : undefined;
};
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

/** The report for one released docs version with reference data (its guides in build/docs/<v>/). */
export function apiLinksReport(siteDir: string, buildDir: string, version: string, baseUrl = '/'): ApiLinksReport {
  const reference = loadReference(siteDir, version);
  if (!reference) throw new Error(`api/version-${version}/reference.json is missing`);
  const { index } = reference;
  const docsDir = join(siteDir, 'versioned_docs', `version-${version}`);
  const own = new Set(markdownFiles(docsDir).flatMap((f) => docsDefinedModules(readFileSync(f, 'utf8'))));
  const isOwn = (m: string) => own.has(m);
  const base = baseUrl.replace(/\/$/, '');
  const apiPrefix = `${base}/docs/${version}/api/`;
  const linkedSlugs = new Set<string>();
  const report: ApiLinksReport = {
    pages: 0,
    sampleImports: 0,
    sampleLinks: 0,
    missingSampleLinks: [],
    proseLinks: 0,
    proseUnlinked: [],
    proseCoverage: 1,
    entriesLinked: 0,
    entries: reference.data.entries.length,
  };
  const pagesDir = join(buildDir, 'docs', version);
  for (const file of htmlFiles(pagesDir)) {
    if (file.startsWith(join(pagesDir, 'api') + '/')) continue;
    const html = readFileSync(file, 'utf8');
    const source = new RegExp(`/(versioned_docs/version-${version.replace(/\./g, '\\.')}/[^\\s"'>]+\\.mdx?)`).exec(
      html,
    )?.[1];
    if (!source) continue;
    report.pages++;
    const page = source;
    const markdown = readFileSync(join(siteDir, source), 'utf8');

    // Samples: each framework import must be an <a> to its entry in the page's code.
    const codeLinks = new Set<string>();
    for (const pre of html.matchAll(/<pre[\s>][\s\S]*?<\/pre>/g))
      for (const a of pre[0].matchAll(/<a\s[^>]*>([\s\S]*?)<\/a>/g)) {
        const href = attr(a[0], 'href');
        if (!href?.startsWith(apiPrefix)) continue;
        report.sampleLinks++;
        codeLinks.add(`${decode(a[1]!)} ${href}`);
        linkedSlugs.add(href.slice(apiPrefix.length).split('#')[0]!);
      }
    const lines = markdown.split('\n');
    for (const sample of pageSamples(markdown, (f) => readFileSync(join(siteDir, f), 'utf8'))) {
      // A fence that shows regions of a file shows only their imports (as remark-include does).
      const { region } = parseIncludeMeta(lines[sample.line - 1]!.replace(/^\s*`{3,}\S*/, ''));
      const code = sample.file && region ? (extractRegion(sample.code, region) ?? '') : sample.code;
      for (const link of sampleLinks(code, index, isOwn)) {
        report.sampleImports++;
        const href = link.entry ? `${base}${entryHref('/docs', version, { entry: link.entry })}` : '(no entry)';
        if (!codeLinks.has(`${link.name} ${href}`)) report.missingSampleLinks.push(`${page}: ${link.name} → ${href}`);
      }
    }

    // Prose: inline code in the article, outside code blocks and headings.
    const article = /<div class="?theme-doc-markdown[\s\S]*?(?=<footer|<\/article>)/.exec(html)?.[0] ?? '';
    const prose = article.replace(/<pre[\s>][\s\S]*?<\/pre>/g, '').replace(/<h([1-6])[\s>][\s\S]*?<\/h\1>/g, '');
    const outsideLinks = prose.replace(/<a\s[^>]*>[\s\S]*?<\/a>/g, (a) => {
      const href = attr(a, 'href');
      const code = /^<a\s[^>]*>\s*<code[^>]*>([\s\S]*?)<\/code>\s*<\/a>$/.exec(a);
      if (code && href?.startsWith(apiPrefix)) {
        report.proseLinks++;
        linkedSlugs.add(href.slice(apiPrefix.length).split('#')[0]!);
      }
      return '';
    });
    for (const code of outsideLinks.matchAll(/<code(?:\s[^>]*)?>([\s\S]*?)<\/code>/g)) {
      const text = decode(code[1]!);
      const mention = parseMention(text);
      if (mention && mentionCandidates(mention, index, isOwn).length > 0) report.proseUnlinked.push(`${page}: ${text}`);
    }
  }
  const mentions = report.proseLinks + report.proseUnlinked.length;
  report.proseCoverage = mentions === 0 ? 1 : report.proseLinks / mentions;
  report.entriesLinked = linkedSlugs.size;
  return report;
}
