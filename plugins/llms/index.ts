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
 * The conversion (about 4 s of CPU, mostly micromark parsing and mdast-util-to-markdown writing)
 * starts as soon as the content is loaded, in a child process at the lowest CPU priority, beside
 * bundling and rendering. It still costs a cold build about 1.7 s on two cores (bench/PERFORMANCE.md,
 * "Cutting the cold build's work": converting from the compiler's own trees on the main thread, or
 * under the idle scheduling policy, did no better; "The twins from the compiler's trees": handing
 * those trees to this child saved it 1.5 s of CPU, but they come only late in bundling, and the
 * child, waiting for them, lived into the post-build step and raised the build's peak memory).
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
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { sidebarSections, type SidebarEntry } from '../../src/lib/llms/sections';
import { hasMarkdownTwin, markdownPath } from '../../src/lib/llms/paths';
import type { TwinJob, TwinResult, TwinSite } from './twins';
import { referenceTwins, type ReferenceTwins } from './reference';
import { writeFiles, type OutputFile } from '../write-files';
import { startBackgroundChild } from '../background-child';

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
  /** The version's URL path, base path included (`/docs/2.0`). */
  path: string;
  docs: LoadedDoc[];
  sidebars: Record<string, readonly SidebarEntry[]>;
}

interface DocsContent {
  loadedVersions: LoadedVersion[];
}

interface VersionTwins {
  versionName: string;
  results: TwinResult[];
}

const kb = (text: string): string => `${Math.round(Buffer.byteLength(text) / 1024)} KB`;
const seconds = (since: number): string => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Converts the pages in a child process at the lowest CPU priority, beside bundling and rendering,
 * so that the build's main thread, which bundling waits on, does none of it.
 */
function convertInChild(site: TwinSite, versions: { versionName: string; jobs: TwinJob[] }[]) {
  return startBackgroundChild<{ versions: VersionTwins[] }>(
    join(__dirname, 'child.cjs'),
    { module: join(__dirname, 'twins.ts'), site, versions },
    { step: 'llms: converting the pages to Markdown' },
  );
}

/** Converts the pages in the build's own process, when no child was started. */
async function convertHere(
  site: TwinSite,
  versions: { versionName: string; jobs: TwinJob[] }[],
): Promise<VersionTwins[]> {
  const { convertTwins } = await import('./twins');
  return Promise.all(
    versions.map(async ({ versionName, jobs }) => ({ versionName, results: await convertTwins(site, jobs) })),
  );
}

