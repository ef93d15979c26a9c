/**
 * Derives the docs plugin's version setup from versions.json, so that cutting a version
 * (`npm run docusaurus docs:version 2.1`) needs no other edit: the first entry is the latest
 * release, every version is served under its own name, and the working copy in docs/ is
 * published only on request (DOCS_NEXT=true) as an unreleased, unindexed "next" version.
 */

export interface VersionOptions {
  label: string;
  path: string;
  banner?: 'none' | 'unreleased' | 'unmaintained';
  noIndex?: boolean;
  badge?: boolean;
}

export interface DocsVersionSetup {
  lastVersion: string;
  includeCurrentVersion: boolean;
  onlyIncludeVersions: string[];
  versions: Record<string, VersionOptions>;
}

export const NEXT_VERSION_PATH = 'next';

export function docsVersionSetup(versions: readonly string[], includeNext: boolean): DocsVersionSetup {
  if (versions.length === 0) {
    throw new Error('versions.json lists no released version: cut one with `npm run docusaurus docs:version <name>`.');
  }
  const [latest] = versions;
  const entries: Record<string, VersionOptions> = {};
  for (const name of versions) {
    // Older releases keep Docusaurus's default "unmaintained" banner.
    entries[name] =
      name === latest
        ? { label: name, path: name, banner: 'none', badge: true }
        : { label: name, path: name, badge: true };
  }
  if (includeNext) {
    entries.current = { label: 'Next', path: NEXT_VERSION_PATH, banner: 'unreleased', noIndex: true, badge: true };
  }
  return {
    lastVersion: latest,
    includeCurrentVersion: includeNext,
    onlyIncludeVersions: includeNext ? ['current', ...versions] : [...versions],
    versions: entries,
  };
}

/** The page `/docs` sends readers to: the introduction of the latest released version. */
export function docsEntryPath(versions: readonly string[], routeBasePath = 'docs'): string {
  return `/${routeBasePath}/${versions[0]}/getting-started/introduction`;
}
