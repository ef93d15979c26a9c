import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { entrySections, entryToc, memberLabel } from '../../src/lib/api/entrySections';
import type { ApiEntry, ApiMember, ApiReferenceData } from '../../src/lib/api/reference';
import { inheritedDocs, referenceLinkPath, relatedEntries } from '../../plugins/api-reference';
import { crawlPaths, REFERENCE_SAMPLE, TAG_SAMPLE } from '../e2e/crawlPlan';

const member = (name: string, more: Partial<ApiMember> = {}): ApiMember => ({
  name,
  anchor: more.static ? `static-${name.toLowerCase()}` : name.toLowerCase(),
  kind: 'method',
  signatures: [{ text: `${name}(): void` }],
  ...more,
});

describe('entrySections', () => {
  const members = [
    member('constructor', { kind: 'constructor', inheritedFrom: 'Model' }),
    member('save', { inheritedFrom: 'Model' }),
    member('table', { kind: 'property', inheritedFrom: 'Model' }),
    member('getToken'),
    member('create', { static: true, inheritedFrom: 'Model' }),
    member('fields', { kind: 'property' }),
    member('on', { inheritedFrom: 'WithObserver' }),
    member('TOKEN', { kind: 'property', static: true }),
  ];
  const sections = entrySections({ members });

  it('puts the constructor first, then own members by kind, then inherited ones by where they come from', () => {
    expect(sections.map((s) => [s.id, s.title, s.members.map((m) => m.name)])).toEqual([
      ['constructor', 'Constructor', ['constructor']],
      ['properties', 'Properties', ['TOKEN', 'fields']],
      ['methods', 'Methods', ['getToken']],
      ['inherited-from-model', 'Inherited from Model', ['table', 'create', 'save']],
      ['inherited-from-withobserver', 'Inherited from WithObserver', ['on']],
    ]);
  });

  it('gives a table of contents with sections, then their members, inherited ones last', () => {
    expect(entryToc(sections)).toEqual([
      { value: 'Constructor', id: 'constructor', level: 2 },
      { value: 'Properties', id: 'properties', level: 2 },
      { value: 'static TOKEN', id: 'static-token', level: 3 },
      { value: 'fields', id: 'fields', level: 3 },
      { value: 'Methods', id: 'methods', level: 2 },
      { value: 'getToken()', id: 'gettoken', level: 3 },
      { value: 'Inherited from Model', id: 'inherited-from-model', level: 2 },
      { value: 'table', id: 'table', level: 3 },
      { value: 'static create()', id: 'static-create', level: 3 },
      { value: 'save()', id: 'save', level: 3 },
      { value: 'Inherited from WithObserver', id: 'inherited-from-withobserver', level: 2 },
      { value: 'on()', id: 'on', level: 3 },
    ]);
  });

  it('escapes the HTML the theme TOC renders, and has no sections for an entry without members', () => {
    expect(entryToc([{ id: 'x', title: 'Inherited from A<B>', members: [] }])[0]!.value).toBe(
      'Inherited from A&lt;B&gt;',
    );
    expect(entrySections({ members: [] })).toEqual([]);
    expect(memberLabel(member('x', { kind: 'property' }))).toBe('x');
  });
});

describe('inheritedDocs', () => {
  const entry = (name: string, members: ApiMember[]): ApiEntry => ({
    name,
    slug: name.toLowerCase(),
    kind: 'class',
    group: 'Validation',
    module: `@src/${name}`,
    export: 'default',
    import: `import ${name} from '@src/${name}';`,
    declaration: `class ${name}`,
    members,
  });

  it('points an inherited member at its own documentation on the entry it comes from', () => {
    const parent = entry('AbstractRule', [member('validate'), member('constructor', { kind: 'constructor' })]);
    const child = entry('RequiredRule', [
      member('validate', { inheritedFrom: 'AbstractRule' }),
      member('constructor', { kind: 'constructor', inheritedFrom: 'AbstractRule' }),
      member('toString', { inheritedFrom: 'Elsewhere' }),
      member('test'),
    ]);
    const links = inheritedDocs(child, [parent, child], (slug) => `/docs/2.0/api/${slug}`);
    expect({ ...links }).toEqual({
      validate: '/docs/2.0/api/abstractrule#validate',
      constructor: '/docs/2.0/api/abstractrule#constructor',
    });
    // No prototype: an anchor named like an Object method is not found by accident.
    expect(links.tostring).toBeUndefined();
  });
});

describe('the reference data as the pages use it', () => {
  const data: ApiReferenceData = JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'api', 'version-2.0', 'reference.json'), 'utf8'),
  );
  const urls = Object.fromEntries(data.entries.map((e) => [e.name, `/docs/2.0/api/${e.slug}`]));

  it('gives every entry page anchors that are unique on the page', () => {
    for (const entry of data.entries) {
      const ids = ['used-in-the-guides', ...entryToc(entrySections(entry)).map((item) => item.id)];
      expect({ entry: entry.name, duplicates: ids.filter((id, i) => ids.indexOf(id) !== i) }).toEqual({
        entry: entry.name,
        duplicates: [],
      });
    }
  });

  it('links an entry to the other entries it names, and to what its members are inherited from', () => {
    const apiToken = data.entries.find((e) => e.name === 'ApiToken')!;
    const related = relatedEntries(apiToken, urls);
    expect(related.Model).toBe('/docs/2.0/api/model');
    expect(related.ApiToken).toBeUndefined();
    for (const m of apiToken.members)
      if (m.inheritedFrom && urls[m.inheritedFrom]) expect(related[m.inheritedFrom]).toBeTruthy();
  });

  it('links the navbar and the sidebars to the newest version that has data', () => {
    const site = join(__dirname, '..', '..');
    expect(referenceLinkPath(site, ['2.0'])).toBe('/docs/2.0/api');
    expect(referenceLinkPath(site, ['9.9', '2.0'])).toBe('/docs/2.0/api');
    expect(referenceLinkPath(site, ['9.9'])).toBeNull();
  });
});

describe('the crawl of the reference', () => {
  it('visits the index and the fixed sample of entries, and every other page', () => {
    const paths = [
      '/',
      '/docs/2.0/http/routing',
      '/docs/2.0/api',
      '/docs/2.0/api/model',
      '/docs/2.0/api/user',
      '/docs/next/api/x',
    ];
    expect(crawlPaths(paths)).toEqual(['/', '/docs/2.0/http/routing', '/docs/2.0/api', '/docs/2.0/api/model']);
    expect(REFERENCE_SAMPLE).toHaveLength(4);
  });

  it('visits the tags index and the sample of tag pages, not the other tag pages', () => {
    const paths = ['/blog', '/blog/tags', '/blog/tags/release', '/blog/tags/journey', '/blog/tags/mail'];
    expect(crawlPaths(paths)).toEqual(['/blog', '/blog/tags', ...TAG_SAMPLE]);
  });
});
