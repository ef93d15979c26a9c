import { groupOf, groupTrail, paginatorLabel, paginatorLinks, type SidebarNode } from '../../src/lib/paginator';

const sidebar: SidebarNode[] = [
  {
    type: 'category',
    label: 'Navigation',
    items: [
      { type: 'link', label: 'Home', href: '/' },
      { type: 'link', label: 'Blog', href: '/blog' },
    ],
  },
  {
    type: 'category',
    label: 'Getting Started',
    items: [
      { type: 'link', label: 'Introduction', href: '/docs/2.0/getting-started/introduction' },
      { type: 'link', label: 'Build & Deploy', href: '/docs/2.0/getting-started/build-deploy' },
    ],
  },
  {
    type: 'category',
    label: 'Configuration',
    items: [
      { type: 'link', label: 'App', href: '/docs/2.0/configuration/app' },
      { type: 'link', label: 'Auth', href: '/docs/2.0/configuration/auth' },
    ],
  },
  {
    type: 'category',
    label: 'Testing',
    items: [{ type: 'link', label: 'Introduction', href: '/docs/2.0/testing/introduction' }],
  },
];

const page = (section: string, name: string) => `/docs/2.0/${section}/${name}`;

describe('paginator parent rule', () => {
  it('finds the group that holds a page', () => {
    expect(groupOf(sidebar, page('configuration', 'auth'))).toBe('Configuration');
    expect(groupOf(sidebar, page('configuration', 'auth') + '/')).toBe('Configuration');
    expect(groupTrail(sidebar, page('getting-started', 'introduction'))).toEqual(['Getting Started']);
    expect(groupOf(sidebar, '/docs/2.0/nowhere')).toBeNull();
  });

  it('shows only the page when the link stays in the same group', () => {
    expect(
      paginatorLabel(sidebar, page('configuration', 'app'), {
        title: 'Auth',
        permalink: page('configuration', 'auth'),
      }),
    ).toBe('Auth');
  });

  it('shows "{Group} › {Page}" when the link crosses into another group', () => {
    expect(
      paginatorLabel(sidebar, page('getting-started', 'build-deploy'), {
        title: 'App',
        permalink: page('configuration', 'app'),
      }),
    ).toBe('Configuration › App');
    expect(
      paginatorLabel(sidebar, page('configuration', 'app'), {
        title: 'Build & Deploy',
        permalink: page('getting-started', 'build-deploy'),
      }),
    ).toBe('Getting Started › Build & Deploy');
  });

  it('has no previous link on the first page', () => {
    const links = paginatorLinks(sidebar, page('getting-started', 'introduction'), {
      next: { title: 'Build & Deploy', permalink: page('getting-started', 'build-deploy') },
    });
    expect(links.previous).toBeUndefined();
    expect(links.next).toEqual({ title: 'Build & Deploy', permalink: page('getting-started', 'build-deploy') });
  });

  it('has no next link on the last page, and labels the previous one across groups', () => {
    const links = paginatorLinks(sidebar, page('testing', 'introduction'), {
      previous: { title: 'Auth', permalink: page('configuration', 'auth') },
    });
    expect(links.next).toBeUndefined();
    expect(links.previous?.title).toBe('Configuration › Auth');
  });
});
