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
 * Pagefind reads the pages itself, on its own threads (`addDirectory`), from copies in the generated
 * files folder: the built HTML with two changes Pagefind's reading cannot make (./indexable.cjs),
 * written by a child process (./copier.cjs) while the build's main thread runs the other post-build
 * steps. Handing Pagefind each page over its pipe instead (`addHTMLFile`), which it indexes one
 * after another, kept the post-build step about 0.6 s longer (bench/PERFORMANCE.md).
 *
 * Fails the build, naming the reason, when Pagefind reports an error or indexes no page.
 */
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { countWords, serializeVocabulary } from '../../src/lib/search/vocabulary';
import { startBackgroundChild } from '../background-child';
import { folderSize } from './indexable.cjs';

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
      const pagesDir = join(context.generatedFilesDir, 'search-pages');
      try {
        // The indexable copies, made beside this step's wait for Pagefind's service.
        const copier = startBackgroundChild<{ pages: number }>(
          join(__dirname, 'copier.cjs'),
          { outDir, pagesDir },
          { step: 'search: copying the pages for Pagefind', priority: 0 },
        );
        copier.awaited();
        const { pages } = await copier.done;
        if (pages === 0) throw new Error('search: no page is marked data-pagefind-body, so nothing was indexed');
        const added = await index.addDirectory({ path: pagesDir });
        if (added.errors.length) throw new Error(`search: indexing the pages failed: ${added.errors.join('; ')}`);
        if (added.page_count !== pages)
          throw new Error(
            `search: Pagefind indexed ${added.page_count} of the ${pages} pages marked data-pagefind-body`,
          );
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
        rmSync(pagesDir, { recursive: true, force: true });
      }
    },
  };
}
