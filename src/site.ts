/**
 * The site configuration: every value the site spec lists, in one typed module.
 * docusaurus.config.ts passes it to the client as `customFields.site`; components read it
 * through `useSite()` (src/hooks/useSite.ts). No value here is repeated elsewhere.
 *
 * Values with no public source, and where the site is published, can be overridden at build time
 * with environment variables (listed in MAINTAINING.md, "Configuration"): SITE_URL, SITE_BASE_URL, SITE_REPOSITORY,
 * SITE_DISCORD_INVITE, SITE_PAYPAL_ME, SITE_PREVIEW.
 */

export interface SiteMeta {
  title: string;
  description: string;
  charset: 'utf8';
  lang: 'en';
}

export interface SiteConfig {
  /** True when the site is built or served in the development environment. */
  isDevelopment: boolean;
  author: string;
  authorEmail: string;
  githubProfile: string;
  githubRepository: string;
  websiteUrl: string;
  siteName: string;
  siteDescription: string;
  meta: SiteMeta;
  discordInvite: string;
  /** The repository as `owner/name`. */
  githubRepo: string;
  /** Donation link. */
  paypalMe: string;
  /** This website's own repository as `owner/name`: "Edit this page" links and pull requests. */
  websiteRepository: string;
  /** The path the site is served under: `/` on its own domain, `/<repository>/` as a project page. */
  baseUrl: string;
  /** A preview build: robots.txt asks crawlers to stay away. */
  isPreview: boolean;
}

type Env = Record<string, string | undefined>;

const GITHUB_OWNER = 'ben-shepherd';
const GITHUB_REPO = `${GITHUB_OWNER}/larascript-framework`;
const SITE_NAME = 'Larascript Framework';
const SITE_DESCRIPTION = 'A Node.js framework inspired by Laravel, built with TypeScript.';

/** The framework's public website. */
export const DEFAULT_WEBSITE_URL = 'https://www.larascriptnode.com';
/** The framework website's existing repository, where this site's sources live. */
export const DEFAULT_WEBSITE_REPOSITORY = `${GITHUB_OWNER}/larascript-framework-react`;
/** The branch pages are edited on. */
export const WEBSITE_BRANCH = 'main';
/**
 * No public chat invite exists: unless SITE_DISCORD_INVITE is set, the "community chat" button
 * points at the repository's GitHub Discussions.
 */
export const DEFAULT_DISCORD_INVITE = `https://github.com/${GITHUB_REPO}/discussions`;
/**
 * No public donation link exists: unless SITE_PAYPAL_ME is set, the donation button points at the
 * author's GitHub profile, so that no payment can go to a stranger's account.
 */
export const DEFAULT_PAYPAL_ME = `https://github.com/${GITHUB_OWNER}`;

function nonEmpty(value: string | undefined, fallback: string): string {
  return value !== undefined && value.trim() !== '' ? value.trim() : fallback;
}

/** `/`, or a path with one leading and one trailing slash (`docs-preview` → `/docs-preview/`). */
export function normalizeBaseUrl(value: string | undefined): string {
  const path = nonEmpty(value, '/').replace(/^\/+|\/+$/g, '');
  if (/[^A-Za-z0-9._~\-/]/.test(path)) throw new Error(`SITE_BASE_URL must be a URL path, got "${value}"`);
  return path ? `/${path}/` : '/';
}

/** `owner/name`, from a bare value or a GitHub URL. */
export function normalizeRepository(value: string | undefined): string {
  const repo = nonEmpty(value, DEFAULT_WEBSITE_REPOSITORY)
    .replace(/^https?:\/\/github\.com\//, '')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`SITE_REPOSITORY must be owner/name, got "${value}"`);
  return repo;
}

/** Builds the site configuration from an environment (process.env at build time). */
export function createSiteConfig(env: Env): SiteConfig {
  const githubProfile = `https://github.com/${GITHUB_OWNER}`;
  return {
    isDevelopment: env.NODE_ENV === 'development',
    author: 'Benjamin Shepherd',
    authorEmail: 'ben.shepherd@gmx.com',
    githubProfile,
    githubRepository: `https://github.com/${GITHUB_REPO}`,
    websiteUrl: nonEmpty(env.SITE_URL, DEFAULT_WEBSITE_URL).replace(/\/+$/, ''),
    siteName: SITE_NAME,
    siteDescription: SITE_DESCRIPTION,
    meta: {
      title: `${SITE_NAME} | Homepage`,
      description: SITE_DESCRIPTION,
      charset: 'utf8',
      lang: 'en',
    },
    discordInvite: nonEmpty(env.SITE_DISCORD_INVITE, DEFAULT_DISCORD_INVITE),
    githubRepo: GITHUB_REPO,
    paypalMe: nonEmpty(env.SITE_PAYPAL_ME, DEFAULT_PAYPAL_ME),
    websiteRepository: normalizeRepository(env.SITE_REPOSITORY),
    baseUrl: normalizeBaseUrl(env.SITE_BASE_URL),
    isPreview: env.SITE_PREVIEW === 'true',
  };
}

/** The GitHub "edit" URL of a source file of this website (path relative to the repository root). */
export function editUrl(site: Pick<SiteConfig, 'websiteRepository'>, path: string): string {
  return `https://github.com/${site.websiteRepository}/edit/${WEBSITE_BRANCH}/${path.replace(/^\/+/, '')}`;
}
