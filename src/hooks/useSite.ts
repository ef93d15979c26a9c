import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SiteConfig } from '@site/src/site';

/** The site configuration the client receives: everything but the author's e-mail address. */
export type ClientSiteConfig = Omit<SiteConfig, 'authorEmail'>;

/** The site configuration (src/site.ts), as docusaurus.config.ts passed it to the client. */
export function useSite(): ClientSiteConfig {
  return useDocusaurusContext().siteConfig.customFields!.site as ClientSiteConfig;
}

/** The author's e-mail address in its encoded form; decode it only when the reader asks. */
export function useEncodedAuthorEmail(): number[] {
  return useDocusaurusContext().siteConfig.customFields!.authorEmailEncoded as number[];
}

/** The first page of the latest docs version (where /docs redirects). */
export function useDocsEntryPath(): string {
  return useDocusaurusContext().siteConfig.customFields!.docsEntryPath as string;
}