export default function llms(context: LoadContext): Plugin {
  const { siteDir, siteConfig } = context;
  const siteRoot = `${siteConfig.url}${siteConfig.baseUrl}`;
  const twinSite: TwinSite = { siteDir, siteRoot };
  let docs: DocsContent | undefined;
  let twins: ({ started: number } & ReturnType<typeof convertInChild>) | undefined;

  /** Every page of every released version, as conversion jobs. */
  const jobsOf = (content: DocsContent) =>
    content.loadedVersions
      .filter((version) => hasMarkdownTwin(version.versionName))
      .map((version) => ({
        versionName: version.versionName,
        jobs: version.docs.map((doc) => ({
          file: doc.source.replace(/^@site\//, ''),
          title: doc.title,
          description: doc.description,
          url: `${siteConfig.url}${doc.permalink}`,
        })),
      }));

  return {
    name: 'llms',
    async allContentLoaded({ allContent }) {
      docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      // Production builds only: the development server writes no twins.
      if (docs && process.env.NODE_ENV === 'production')
        twins = { started: Date.now(), ...convertInChild(twinSite, jobsOf(docs)) };
    },
    async postBuild({ outDir }) {
      const versions = JSON.parse(readFileSync(join(siteDir, 'versions.json'), 'utf8')) as string[];
      const latest = docs?.loadedVersions.find((version) => version.versionName === versions[0]);
      if (!docs || !latest) throw new Error(`llms: the docs of version ${versions[0]} (versions.json) were not loaded`);
      const waited = Date.now();
      // The Markdown writer (remark) loads only here, not with the site's configuration, which
      // Docusaurus loads twice before it builds anything; the converter, only without a child.
      const { llmsFullTxt, llmsTxt } = await import('../../src/lib/llms/files');
      const converted: VersionTwins[] = twins
        ? (await (twins.awaited(), twins.done)).versions
        : await convertHere(twinSite, jobsOf(docs));

      const errors: string[] = [];
      const files: OutputFile[] = [];
      const latestTwins = new Map<string, string>();
      let twinCount = 0;
      let twinBytes = 0;
      for (const { versionName, results } of converted) {
        const version = docs.loadedVersions.find((v) => v.versionName === versionName)!;
        const docOfFile = new Map(version.docs.map((doc) => [doc.source.replace(/^@site\//, ''), doc]));
        for (const result of results) {
          if ('error' in result) {
            errors.push(result.error);
            continue;
          }
          const doc = docOfFile.get(result.file)!;
          files.push({
            path: join(outDir, markdownPath(doc.permalink).slice(siteConfig.baseUrl.length)),
            data: result.markdown,
          });
          twinCount += 1;
          twinBytes += Buffer.byteLength(result.markdown);
          if (version === latest) latestTwins.set(doc.id, result.markdown);
        }
      }
      if (errors.length > 0) throw new Error(`llms: these pages have no Markdown twin:\n${errors.join('\n')}`);
      // The API reference of every released version with data: twins from the data, and the latest's list.
      const referenceStarted = Date.now();
      const references = docs.loadedVersions
        .filter((version) => hasMarkdownTwin(version.versionName))
        .map((version) => referenceTwins({ siteDir, siteUrl: siteConfig.url, siteName: siteConfig.title }, version))
        .filter((reference): reference is ReferenceTwins => reference !== null);
      let referenceBytes = 0;
      for (const reference of references)
        for (const twin of reference.twins) {
          files.push({ path: join(outDir, twin.path.slice(siteConfig.baseUrl.length)), data: twin.markdown });
          twinCount += 1;
          referenceBytes += Buffer.byteLength(twin.markdown);
        }
      const referenceTime = seconds(referenceStarted);
      const latestReference = references.find((reference) => reference.versionName === latest.versionName);
      // The index covers the pages readers can find: unlisted pages keep their twin but stay out.
      const listed = latest.docs.filter((doc) => !doc.unlisted);
      const byId = new Map(listed.map((doc) => [doc.id, doc]));
      const sections = sidebarSections(latest.sidebars, [...byId.keys()]);
      const site = {
        name: siteConfig.title,
        summary: siteConfig.tagline,
        version: latest.label,
        fullUrl: `${siteRoot}llms-full.txt`,
        apiUrl: latestReference && `${siteRoot}llms-api.txt`,
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
        sections.flatMap(({ ids }) => ids.map((id) => latestTwins.get(id)!)),
      );
      files.push({ path: join(outDir, 'llms.txt'), data: index }, { path: join(outDir, 'llms-full.txt'), data: full });
      if (latestReference) files.push({ path: join(outDir, 'llms-api.txt'), data: latestReference.llmsApiTxt });
      await writeFiles(files);
      console.log(
        `[llms] Wrote ${twinCount} Markdown twins (${Math.round(twinBytes / 1024)} KB of guides, ${Math.round(referenceBytes / 1024)} KB of API reference, made in ${referenceTime}), llms.txt, llms-full.txt${latestReference ? ' and llms-api.txt' : ''} for ${latest.label} (${kb(index)}, ${kb(full)}${latestReference ? `, ${kb(latestReference.llmsApiTxt)}` : ''}); converted ${twins ? `in a background process in ${seconds(twins.started)}, of which ${seconds(waited)} after bundling` : `in ${seconds(waited)}`}.`,
      );
    },
  };
}
