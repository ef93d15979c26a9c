/**
 * api-reference: the API reference pages of each docs version that has reference data
 * (api/version-<v>/reference.json, generated from the release by `npm run api:generate`). One page
 * per symbol at /docs/<v>/api/<slug> and an index at /docs/<v>/api. Each entry lists the docs
 * pages whose samples import it ("Used in the guides"), computed here from the pages' samples.
 *
 * Each entry is its own route for server rendering, but in the browser bundle of a production
 * build all entries of a version are one route that fetches the entry's data (<page>/entry.json,
 * written at postBuild): see ./clientRoutes.cjs, src/components/ApiReference/entryRoute.tsx. Every
 * route otherwise costs every page of the site bytes of JavaScript (19 KB gzip for 301 entries).
 * The server's entry routes then share one data module per version
 * (src/components/ApiReference/VersionEntryPage.tsx picks the route's page from it).
 *
 * Fails the build, naming the file, when a data file is malformed. The site build reads only
 * these files: no framework checkout is needed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import logger from '@docusaurus/logger';
import { isOn, rewriteGenerated, type BundlerPlugin } from '../overrides';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { pageSamples, sampleImports } from '../../src/lib/apiReference.cjs';
import { referenceUrl, type ApiEntry } from '../../src/lib/api/reference';
import { docSummary } from '../../src/lib/api/docText';
import { loadReferences, type LoadedReference } from './load';
import { writeFiles } from '../write-files';
import type { ApiEntryPageData, ApiIndexPageData, GuideLink } from '../../src/components/ApiReference/types';

/** The entries' data modules (file names), filled while the routes are created. */
const browserDroppedDataFiles: string[] = [];

/**
 * The data modules of the reference entries, which the browser bundle's registry.js does not need
 * once `reference-routes` has made every entry of a version one route that fetches its data: empty
 * unless that override is on (production builds only).
 */
export function referenceDataFilesToDrop(mode: string | undefined): readonly string[] {
  return mode === 'production' && isOn('reference-routes') ? browserDroppedDataFiles : [];
}

interface DocsContent {
  loadedVersions: {
    versionName: string;
    label: string;
    path: string;
    isLast: boolean;
    docs: { source: string; permalink: string; title: string; id: string }[];
  }[];
}

