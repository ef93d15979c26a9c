import {
  createSiteConfig,
  editUrl,
  normalizeBaseUrl,
  DEFAULT_DISCORD_INVITE,
  DEFAULT_PAYPAL_ME,
  DEFAULT_WEBSITE_REPOSITORY,
  DEFAULT_WEBSITE_URL,
} from '../../src/site';

describe('site configuration', () => {
  it('holds every key the spec lists, with the framework public values', () => {
    const site = createSiteConfig({});
    expect(Object.keys(site).sort()).toEqual(
      [
        'author',
        'authorEmail',
        'discordInvite',
        'githubProfile',
        'githubRepo',
        'githubRepository',
        'isDevelopment',
        'meta',
        'paypalMe',
        'siteDescription',
        'siteName',
        'websiteUrl',
        // Beyond the spec: where this website lives and is published.
        'websiteRepository',
        'baseUrl',
        'isPreview',
      ].sort(),
    );
    expect(site.siteName).toBe('Larascript Framework');
    expect(site.githubRepository).toBe('https://github.com/ben-shepherd/larascript-framework');
    expect(site.githubRepository).toBe(`https://github.com/${site.githubRepo}`);
    expect(site.websiteUrl).toBe(DEFAULT_WEBSITE_URL);
    expect(site.meta).toEqual({
      title: 'Larascript Framework | Homepage',
      description: site.siteDescription,
      charset: 'utf8',
      lang: 'en',
    });
  });

  it('is in development only when NODE_ENV is development', () => {
    expect(createSiteConfig({ NODE_ENV: 'development' }).isDevelopment).toBe(true);
    expect(createSiteConfig({ NODE_ENV: 'production' }).isDevelopment).toBe(false);
    expect(createSiteConfig({}).isDevelopment).toBe(false);
  });

  it('uses the documented defaults unless the build environment overrides them', () => {
    const defaults = createSiteConfig({ SITE_DISCORD_INVITE: '  ', SITE_PAYPAL_ME: '' });
    expect(defaults.discordInvite).toBe(DEFAULT_DISCORD_INVITE);
    expect(defaults.paypalMe).toBe(DEFAULT_PAYPAL_ME);
    const custom = createSiteConfig({
      SITE_DISCORD_INVITE: 'https://discord.gg/example',
      SITE_PAYPAL_ME: 'https://paypal.me/example',
      SITE_URL: 'https://docs.example.com/',
    });
    expect(custom.discordInvite).toBe('https://discord.gg/example');
    expect(custom.paypalMe).toBe('https://paypal.me/example');
    expect(custom.websiteUrl).toBe('https://docs.example.com');
  });

  it('edits pages in the website repository, which SITE_REPOSITORY can change', () => {
    expect(createSiteConfig({}).websiteRepository).toBe(DEFAULT_WEBSITE_REPOSITORY);
    expect(DEFAULT_WEBSITE_REPOSITORY).toBe('ben-shepherd/larascript-framework-react');
    const fork = createSiteConfig({ SITE_REPOSITORY: 'https://github.com/someone/site.git' });
    expect(fork.websiteRepository).toBe('someone/site');
    expect(editUrl(fork, 'versioned_docs/version-2.0/http/routing.md')).toBe(
      'https://github.com/someone/site/edit/main/versioned_docs/version-2.0/http/routing.md',
    );
    expect(() => createSiteConfig({ SITE_REPOSITORY: 'not a repository' })).toThrow(/SITE_REPOSITORY/);
  });

  it('is served at / unless SITE_BASE_URL names a path, and marks preview builds', () => {
    expect(createSiteConfig({}).baseUrl).toBe('/');
    expect(normalizeBaseUrl('docs-preview')).toBe('/docs-preview/');
    expect(normalizeBaseUrl('/larascript-framework-react/')).toBe('/larascript-framework-react/');
    expect(normalizeBaseUrl(' ')).toBe('/');
    expect(() => normalizeBaseUrl('/a b/')).toThrow(/SITE_BASE_URL/);
    expect(createSiteConfig({ SITE_PREVIEW: 'true' }).isPreview).toBe(true);
    expect(createSiteConfig({}).isPreview).toBe(false);
  });
});
