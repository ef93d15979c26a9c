import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReferenceIndex, entrySlug, type ApiEntry, type ApiReferenceData } from '../../src/lib/api/reference';
import {
  dataVersion,
  docsDefinedModules,
  entryHref,
  mentionCandidates,
  parseMention,
  resolveMention,
  sampleLinks,
} from '../../src/lib/api/links';
import { importLineLinks, linkIdentifiers } from '../../src/lib/api/codeLinks';
import remarkApiLinks from '../../plugins/remark-api-links';

/**
 * Links from the guides to the API reference: a sample's framework imports link to their entries,
 * inline code that names a documented symbol links to it, and an import with no entry fails the
 * build naming the page, the line and the symbol.
 */
const entry = (name: string, module: string, kind: ApiEntry['kind'], extra: Partial<ApiEntry> = {}): ApiEntry => ({
  name,
  slug: entrySlug(name),
  kind,
  group: 'Core',
  module,
  export: 'default',
  import: `import ${name} from '${module}';`,
  declaration: `${kind} ${name}`,
  members: [],
  ...extra,
});

const MODEL = '@src/core/domains/models/base/Model';
const data: ApiReferenceData = {
  format: 1,
  version: '2.0',
  tag: 'v2.0.6-beta-release',
  commit: 'a'.repeat(40),
  repository: 'ben-shepherd/larascript-framework',
  generatedBy: 'test',
  modules: [
    'src/core/domains/models/base/Model.ts',
    'src/core/domains/auth/services/AuthService.ts',
    'src/core/domains/collections/Collection.ts',
    'src/core/domains/collections/helper/collect.ts',
    'src/core/domains/events/collect.ts',
    'src/core/domains/models/interfaces/IModel.ts',
    'src/app/models/auth/User.ts',
    'src/core/domains/http/router/Route.ts',
  ],
  entries: [
    entry('Model', MODEL, 'abstract class', {
      members: [
        { name: 'findById', anchor: 'static-findbyid', kind: 'method', static: true, signatures: [] },
        { name: 'save', anchor: 'save', kind: 'method', signatures: [] },
      ],
    }),
    entry('auth', '@src/core/domains/auth/services/AuthService', 'function', { export: 'auth' }),
    entry('Collection', '@src/core/domains/collections/Collection', 'class'),
    entry('collect', '@src/core/domains/collections/helper/collect', 'function'),
    entry('collect', '@src/core/domains/events/collect', 'const'),
    entry('IModel', '@src/core/domains/models/interfaces/IModel', 'interface', { export: 'IModel' }),
    entry('User', '@src/app/models/auth/User', 'class'),
    entry('UserRepository', '@src/app/repositories/UserRepository', 'class'),
    entry('UserRepository', '@src/core/domains/auth/repository/UserRepository', 'class'),
    entry('Route', '@src/core/domains/http/router/Route', 'class', {
      members: [{ name: 'group', anchor: 'static-group', kind: 'method', static: true, signatures: [] }],
    }),
  ],
};
data.entries[4]!.slug = 'collect-2';
data.entries[8]!.slug = 'user-repository-2';
const index = createReferenceIndex(data);

describe('sample imports', () => {
  const code = [
    "import Model from '@src/core/domains/models/base/Model';",
    "import { auth } from '@src/core/domains/auth/services/AuthService';",
    'import {',
    '    type IModel,',
    "} from '@src/core/domains/models/interfaces/IModel';",
    "import Missing from '@src/core/domains/collections/Collection';",
    "import PostModel from '@src/app/models/PostModel';",
    "import * as models from '@src/core/domains/models/base/Model';",
  ].join('\n');

  it('links each name imported from a framework module to its entry, and finds one with no entry', () => {
    const links = sampleLinks(code, index);
    expect(links.map((l) => [l.name, l.line, l.entry?.slug])).toEqual([
      ['Model', 1, 'model'],
      ['auth', 2, 'auth'],
      ['IModel', 3, 'i-model'],
      ['Missing', 6, 'collection'],
    ]);
  });

  it('leaves out modules the docs define themselves and namespace imports', () => {
    const own = new Set(['@src/core/domains/models/base/Model']);
    expect(sampleLinks(code, index, (m) => own.has(m)).map((l) => l.name)).toEqual(['auth', 'IModel', 'Missing']);
  });

  it('reports a named import the reference does not have', () => {
    const links = sampleLinks("import { Nope } from '@src/core/domains/models/base/Model';", index);
    expect(links).toEqual([expect.objectContaining({ name: 'Nope', entry: undefined, line: 1 })]);
  });

  it('reads the modules the docs define from title="src/…" fences', () => {
    expect(
      docsDefinedModules(
        '```ts title="src/app/models/PostModel.ts"\n```\n```ts title="src/app/models/auth/User.ts (fields)"',
      ),
    ).toEqual(['@src/app/models/PostModel', '@src/app/models/auth/User']);
  });
});

