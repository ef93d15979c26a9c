/**
 * llms: the docs for readers' AI tools, written after each production build.
 * - A Markdown twin of every page of every released docs version, at the page's URL with `.md`
 *   added (`build/docs/2.0/http/routing.md` beside `build/docs/2.0/http/routing/`), converted from
 *   the page's source by src/lib/llms/markdown.ts: config cards become tables, tabs become labelled
 *   sections, npm2yarn blocks become npm and Yarn blocks, admonitions become blockquotes with their
 *   title, links become absolute URLs of the site (SITE_URL and SITE_BASE_URL). The "Copy page"
 *   button and "View as Markdown" link of each page read it (src/components/PageActions).
 * - `llms.txt` (the site's summary and every page of the latest release, versions.json[0], with its
 *   description, by sidebar section) and `llms-full.txt` (every twin of that version in sidebar
 *   order), from the docs plugin's loaded content and sidebars (src/lib/llms/files.ts).
 * The unreleased working copy (`current`, /docs/next with DOCS_NEXT=true) never gets any of them.
 * A page with a component or expression that has no Markdown form fails the build, naming it.
 *
 * Why our own plugin: the two registry plugins were run on this site (November 2026) and neither
 * gives clean Markdown from its MDX.
 * - docusaurus-plugin-llms 0.6.1 (reads the source files with regular expressions): every
 *   <ConfigReference> card vanished (the ten configuration pages lost their option reference),
 *   `:::warning[…]` admonitions and ```bash npm2yarn fences stayed as written, relative links stayed
 *   relative (`./providers.mdx`), pages came in alphabetical rather than sidebar order, and
 *   descriptions were cut at 150 characters.
 * - @signalwire/docusaurus-plugin-llms-txt 1.2.2 (converts the built HTML): cards became nested
 *   bullet lists, tab labels were separated from their panels, code blocks lost their language and
 *   their title became a loose paragraph, admonitions lost their kind, every heading kept a
 *   zero-width-space "Direct link" anchor, the top previous/next links came along, pages were
 *   alphabetical within sections, and the /docs redirect got a twin of its own.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { pageToMarkdown, type TwinContext } from '../../src/lib/llms/markdown';
import { llmsFullTxt, llmsTxt, sidebarSections, type SidebarEntry } from '../../src/lib/llms/files';
import { hasMarkdownTwin, markdownPath } from '../../src/lib/llms/paths';
import { leftoverLines } from '../../src/lib/llms/leftovers';

interface LoadedDoc {
  id: string;
  title: string;
  description: string;
  source: string;
  permalink: string;
  unlisted?: boolean;
}

interface LoadedVersion {
  versionName: string;
  label: string;
  docs: LoadedDoc[];
  sidebars: Record<string, readonly SidebarEntry[]>;
}

interface DocsContent {
  loadedVersions: LoadedVersion[];
}

const MODULE_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'];
const kb = (text: string): string => `${Math.round(Buffer.byteLength(text) / 1024)} KB`;

export default function llms(context: LoadContext): Plugin {
  const { siteDir, siteConfig } = context;
  const siteRoot = `${siteConfig.url}${siteConfig.baseUrl}`;
  let docs: DocsContent | undefined;

  /** A module an MDX page imports (`@site/src/data/config/http`): its default export. */
  async function loadModule(specifier: string, fromFile: string): Promise<unknown> {
    const base = specifier.startsWith('@site/')
      ? join(siteDir, specifier.slice('@site/'.length))
      : specifier.startsWith('.')
        ? join(siteDir, dirname(fromFile), specifier)
        : undefined;
    const file = base && MODULE_EXTENSIONS.map((ext) => base + ext).find((path) => extname(path) && existsSync(path));
    const loaded = (await import(file || specifier)) as { default?: unknown };
    return loaded.default;
  }

  return {
    name: 'llms',
    async allContentLoaded({ allContent }) {
      docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
    },
    async postBuild({ outDir }) {
      const versions = JSON.parse(readFileSync(join(siteDir, 'versions.json'), 'utf8')) as string[];
      const latest = docs?.loadedVersions.find((version) => version.versionName === versions[0]);
      if (!docs || !latest) throw new Error(`llms: the docs of version ${versions[0]} (versions.json) were not loaded`);

      const errors: string[] = [];
      const twins = new Map<string, string>();
      let twinCount = 0;
      let twinBytes = 0;
      for (const version of docs.loadedVersions.filter((v) => hasMarkdownTwin(v.versionName))) {
        const urlOfFile = new Map(
          version.docs.map((doc) => [doc.source.replace(/^@site\//, ''), `${siteConfig.url}${doc.permalink}`]),
        );
        for (const doc of version.docs) {
          const file = doc.source.replace(/^@site\//, '');
          const twinContext: TwinContext = {
            siteRoot,
            rootDir: siteDir,
            pageUrlOf: (target) => urlOfFile.get(target),
            loadModule: (specifier) => loadModule(specifier, file),
          };
          try {
            const markdown = await pageToMarkdown(
              {
                source: readFileSync(join(siteDir, file), 'utf8'),
                file,
                title: doc.title,
                description: doc.description,
                url: `${siteConfig.url}${doc.permalink}`,
              },
              twinContext,
            );
            const leftovers = leftoverLines(markdown);
            if (leftovers.length > 0)
              throw new Error(`${file}: its Markdown still has MDX:\n  ${leftovers.join('\n  ')}`);
            const target = join(outDir, markdownPath(doc.permalink).slice(siteConfig.baseUrl.length));
            mkdirSync(dirname(target), { recursive: true });
            writeFileSync(target, markdown);
            twinCount += 1;
            twinBytes += Buffer.byteLength(markdown);
            if (version === latest) twins.set(doc.id, markdown);
          } catch (error) {
            errors.push((error as Error).message);
          }
        }
      }
      if (errors.length > 0) throw new Error(`llms: these pages have no Markdown twin:\n${errors.join('\n')}`);

      // The index covers the pages readers can find: unlisted pages keep their twin but stay out.
      const listed = latest.docs.filter((doc) => !doc.unlisted);
      const byId = new Map(listed.map((doc) => [doc.id, doc]));
      const sections = sidebarSections(latest.sidebars, [...byId.keys()]);
      const site = {
        name: siteConfig.title,
        summary: siteConfig.tagline,
        version: latest.label,
        fullUrl: `${siteRoot}llms-full.txt`,
      };
      const index = llmsTxt(
        site,
        sections.map(({ label, ids }) => ({
          label,
          pages: ids.map((id) => {
            const doc = byId.get(id)!;
            return {
              title: doc.title,
              description: doc.description,
              markdownUrl: `${siteConfig.url}${markdownPath(doc.permalink)}`,
            };
          }),
        })),
      );
      const full = llmsFullTxt(
        site,
        sections.flatMap(({ ids }) => ids.map((id) => twins.get(id)!)),
      );
      writeFileSync(join(outDir, 'llms.txt'), index);
      writeFileSync(join(outDir, 'llms-full.txt'), full);
      console.log(
        `[llms] Wrote ${twinCount} Markdown twins (${Math.round(twinBytes / 1024)} KB), llms.txt and llms-full.txt for ${latest.label} (${kb(index)}, ${kb(full)}).`,
      );
    },
  };
}
