import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import versions from './versions.json';
import { createSiteConfig, editUrl } from './src/site';
import { docsVersionSetup, docsEntryPath, NEXT_VERSION_PATH } from './src/lib/versions';
import { codeTheme } from './src/lib/codeTheme';
import highlighter from './plugins/highlighter';
import clientManifest from './plugins/client-manifest';
import link from './plugins/link';
import chunkFilenames from './plugins/chunk-filenames';
import bundleAnalysis from './plugins/bundle-analysis';
import search from './plugins/search';
import hosting from './plugins/hosting';
import llms from './plugins/llms';
import apiReference, { referenceLinkPath } from './plugins/api-reference';
import clientEntry from './plugins/client-entry';
import generatedFiles from './plugins/generated-files';
import utilsCommon from './plugins/utils-common';
import buildCache from './plugins/build-cache';
import contentRules from './plugins/content-rules';
import remarkApiLinks from './plugins/remark-api-links';
import remarkDiagram from './plugins/remark-diagram';
import remarkInclude from './plugins/remark-include';
import remarkCodeNotation from './plugins/remark-code-notation';
import remarkFileTree from './plugins/remark-file-tree';
import remarkSampleTypes from './plugins/remark-sample-types';
import sampleTypes from './plugins/sample-types';
import socialCards from './plugins/social-cards';
import pageFeedback from './plugins/page-feedback';
import postcssOptions from './plugins/postcss-options';
import { CARD_HEIGHT, CARD_WIDTH, cardAlt, SITE_CARD } from './src/lib/socialCards';
import remarkUpgradeGuide from './plugins/remark-upgrade-guide';
import includeDependencies from './plugins/remark-include/plugin';
import { checkedTemplate, scriptLoader } from './src/ssr/template';
import { withOptions } from './plugins/remark-options';
import { isOn } from './plugins/overrides';
import { encodeEmail } from './src/lib/email';
import { blogPostFiles, postShownDate, withShownDates, type SitemapRoute } from './src/lib/sitemap';

const site = createSiteConfig(process.env);
// The client gets the site configuration without the author's address in plain form (see src/lib/email.ts).
const { authorEmail, ...clientSite } = site;
const includeNext = process.env.DOCS_NEXT === 'true';
// Pages show "Last updated" from git only with the full history: an export without .git (where
// Docusaurus would stop the build) or a shallow clone (where every page would show the clone's date)
// gets no date at all.
const git = (...args: string[]) => spawnSync('git', args, { cwd: __dirname, encoding: 'utf8' }).stdout?.trim();
const fullGitHistory =
  git('rev-parse', '--is-inside-work-tree') === 'true' && git('rev-parse', '--is-shallow-repository') === 'false';
const versionSetup = docsVersionSetup(versions, includeNext);
const referencePath = referenceLinkPath(__dirname, versions);
// Empty fences with file="path" show that file of the repository (plugins/remark-include), so it runs first.
// ```bash npm2yarn blocks become npm/yarn tabs; the reader's choice is remembered across pages.
// `// [!code ++]` and the other line notations (plugins/remark-code-notation) come next, since diff="…" includes write them.
// Plugins with options are bound to them (plugins/remark-options.ts): Docusaurus sends the whole
// configuration to the browser, and these options hold this machine's paths.
const remarkPlugins = [
  withOptions(remarkInclude, { rootDir: __dirname }),
  remarkCodeNotation,
  remarkFileTree,
  withOptions(npm2yarn, { sync: true, converters: ['yarn'] }),
];