describe('rendering the links on import lines', () => {
  const links = { Model: '/docs/2.0/api/model', IModel: '/docs/2.0/api/i-model' };

  it('marks the lines of import statements only, multi-line ones included', () => {
    const lines = ['import {', '  Model,', "} from '@src/x';", 'const m: Model = x;', "import IModel from '@src/y';"];
    expect(importLineLinks(lines.length, (i) => lines[i]!, links).map(Boolean)).toEqual([
      true,
      true,
      true,
      false,
      true,
    ]);
  });

  it('splits a token into text and linked identifiers, whole words only', () => {
    expect(linkIdentifiers(' Model, ModelX IModel ', links)).toEqual([
      { text: ' ' },
      { text: 'Model', href: '/docs/2.0/api/model' },
      { text: ', ModelX ' },
      { text: 'IModel', href: '/docs/2.0/api/i-model' },
      { text: ' ' },
    ]);
    expect(linkIdentifiers('from', links)).toEqual([{ text: 'from' }]);
  });
});

describe('inline code in prose', () => {
  it.each([
    ['Model', { name: 'Model', call: false }],
    ['IModel<T>', { name: 'IModel', call: false }],
    ['auth()', { name: 'auth', call: true }],
    ["app('db')", { name: 'app', call: true }],
    ['new Collection()', { name: 'Collection', call: true }],
    ['Model.findById()', { name: 'Model', member: 'findById', call: true }],
    ['Route.group', { name: 'Route', member: 'group', call: false }],
  ])('reads %s', (code, expected) => {
    expect(parseMention(code)).toEqual(expect.objectContaining(expected));
  });

  it.each(['auth().user()', 'src/app/models', 'npm run dev', 'new Collection', 'a + b', 'Model.query().where()'])(
    'does not take %s for a mention',
    (code) => {
      expect(parseMention(code)).toBeNull();
    },
  );

  const target = (code: string, modules: string[] = []) => {
    const mention = parseMention(code)!;
    const found = resolveMention(mention, mentionCandidates(mention, index), new Set(modules));
    return found && entryHref('/docs', '2.0', found);
  };

  it('links classes, helpers called as functions and members to their anchors', () => {
    expect(target('Model')).toBe('/docs/2.0/api/model');
    expect(target('auth()')).toBe('/docs/2.0/api/auth');
    expect(target('Model.findById()')).toBe('/docs/2.0/api/model#static-findbyid');
    expect(target('Model.save()')).toBe('/docs/2.0/api/model#save');
    expect(target('Model.unknown()')).toBe('/docs/2.0/api/model');
    expect(target('new Collection()')).toBe('/docs/2.0/api/collection');
  });

  it('leaves a helper written without its call, and unknown names', () => {
    expect(target('auth')).toBeNull();
    expect(target('Nothing')).toBeNull();
  });

  it('chooses among entries of the same name by the page imports, or leaves the mention', () => {
    expect(target('collect()', ['@src/core/domains/events/collect'])).toBe('/docs/2.0/api/collect-2');
    // Written as a call, and the page imports neither: the helper function rather than the constant.
    expect(target('collect()')).toBe('/docs/2.0/api/collect');
    // Bare, only the constant can be meant (a helper needs its call).
    expect(target('collect')).toBe('/docs/2.0/api/collect-2');
    expect(target('UserRepository')).toBeNull();
  });

  it('does not link entries of modules the docs define themselves', () => {
    const mention = parseMention('User')!;
    expect(mentionCandidates(mention, index, (m) => m === '@src/app/models/auth/User')).toEqual([]);
  });
});

