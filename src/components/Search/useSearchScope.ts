import { useActivePluginAndVersion, useLatestVersion } from '@docusaurus/plugin-content-docs/client';

/**
 * The docs version search covers: the one being read, or the latest release elsewhere on the site.
 * Versions are never mixed: a reader of 2.0 gets 2.0 pages only, and unreleased docs (`/docs/next`,
 * published only with DOCS_NEXT=true) only while reading them.
 */
export function useSearchScope(): { version: string; label: string } {
  const active = useActivePluginAndVersion()?.activeVersion;
  const latest = useLatestVersion(undefined);
  const version = active ?? latest;
  return { version: version.name, label: `Docs ${version.label}` };
}
