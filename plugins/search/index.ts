/**
 * search: builds the site's search index with Pagefind after every production build, into
 * `build/pagefind/`. Only what the theme marks with `data-pagefind-body` is indexed: the title and
 * content of each docs page (with its docs version and sidebar group) and of each blog post, never
 * the navbar, sidebars, tables of contents, previous and next links, banners, or a page's closing
 * "Sources" section (the files its claims were read in). The browser loads the index
 * only when a reader first opens search (src/components/Search).
 *
 * Beside the index it writes the index's vocabulary (vocabulary.txt), from which search corrects
 * misspelt queries.
 *
 * Fails the build, naming the reason, when Pagefind reports an error or indexes no page.
 */
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { countWords, serializeVocabulary } from '../../src/lib/search/vocabulary';

/** The vocabulary file beside the index, read by src/lib/search/correct.ts when a query needs correcting. */
export const VOCABULARY_FILE = 'vocabulary.txt';

/**
 * The text of each indexed page, as Pagefind indexed it (its ignored parts left out): from the
 * page fragments it wrote, gzip-compressed JSON after a `pagefind_dcd` signature.
 */
function indexedTexts(dir: string): string[] {
  const fragments = join(dir, 'fragment');
  return readdirSync(fragments).map((name) => {
    const raw = gunzipSync(readFileSync(join(fragments, name))).toString('utf8');
    const fragment = JSON.parse(raw.replace(/^pagefind_dcd/, '')) as { content: string };
    return fragment.content;
  });
}

/**
 * Files Pagefind writes that the site does not use: its ready-made search interfaces (the site has
 * its own), its DOM-rewriting highlighter (the site highlights with CSS), and the index for pages in
 * an unknown language (every page is English).
 */
const UNUSED = /^(pagefind-(component-ui|modular-ui|ui)\.(js|css)|pagefind-highlight\.js|wasm\.unknown\.pagefind)$/;

/** Every .html file under `dir`. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'pagefind' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/**
 * The HTML as Pagefind should read it. The built HTML has no whitespace between block elements (and
 * leaves out optional closing tags), so Pagefind would read `<dt>Type<dd>number` or adjacent table
 * cells as one word; a space before each block's opening tag keeps the words apart. Only the
 * indexer's copy changes, not the page.
 */
export function spaceBlocks(html: string): string {
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
 */
export function ignoreSources(html: string): string {
  const start = /<h2\b[^>]*\bid=(?:"sources"|sources)[\s>]/.exec(html);
  if (!start) return html;
  const rest = html.slice(start.index + 3);
  const next = rest.search(/<h2\b|<footer\b|<\/article>/);
  const end = next === -1 ? html.length : start.index + 3 + next;
  const section = html.slice(start.index, end).replace(/<([a-zA-Z][\w-]*)(?=[\s/>])/g, '<$1 data-pagefind-ignore');
  return html.slice(0, start.index) + section + html.slice(end);
}

/** Total size of a folder's files, in bytes. */
function folderSize(dir: string): number {
  return readdirSync(dir).reduce((total, name) => {
    const path = join(dir, name);
    const stat = statSync(path);
    return total + (stat.isDirectory() ? folderSize(path) : stat.size);
  }, 0);
}

type Pagefind = typeof import('pagefind');
type PagefindIndex = NonNullable<Awaited<ReturnType<Pagefind['createIndex']>>['index']>;

/** Loads Pagefind and starts its indexing service, with an empty index. */
async function startIndex(siteDir: string): Promise<{ pagefind: Pagefind; index: PagefindIndex }> {
  // Pagefind is an ES module only; Docusaurus loads this file as CommonJS, so import it by path.
  const entry = pathToFileURL(join(siteDir, 'node_modules', 'pagefind', 'lib', 'index.js')).href;
  const pagefind = (await import(entry)) as Pagefind;
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) {
    await pagefind.close();
    throw new Error(`search: Pagefind could not start: ${errors.join('; ')}`);
  }
  return { pagefind, index };
}

export default function search(context: LoadContext): Plugin {
  let starting: ReturnType<typeof startIndex> | undefined;
  return {
    name: 'search',
    allContentLoaded() {
      // Production builds start Pagefind's service before bundling, so that it is ready (idle
      // until then, and it does not keep a failed build from exiting) when the pages are written.
      if (process.env.NODE_ENV !== 'production') return;
      starting = startIndex(context.siteDir);
      // Its error is reported by postBuild, which awaits it.
      starting.catch(() => {});
    },
    async postBuild({ outDir }) {
      const started = Date.now();
      const { pagefind, index } = await (starting ?? startIndex(context.siteDir));
      try {
        // All pages are handed to Pagefind as they are read: it indexes them in parallel. The loop
        // lets the event loop run every few pages, so that Pagefind receives the first pages while
        // the next are read, not all of them at the end.
        const pending: Promise<void>[] = [];
        for (const [i, file] of htmlFiles(outDir).entries()) {
          if (i % 16 === 15) await new Promise((resolve) => setImmediate(resolve));
          const html = readFileSync(file, 'utf8');
          if (!html.includes('data-pagefind-body')) continue;
          const sourcePath = relative(outDir, file);
          pending.push(
            index.addHTMLFile({ sourcePath, content: spaceBlocks(ignoreSources(html)) }).then((added) => {
              if (added.errors.length)
                throw new Error(`search: indexing ${sourcePath} failed: ${added.errors.join('; ')}`);
            }),
          );
        }
        await Promise.all(pending);
        const pages = pending.length;
        if (pages === 0) throw new Error('search: no page is marked data-pagefind-body, so nothing was indexed');
        const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
        if (written.errors.length) throw new Error(`search: writing the index failed: ${written.errors.join('; ')}`);
        const dir = join(outDir, 'pagefind');
        for (const name of readdirSync(dir)) if (UNUSED.test(name)) rmSync(join(dir, name));
        const vocabulary = serializeVocabulary(countWords(indexedTexts(dir)));
        writeFileSync(join(dir, VOCABULARY_FILE), vocabulary);
        const words = vocabulary.split('\n').reduce((n, line) => n + Math.max(0, line.split(' ').length - 1), 0);
        const kb = Math.round(folderSize(dir) / 1024);
        console.log(
          `[search] Indexed ${pages} pages into ${relative(context.siteDir, dir)} (${kb} KB) in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
            `vocabulary ${words} words, ${(Buffer.byteLength(vocabulary) / 1024).toFixed(1)} KB (${(gzipSync(vocabulary).length / 1024).toFixed(1)} KB gzip).`,
        );
      } finally {
        await pagefind.close();
      }
    },
  };
}