describe('versions', () => {
  it('uses its own data, else the newest released version with data', () => {
    const has = (v: string) => v === '2.0';
    expect(dataVersion('2.0', ['2.0'], has)).toBe('2.0');
    expect(dataVersion('current', ['2.0'], has)).toBe('2.0');
    expect(dataVersion('2.1', ['2.1', '2.0'], has)).toBe('2.0');
    expect(dataVersion('2.1', ['2.1'], has)).toBeNull();
  });
});

describe('the remark plugin', () => {
  let site: string;
  const page = join('versioned_docs', 'version-2.0', 'models', 'models.md');

  beforeAll(() => {
    site = mkdtempSync(join(tmpdir(), 'remark-api-links-'));
    mkdirSync(join(site, 'api', 'version-2.0'), { recursive: true });
    mkdirSync(join(site, 'versioned_docs', 'version-2.0', 'models'), { recursive: true });
    writeFileSync(join(site, 'api', 'version-2.0', 'reference.json'), JSON.stringify(data));
    writeFileSync(join(site, 'versions.json'), '["2.0"]');
  });
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  const code = (value: string, line = 3) => ({
    type: 'code',
    lang: 'ts',
    value,
    position: { start: { line }, end: { line: line + value.split('\n').length + 1 } },
  });
  const run = (children: object[], base = '/') => {
    const tree = { type: 'root', children };
    remarkApiLinks({ siteDir: site, baseUrl: base })(tree as never, { path: join(site, page) });
    return tree as unknown as { children: Record<string, unknown>[] };
  };

  it('puts the links of a sample on its code element, with the baseUrl', () => {
    const tree = run([code("import Model from '@src/core/domains/models/base/Model';")], '/site/');
    expect(tree.children[0]).toMatchObject({
      data: { hProperties: { apiLinks: JSON.stringify({ Model: '/site/docs/2.0/api/model' }) } },
    });
  });

  it('wraps inline code in prose in a link, not in headings or links', () => {
    const tree = run([
      { type: 'paragraph', children: [{ type: 'inlineCode', value: 'Model.findById()' }] },
      { type: 'heading', depth: 2, children: [{ type: 'inlineCode', value: 'Model' }] },
      { type: 'link', url: '/x', children: [{ type: 'inlineCode', value: 'Model' }] },
    ]);
    expect(tree.children[0]).toMatchObject({
      children: [
        { type: 'link', url: '/docs/2.0/api/model#static-findbyid', children: [{ value: 'Model.findById()' }] },
      ],
    });
    expect(tree.children[1]).toMatchObject({ children: [{ type: 'inlineCode' }] });
    expect(tree.children[2]).toMatchObject({ url: '/x', children: [{ type: 'inlineCode' }] });
  });

  it('links the unreleased docs to the newest version with data, unchecked, with one warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const next = (value: string) => {
      const tree = { type: 'root', children: [code(value)] };
      remarkApiLinks({ siteDir: site, baseUrl: '/' })(tree as never, {
        path: join(site, 'docs', 'models', 'models.md'),
      });
      return tree.children[0] as { data?: { hProperties?: Record<string, unknown> } };
    };
    expect(next("import Model from '@src/core/domains/models/base/Model';").data?.hProperties?.apiLinks).toBe(
      JSON.stringify({ Model: '/docs/2.0/api/model' }),
    );
    expect(() => next("import { Nope } from '@src/core/domains/models/base/Model';")).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('docs version next (docs/) has no reference data');
    warn.mockRestore();
  });

  it('fails on a framework import with no entry, naming the page, the line and the symbol', () => {
    expect(() =>
      run([
        code(
          "import Model from '@src/core/domains/models/base/Model';\nimport { Nope } from '@src/core/domains/models/base/Model';",
          7,
        ),
      ]),
    ).toThrow(
      `${page}:9: Nope imported from '@src/core/domains/models/base/Model' has no entry in api/version-2.0/reference.json`,
    );
  });
});