/** The guides (docs pages) of a version whose samples import each entry, by entry slug. */
export function guidesByEntry(
  siteDir: string,
  reference: LoadedReference,
  docs: DocsContent['loadedVersions'][number]['docs'],
): Map<string, GuideLink[]> {
  const read = (file: string) => readFileSync(join(siteDir, file), 'utf8');
  const used = new Map<string, GuideLink[]>();
  for (const doc of docs) {
    const markdown = read(doc.source.replace(/^@site\//, ''));
    const slugs = new Set<string>();
    for (const sample of pageSamples(markdown, read))
      for (const imp of sampleImports(sample.code)) {
        const entry = reference.index.byImport(imp.module, imp.imported);
        if (entry) slugs.add(entry.slug);
      }
    for (const slug of slugs)
      used.set(slug, [...(used.get(slug) ?? []), { title: doc.title, permalink: doc.permalink }]);
  }
  for (const list of used.values()) list.sort((a, b) => a.title.localeCompare(b.title));
  return used;
}

/**
 * Where the navbar and the docs sidebar link to: the reference of the newest released version that
 * has data (the unreleased docs link there too), or null when no version has any.
 */
export function referenceLinkPath(siteDir: string, versions: readonly string[]): string | null {
  const version = versions.find((v) => existsSync(join(siteDir, 'api', `version-${v}`, 'reference.json')));
  return version ? referenceUrl('/docs', version) : null;
}

/** Names of other entries that an entry's signatures and docs mention, with their URLs, to link them. */
export function relatedEntries(entry: ApiEntry, entryUrls: Record<string, string>): Record<string, string> {
  const words = new Set(JSON.stringify(entry).match(/[A-Za-z_$][\w$]*/g));
  return Object.fromEntries(Object.entries(entryUrls).filter(([name]) => name !== entry.name && words.has(name)));
}

/**
 * Where each inherited member of an entry is documented: the member of the same anchor on the entry
 * it is inherited from (`/docs/2.0/api/abstract-rule#validate`), by anchor; members whose class has
 * no entry, or no member of that anchor, are left out (the page then shows their docs itself).
 */
export function inheritedDocs(
  entry: ApiEntry,
  entries: readonly ApiEntry[],
  urlOf: (slug: string) => string,
): Record<string, string> {
  // No prototype: anchors such as `constructor` or `toString` are plain keys.
  const links: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const member of entry.members) {
    if (!member.inheritedFrom) continue;
    const parent = entries.find(
      (e) => e.name === member.inheritedFrom && e.members.some((m) => m.anchor === member.anchor && !m.inheritedFrom),
    );
    if (parent) links[member.anchor] = `${urlOf(parent.slug)}#${member.anchor}`;
  }
  return links;
}

export default function apiReference(context: LoadContext): Plugin {
  // For the browser bundle (./clientRoutes.cjs): each version's entry URL prefix, the entries'
  // data modules, and each entry page's data by URL (written beside its page at postBuild).
  const prefixes: string[] = [];
  const dataFiles = browserDroppedDataFiles;
  dataFiles.length = 0;
  const pageData = new Map<string, string>();
  return {
    name: 'api-reference',
    async allContentLoaded({ allContent, actions }) {
      // With \`reference-routes\` on, a production build's browser fetches each entry's data
      // (entry.json) and never loads the entries' data modules: only the server renders with them.
      // All entries of a version then share one module. Each module is a file Docusaurus writes
      // before bundling can start and a module the bundler then builds: one per entry (345) took a
      // cold build's loading about 0.35 s longer (bench/PERFORMANCE.md). Otherwise (the development
      // server, SITE_STOCK=true) each entry route loads its own, as Docusaurus routes do.
      const sharedData = process.env.NODE_ENV === 'production' && isOn('reference-routes');
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      if (!docsContent) return;
      const references = loadReferences(context.siteDir);
      for (const version of docsContent.loadedVersions) {
        const reference = references.get(version.versionName);
        if (!reference) {
          // A released version without data (just cut): its docs build, but say what is missing.
          if (version.versionName !== 'current')
            logger.warn(
              `api-reference: docs version ${version.versionName} has no API reference (api/version-${version.versionName}/reference.json): run npm run api:generate -- <checkout of its release tag>`,
            );
          continue;
        }
        const versionPath = version.path.replace(/\/$/, '').split('/').pop()!;
        const docsBase = version.path.replace(/\/$/, '').slice(0, -versionPath.length - 1);
        const guides = guidesByEntry(context.siteDir, reference, version.docs);
        const { data } = reference;
        const meta = {
          version: version.versionName,
          versionLabel: version.label,
          tag: data.tag,
          commit: data.commit,
          repository: data.repository,
          indexUrl: referenceUrl(docsBase, versionPath),
        };
        const byGroup = new Map<string, ApiEntry[]>();
        for (const entry of data.entries) byGroup.set(entry.group, [...(byGroup.get(entry.group) ?? []), entry]);
        const index: ApiIndexPageData = {
          ...meta,
          groups: [...byGroup.entries()]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([group, entries]) => ({
              group,
              entries: entries.map((e) => ({
                name: e.name,
                kind: e.kind,
                url: referenceUrl(docsBase, versionPath, e.slug),
                summary: docSummary(e.doc),
              })),
            })),
        };
        const indexData = await actions.createData(`api-${version.versionName}-index.json`, JSON.stringify(index));
        actions.addRoute({
          path: meta.indexUrl,
          component: '@site/src/components/ApiReference/IndexPage',
          exact: true,
          modules: { data: indexData },
        });
        prefixes.push(`${meta.indexUrl}/`);
        const entryUrls = Object.fromEntries(
          data.entries.map((e) => [e.name, referenceUrl(docsBase, versionPath, e.slug)] as const),
        );
        const pages = data.entries.map((entry) => {
          const page: ApiEntryPageData = {
            ...meta,
            entry,
            url: referenceUrl(docsBase, versionPath, entry.slug),
            usedIn: guides.get(entry.slug) ?? [],
            related: relatedEntries(entry, entryUrls),
            inheritedDocs: inheritedDocs(entry, data.entries, (slug) => referenceUrl(docsBase, versionPath, slug)),
          };
          const json = JSON.stringify(page);
          pageData.set(page.url, json);
          return { entry, url: page.url, json };
        });
        // One module of every entry page of the version, by URL, which only the server reads; or one per entry.
        const shared = sharedData
          ? await actions.createData(
              `api-${version.versionName}-entries.json`,
              `{${pages.map(({ url, json }) => `${JSON.stringify(url)}:${json}`).join(',')}}`,
            )
          : undefined;
        if (shared) dataFiles.push(basename(shared));
        for (const { entry, url, json } of pages) {
          const dataFile = shared ?? (await actions.createData(`api-${version.versionName}-${entry.slug}.json`, json));
          actions.addRoute({
            path: url,
            component: `@site/src/components/ApiReference/${shared ? 'VersionEntryPage' : 'EntryPage'}`,
            exact: true,
            modules: { data: dataFile },
          });
          if (!shared) dataFiles.push(basename(dataFile));
        }
      }
    },
    configureWebpack(config, isServer) {
      // The browser bundle of a production build only: `npm start` serves no entry.json files.
      if (isServer || config.mode !== 'production' || prefixes.length === 0) return {};
      const options = (part: string) => ({
        part,
        prefixes,
        route: join(context.siteDir, 'src', 'components', 'ApiReference', 'entryRoute.tsx'),
      });
      const loader = join(__dirname, 'clientRoutes.cjs');
      const plugins: BundlerPlugin[] = [];
      const rules = [];
      const parts: [string, RegExp, string][] = [
        ['reference-routes', /[\\/]\.docusaurus[\\/]routes\.js$/, 'routes'],
        ['reference-chunk-names', /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/, 'chunkNames'],
      ];
      for (const [id, test, part] of parts) {
        if (!isOn(id)) continue;
        const { rule, plugin } = rewriteGenerated(id, test, loader, options(part));
        rules.push(rule);
        plugins.push(plugin);
      }
      // registry.js loses the entries' data modules too: plugins/generated-files/registryLoader.cjs,
      // the one rewrite of that file, reads them from referenceDataFilesToDrop().
      return { plugins, module: { rules } };
    },
    async postBuild({ outDir, baseUrl }) {
      // Each entry page's data, fetched by the browser's one route of all entries (entryRoute.tsx).
      await writeFiles(
        [...pageData].map(([url, json]) => ({
          path: join(outDir, url.slice(baseUrl.length), 'entry.json'),
          data: json,
        })),
      );
    },
  };
}
