/**
 * The Markdown twins of one docs version's API reference (src/lib/llms/reference.ts), from its data
 * (api/version-<v>/reference.json): the same pages, URLs and "Used in the guides" lists as the
 * api-reference plugin gives the HTML pages.
 */
import { guidesByEntry } from '../api-reference';
import { loadReference } from '../api-reference/load';
import { referenceUrl, sourceUrl } from '../../src/lib/api/reference';
import { markdownPath } from '../../src/lib/llms/paths';
import { entryMarkdown, entrySummary, indexGroups, indexMarkdown, llmsApiTxt } from '../../src/lib/llms/reference';

export interface ReferenceTwins {
  versionName: string;
  /** Each twin's URL path (base path included) and text. */
  twins: { path: string; markdown: string }[];
  /** llms-api.txt, should this version be the latest. */
  llmsApiTxt: string;
}

interface Version {
  versionName: string;
  label: string;
  path: string;
  docs: { source: string; permalink: string; title: string; id: string }[];
}

/** The twins of a version's reference, or null when the version has no reference data. */
export function referenceTwins(
  site: { siteDir: string; siteUrl: string; siteName: string },
  version: Version,
): ReferenceTwins | null {
  const reference = loadReference(site.siteDir, version.versionName);
  if (!reference) return null;
  const { data } = reference;
  // Same URLs as plugins/api-reference: /docs/<version path>/api/<slug>, base path included.
  const versionPath = version.path.replace(/\/$/, '').split('/').pop()!;
  const docsBase = version.path.replace(/\/$/, '').slice(0, -versionPath.length - 1);
  const pageUrl = (slug?: string) => referenceUrl(docsBase, versionPath, slug);
  const guides = guidesByEntry(site.siteDir, reference, version.docs);
  const twins = data.entries.map((entry) => ({
    path: markdownPath(pageUrl(entry.slug)),
    markdown: entryMarkdown(entry, {
      versionLabel: version.label,
      tag: data.tag,
      url: `${site.siteUrl}${pageUrl(entry.slug)}`,
      sourceUrl: (source) => sourceUrl(data, source),
      usedIn: (guides.get(entry.slug) ?? []).map((guide) => ({
        title: guide.title,
        url: `${site.siteUrl}${guide.permalink}`,
      })),
    }),
  }));
  const groups = indexGroups(
    data.entries.map((entry) => ({
      name: entry.name,
      kind: entry.kind,
      group: entry.group,
      markdownUrl: `${site.siteUrl}${markdownPath(pageUrl(entry.slug))}`,
      summary: entrySummary(entry.doc),
    })),
  );
  const indexSite = {
    name: site.siteName,
    versionLabel: version.label,
    tag: data.tag,
    url: `${site.siteUrl}${pageUrl()}`,
  };
  twins.push({ path: markdownPath(pageUrl()), markdown: indexMarkdown(indexSite, groups) });
  return { versionName: version.versionName, twins, llmsApiTxt: llmsApiTxt(indexSite, groups) };
}
