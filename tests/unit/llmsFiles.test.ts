import { llmsFullTxt, llmsTxt } from '../../src/lib/llms/files';
import { OTHER_PAGES, sidebarSections, type SidebarEntry } from '../../src/lib/llms/sections';
import { hasMarkdownTwin, markdownPath } from '../../src/lib/llms/paths';

/** llms.txt and llms-full.txt (plugins/llms): sidebar order, each page once, the llms.txt format. */
const sidebar: SidebarEntry[] = [
  {
    type: 'category',
    label: 'Navigation',
    items: [{ type: 'link' }, { type: 'link' }],
  },
  {
    type: 'category',
    label: 'Getting Started',
    items: [
      { type: 'doc', id: 'getting-started/introduction' },
      { type: 'doc', id: 'getting-started/installation' },
    ],
  },
  {
    type: 'category',
    label: 'HTTP',
    link: { type: 'doc', id: 'http/index' },
    items: [
      { type: 'doc', id: 'http/routing' },
      { type: 'category', label: 'Middleware', items: [{ type: 'ref', id: 'http/middleware' }, { type: 'html' }] },
      // Listed twice: it counts once, where it first appears.
      { type: 'doc', id: 'getting-started/introduction' },
      { type: 'doc', id: 'http/not-a-page' },
    ],
  },
  { type: 'doc', id: 'faq' },
];

describe('the pages in sidebar order', () => {
  const ids = [
    'faq',
    'http/routing',
    'getting-started/installation',
    'getting-started/introduction',
    'http/middleware',
    'http/index',
    'unlisted-in-sidebar',
  ];

  it('groups pages by top-level category, each once, with pages outside the sidebar last', () => {
    expect(sidebarSections({ docs: sidebar }, ids)).toEqual([
      { label: 'Getting Started', ids: ['getting-started/introduction', 'getting-started/installation'] },
      { label: 'HTTP', ids: ['http/index', 'http/routing', 'http/middleware'] },
      { label: OTHER_PAGES, ids: ['faq', 'unlisted-in-sidebar'] },
    ]);
  });

  it('reads every sidebar of the version, in order', () => {
    const sections = sidebarSections(
      {
        docs: [{ type: 'doc', id: 'a' }],
        api: [{ type: 'category', label: 'API', items: [{ type: 'doc', id: 'b' }] }],
      },
      ['b', 'a'],
    );
    expect(sections).toEqual([
      { label: OTHER_PAGES, ids: ['a'] },
      { label: 'API', ids: ['b'] },
    ]);
  });
});

const site = {
  name: 'Larascript Framework',
  summary: 'A Node.js framework inspired by Laravel, built with TypeScript.',
  version: '2.0',
  fullUrl: 'https://site.test/llms-full.txt',
};

describe('llms.txt', () => {
  it('has the title, the summary, and each section with its pages, their twins and descriptions', () => {
    const text = llmsTxt(site, [
      {
        label: 'Getting Started',
        pages: [
          {
            title: 'Introduction',
            description: 'What it is.',
            markdownUrl: 'https://site.test/docs/2.0/getting-started/introduction.md',
          },
          { title: 'Installation', markdownUrl: 'https://site.test/docs/2.0/getting-started/installation.md' },
        ],
      },
      {
        label: 'Base Classes',
        pages: [
          {
            title: 'Base Repository',
            description: 'Repository<Model> and its methods.',
            markdownUrl: 'https://site.test/docs/2.0/base-classes/base-repository.md',
          },
        ],
      },
    ]);
    expect(text).toMatch(
      /^# Larascript Framework\n\n> A Node.js framework inspired by Laravel, built with TypeScript\.\n\n/,
    );
    expect(text).toContain('[llms-full.txt](https://site.test/llms-full.txt)');
    expect(text).toContain(
      '## Getting Started\n\n- [Introduction](https://site.test/docs/2.0/getting-started/introduction.md): What it is.\n- [Installation](https://site.test/docs/2.0/getting-started/installation.md)\n\n## Base Classes\n\n',
    );
    // Valid Markdown: the description's `<Model>` is not read as an HTML tag.
    expect(text).toContain('): Repository\\<Model> and its methods.\n');
  });

  it('ends with a link to llms-api.txt when the version has an API reference, and only then', () => {
    const pages = [
      { label: 'HTTP', pages: [{ title: 'Routing', markdownUrl: 'https://site.test/docs/2.0/http/routing.md' }] },
    ];
    const text = llmsTxt({ ...site, apiUrl: 'https://site.test/llms-api.txt' }, pages);
    expect(text).toMatch(
      /\n## API Reference\n\n- \[llms-api\.txt\]\(https:\/\/site\.test\/llms-api\.txt\): every class, [^\n]+\n$/,
    );
    expect(llmsTxt(site, pages)).not.toContain('llms-api.txt');
  });
});

describe('llms-full.txt', () => {
  it('has the title and summary, then every twin in the order given', () => {
    const text = llmsFullTxt(site, ['# One\n\nFirst.\n', '# Two\n\nSecond.\n']);
    expect(text).toMatch(/^# Larascript Framework\n\n> A Node\.js/);
    expect(text).toContain('Larascript Framework 2.0');
    expect(text.endsWith('# One\n\nFirst.\n\n# Two\n\nSecond.\n')).toBe(true);
  });
});

describe('where twins are served', () => {
  it('adds .md to the page URL, base path included', () => {
    expect(markdownPath('/docs/2.0/http/routing')).toBe('/docs/2.0/http/routing.md');
    expect(markdownPath('/site/docs/2.0/http/routing')).toBe('/site/docs/2.0/http/routing.md');
    expect(markdownPath('/docs/2.0/http/')).toBe('/docs/2.0/http.md');
  });

  it('gives every version a twin except the unreleased one', () => {
    expect(hasMarkdownTwin('2.0')).toBe(true);
    expect(hasMarkdownTwin('current')).toBe(false);
  });
});
