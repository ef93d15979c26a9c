/**
 * social-cards: a 1200×630 PNG per guide page, blog post and the home page, one per API reference
 * group (its entries share it), one for the reference's index, and a site card for every other page
 * (themeConfig.image). Rendered with satori and resvg (./render.mjs) in a child process at the
 * lowest CPU priority from the end of bundling, while the pages render on the main thread; cached by
 * content in node_modules/.cache/social-cards (a warm build of unchanged pages draws nothing), and
 * copied into the build in the post-build step. Pages name their card by their route
 * (src/lib/socialCards.ts, src/components/SocialCard), so no page data changes. A title the card
 * cannot hold (too long, a character the font lacks) is cut at a word, and the build warns naming
 * the page.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { sidebarSections, type SidebarEntry } from '../../src/lib/llms/sections';
import { formatOrdinalDate } from '../../src/lib/dates';
import { cardPath, SITE_CARD } from '../../src/lib/socialCards';
import { referenceGroupCard } from '../../src/lib/socialCardGroups';
import { writeFiles } from '../write-files';
import { startBackgroundChild } from '../background-child';

export interface Card {
  /** The card's path, base path included. */
  path: string;
  title: string;
  /** The line above the title: the page's section, a post's date. */
  context?: string;
  /** The pill beside the mark: `Docs 2.0`, `Blog`. */
  badge?: string;
  domain: string;
  /** The page, for warnings. */
  page: string;
}

interface CardResult {
  file: string;
  drawn: boolean;
  problem: string | null;
}

interface DocsContent {
  loadedVersions: {
    versionName: string;
    label: string;
    path: string;
    docs: { id: string; title: string; permalink: string; source: string }[];
    sidebars: Record<string, readonly SidebarEntry[]>;
  }[];
}

interface BlogContent {
  blogPosts: { metadata: { title: string; date: Date | string; permalink: string; source: string } }[];
}