const config: Config = {
  title: site.siteName,
  tagline: site.siteDescription,
  favicon: 'img/favicon.svg',
  url: site.websiteUrl,
  baseUrl: site.baseUrl,
  organizationName: site.githubRepo.split('/')[0],
  projectName: site.githubRepo.split('/')[1],

  // The banner that explains a wrong baseUrl only helps while setting a site up.
  baseUrlIssueBanner: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  i18n: { defaultLocale: site.meta.lang, locales: [site.meta.lang] },

  future: {
    v4: true,
    // Docusaurus Faster stays on, but for two of its flags (measured in bench/PERFORMANCE.md,
    // "Memory and the cold build"): on two cores, rendering the pages on the build's own thread is
    // as fast as two worker threads, each of which loads the server bundle again and keeps its memory
    // after it stops (peak about 200 MB lower). Rspack's persistent cache is written on every build
    // that has none, a CI build or a fresh clone's: it costs such a build 0.5 s of bundling and about
    // 130 MB, and is read only by a later build on the same machine. SITE_BUILD_CACHE=true keeps it,
    // for a maintainer building again and again (MAINTAINING.md).
    faster: { ssgWorkerThreads: false, rspackPersistentCache: process.env.SITE_BUILD_CACHE === 'true' },
  },

  markdown: {
    // .md is CommonMark (so `Promise<T>` in prose cannot break the build); .mdx is MDX.
    format: 'detect',
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },

  // The site's HTML template (src/ssr/template.ts), an override of Docusaurus's (ARCHITECTURE.md).
  ...(isOn('ssr-template') ? { ssrTemplate: checkedTemplate(__dirname) } : {}),
  clientModules: ['./src/client/searchHighlight.ts'],
  plugins: [
    // The template's script loader, as a head tag of every page.
    ...(isOn('ssr-template') ? [scriptLoader] : []),
    buildCache,
    postcssOptions,
    includeDependencies,
    clientEntry,
    generatedFiles,
    utilsCommon,
    highlighter,
    pageFeedback,
    clientManifest,
    chunkFilenames,
    link,
    // The post-build steps run side by side in this order, each until it first waits: the two that
    // hand their work to other processes (the cards' renderer, Pagefind) start theirs first, and
    // the others write their files meanwhile.
    socialCards,
    search,
    contentRules,
    apiReference,
    bundleAnalysis,
    sampleTypes,
    hosting,
    llms,
  ],

  customFields: {
    site: clientSite,
    authorEmailEncoded: encodeEmail(authorEmail),
    docsEntryPath: docsEntryPath(versions),
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          // ::diagram{name="…"} lines become the diagram components (plugins/remark-diagram); samples'
          // framework imports and inline code naming a documented symbol link to the API reference.
          // The Upgrade Guide's chooser and badges, and the "Changed in" notes, come from the guide's Markdown;
          // before Docusaurus's plugins, so the notes' links are resolved and checked like any file link.
          beforeDefaultRemarkPlugins: [withOptions(remarkUpgradeGuide, { siteDir: __dirname })],
          remarkPlugins: [
            ...remarkPlugins,
            remarkDiagram,
            withOptions(remarkApiLinks, { siteDir: __dirname, baseUrl: site.baseUrl }),
            // Warns, naming page and line, where a sample's recorded types no longer match its code.
            withOptions(remarkSampleTypes, { siteDir: __dirname, latest: versions[0] }),
          ],
          // "Edit this page" opens the file of the version being read: versioned_docs/version-2.0/… or docs/….
          editUrl: ({ versionDocsDirPath, docPath }) => editUrl(site, `${versionDocsDirPath}/${docPath}`),
          showLastUpdateTime: fullGitHistory,
          ...versionSetup,
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          remarkPlugins,
          blogTitle: 'Blog',
          editUrl: ({ blogDirPath, blogPath }) => editUrl(site, `${blogDirPath}/${blogPath}`),
          blogDescription: `Release notes and stories from the ${site.siteName}.`,
          postsPerPage: 'ALL',
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          showReadingTime: true,
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {
            type: 'all',
            title: `${site.siteName} Blog`,
            description: `Release notes and stories from the ${site.siteName}.`,
            copyright: `Copyright © ${new Date().getFullYear()} ${site.author}`,
            limit: false,
          },
        },
        theme: {
          customCss: ['./src/css/custom.css', './src/css/code-theme.css'],
        },
        sitemap: {
          // <lastmod> is the date the page shows: "Last updated" on a docs page, "Updated" (or the
          // post's date) on a blog post; pages that show no date have none (src/lib/sitemap.ts).
          lastmod: 'date',
          ignorePatterns: [`/docs/${NEXT_VERSION_PATH}/**`, '/search'],
          createSitemapItems: async ({ defaultCreateSitemapItems, routes, ...params }) => {
            const postDates = new Map(
              await Promise.all(
                blogPostFiles(routes as SitemapRoute[]).map(async (file) => {
                  const filePath = join(__dirname, file);
                  const fileContent = readFileSync(filePath, 'utf8');
                  const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent });
                  return [file, postShownDate(frontMatter, file)] as const;
                }),
              ),
            );
            return defaultCreateSitemapItems({ ...params, routes: withShownDates(routes, postDates) });
          },
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    // Every page's card unless it has its own (plugins/social-cards, src/components/SocialCard).
    image: SITE_CARD,
    metadata: [
      { name: 'author', content: site.author },
      { property: 'og:image:width', content: String(CARD_WIDTH) },
      { property: 'og:image:height', content: String(CARD_HEIGHT) },
      { property: 'og:image:alt', content: cardAlt(site.siteName, site.siteDescription) },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    colorMode: { respectPrefersColorScheme: true },
    announcementBar: {
      id: 'beta',
      content:
        'Larascript is in beta: it is not recommended for production and suits only small-scale and experimental projects.',
      isCloseable: false,
    },
    docs: {
      sidebar: { hideable: true, autoCollapseCategories: false },
    },
    navbar: {
      title: site.siteName,
      logo: { alt: `${site.siteName} logo`, src: 'img/logo.svg', width: 32, height: 32 },
      items: [
        { to: '/', label: 'Home', position: 'left', activeBaseRegex: '^/$' },
        { type: 'docSidebar', sidebarId: 'docs', label: 'Documentation', position: 'left' },
        // Active on every version's reference pages, which are not docs (Documentation is not active there).
        ...(referencePath
          ? [
              {
                to: referencePath,
                label: 'API Reference',
                position: 'left' as const,
                activeBaseRegex: '/docs/[^/]+/api(/|$)',
              },
            ]
          : []),
        { to: '/blog', label: 'Blog', position: 'left' },
        { to: '/contribution', label: 'Contribute', position: 'left' },
        { to: '/github', label: 'GitHub', position: 'left' },
        { type: 'docsVersionDropdown', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Documentation',
          items: [
            { label: 'Introduction', to: docsEntryPath(versions) },
            { label: 'Installation', to: `/docs/${versions[0]}/getting-started/installation` },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'Contribute', to: '/contribution' },
            { label: 'Star on GitHub', to: '/github' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'Blog', to: '/blog' },
            { label: 'RSS feed', href: 'pathname:///blog/rss.xml' },
            { label: 'Atom feed', href: 'pathname:///blog/atom.xml' },
            { label: 'JSON feed', href: 'pathname:///blog/feed.json' },
            { label: 'Framework repository', href: site.githubRepository },
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} ${site.author}. Built with Docusaurus.`,
    },
    prism: {
      theme: codeTheme,
      darkTheme: codeTheme,
      additionalLanguages: ['bash', 'json'],
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  } satisfies Preset.ThemeConfig,
};

export default config;
