import { createSiteConfig, DEFAULT_DISCORD_INVITE, DEFAULT_PAYPAL_ME, DEFAULT_WEBSITE_URL } from '../../src/site';

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
});