/** Every card of the site, from the loaded content. */
export function siteCards(
  siteDir: string,
  siteConfig: { url: string; baseUrl: string; title: string; tagline: string },
  docs: DocsContent | undefined,
  blog: BlogContent | undefined,
): Card[] {
  const { baseUrl } = siteConfig;
  const domain = new URL(siteConfig.url).host.replace(/^www\./, '');
  const cards: Card[] = [
    {
      path: cardPath(baseUrl, baseUrl),
      title: siteConfig.title,
      context: siteConfig.tagline,
      domain,
      page: 'the home page',
    },
    {
      path: `${baseUrl}${SITE_CARD}`,
      title: siteConfig.title,
      context: siteConfig.tagline,
      badge: 'Docs and blog',
      domain,
      page: 'the site card',
    },
  ];
  for (const version of docs?.loadedVersions ?? []) {
    const badge = `Docs ${version.label}`;
    const sectionOf = new Map<string, string>();
    for (const { label, ids } of sidebarSections(
      version.sidebars,
      version.docs.map((doc) => doc.id),
    ))
      for (const id of ids) sectionOf.set(id, label);
    for (const doc of version.docs)
      cards.push({
        path: cardPath(doc.permalink, baseUrl),
        title: doc.title,
        context: sectionOf.get(doc.id),
        badge,
        domain,
        page: doc.source.replace(/^@site\//, ''),
      });
    // The API reference of versions with data (plugins/api-reference): its index and its groups.
    const referenceFile = join(siteDir, 'api', `version-${version.versionName}`, 'reference.json');
    if (!existsSync(referenceFile)) continue;
    const { entries } = JSON.parse(readFileSync(referenceFile, 'utf8')) as { entries: { group: string }[] };
    const indexUrl = `${version.path.replace(/\/+$/, '')}/api`;
    cards.push({
      path: cardPath(indexUrl, baseUrl),
      title: 'API Reference',
      context: `${entries.length} classes, interfaces, functions, types and constants`,
      badge,
      domain,
      page: indexUrl,
    });
    for (const group of [...new Set(entries.map((entry) => entry.group))].sort())
      cards.push({
        path: referenceGroupCard(indexUrl, group, baseUrl),
        title: group,
        context: 'API Reference',
        badge,
        domain,
        page: `${indexUrl} (group ${group})`,
      });
  }
  for (const { metadata } of blog?.blogPosts ?? [])
    cards.push({
      path: cardPath(metadata.permalink, baseUrl),
      title: metadata.title,
      context: formatOrdinalDate(metadata.date),
      badge: 'Blog',
      domain,
      page: metadata.source.replace(/^@site\//, ''),
    });
  return cards;
}

const seconds = (since: number): string => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Renders in a child process at the lowest CPU priority, which frees the renderer's memory when it ends. */
function renderInChild(cards: Card[], cacheDir: string) {
  return startBackgroundChild<{ results: CardResult[] }>(
    join(__dirname, 'child.mjs'),
    { cards, cacheDir },
    {
      step: 'social-cards: rendering the cards',
      // `--expose-gc`: the renderer collects the native images it has drawn as it goes (render.mjs).
      execArgv: [...process.execArgv, '--expose-gc'],
    },
  );
}

export default function socialCards(context: LoadContext): Plugin {
  const { siteDir, siteConfig } = context;
  const cacheDir = join(siteDir, 'node_modules', '.cache', 'social-cards');
  let cards: Card[] = [];
  let drawing: ({ started: number } & ReturnType<typeof renderInChild>) | undefined;
  const startDrawing = () => {
    drawing ??= { started: Date.now(), ...renderInChild(cards, cacheDir) };
  };
  return {
    name: 'social-cards',
    configureWebpack(_config, isServer) {
      // The cards are drawn from the moment the server bundle is built: rendering the pages on the
      // main thread leaves part of a core free, which the renderer takes at a low priority.
      if (!isServer || process.env.NODE_ENV !== 'production') return {};
      return {
        plugins: [
          {
            apply(compiler: {
              hooks: { done: { tap(name: string, fn: (stats: { hasErrors(): boolean }) => void): void } };
            }) {
              compiler.hooks.done.tap('social-cards', (stats) => {
                if (cards.length && !stats.hasErrors()) startDrawing();
              });
            },
          },
        ],
      } as object;
    },
    async allContentLoaded({ allContent }) {
      // Production builds only: the development server serves no cards.
      if (process.env.NODE_ENV !== 'production') return;
      cards = siteCards(
        siteDir,
        siteConfig,
        allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined,
        allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined,
      );
      const seen = new Map<string, string>();
      for (const card of cards) {
        const other = seen.get(card.path);
        if (other) throw new Error(`social-cards: ${card.page} and ${other} would share the card ${card.path}`);
        seen.set(card.path, card.page);
      }
    },
    async postBuild({ outDir }) {
      if (!cards.length) return;
      // Started when the server bundle was built (above), or now if it was not. Started with the
      // bundling instead, the renderer's memory was added to the build's peak (2,268 MB against 1,790).
      startDrawing();
      const waited = Date.now();
      const { started, done, awaited } = drawing!;
      awaited();
      const { results } = await done;
      let bytes = 0;
      let largest = 0;
      const targets = cards.map((card) => join(outDir, card.path.slice(siteConfig.baseUrl.length)));
      await writeFiles(results.map((result, i) => ({ path: targets[i]!, from: result.file })));
      results.forEach((result, i) => {
        const size = statSync(targets[i]!).size;
        bytes += size;
        largest = Math.max(largest, size);
        if (result.problem) logger.warn(`social-cards: ${cards[i]!.page}: ${result.problem}`);
      });
      const drawn = results.filter((result) => result.drawn).length;
      console.log(
        `[social-cards] Wrote ${results.length} cards (${drawn} drawn, ${results.length - drawn} from the cache; ` +
          `${Math.round(bytes / 1024)} KB, largest ${Math.round(largest / 1024)} KB) in ${seconds(started)}, ` +
          `of which ${seconds(waited)} after the pages were rendered.`,
      );
    },
  };
}
