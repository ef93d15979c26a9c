import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  entrySlug,
  memberAnchor,
  modulePath,
  pageSamples,
  sampleImports,
  sidebarsWithReferenceLink,
} from '../../src/lib/apiReference.cjs';
import {
  createReferenceIndex,
  referenceProblems,
  referenceUrl,
  sourceUrl,
  type ApiReferenceData,
} from '../../src/lib/api/reference';

/**
 * The API reference data (api/version-<v>/reference.json, from `npm run api:generate`) and how the
 * site reads it: the names a sample imports, entry URLs, and the check that every framework symbol a
 * 2.0 sample imports has an entry (so that every import line can link to one).
 */
const ROOT = join(__dirname, '..', '..');
const DATA_FILE = join(ROOT, 'api', 'version-2.0', 'reference.json');
const data = JSON.parse(readFileSync(DATA_FILE, 'utf8')) as ApiReferenceData;

describe('sampleImports', () => {
  it('reads default, named, renamed, type-only, namespace and multi-line imports with their line', () => {
    const code = [
      "import Model from '@src/core/domains/models/base/Model';",
      "import { app, appEnv as env } from '@src/core/services/App';",
      "import type { IModel } from '@src/core/domains/models/interfaces/IModel';",
      "import Route, { type TRouteItem } from '@src/core/domains/http/router/Route';",
      "import * as Str from '@src/core/util/str/Str';",
      'import {',
      '  auth,',
      "} from '@src/core/domains/auth/services/AuthService';",
      "import express from 'express';",
    ].join('\n');
    expect(sampleImports(code).map((i) => [i.local, i.imported, i.line, i.typeOnly])).toEqual([
      ['Model', 'default', 1, false],
      ['app', 'app', 2, false],
      ['env', 'appEnv', 2, false],
      ['IModel', 'IModel', 3, true],
      ['Route', 'default', 4, false],
      ['TRouteItem', 'TRouteItem', 4, true],
      ['Str', '*', 5, false],
      ['auth', 'auth', 6, false],
    ]);
  });
});

describe('names in URLs', () => {
  it('gives each symbol a kebab-case slug and each member an anchor', () => {
    expect(['Model', 'BaseCommand', 'IHttpConfig', 'queryBuilder', 'ApiResponse'].map(entrySlug)).toEqual([
      'model',
      'base-command',
      'i-http-config',
      'query-builder',
      'api-response',
    ]);
    expect(memberAnchor('firstOrFail')).toBe('firstorfail');
    expect(memberAnchor('create', true)).toBe('static-create');
    expect(modulePath('src/core/base/Model.ts')).toBe('@src/core/base/Model');
    expect(referenceUrl('/docs', '2.0')).toBe('/docs/2.0/api');
    expect(referenceUrl('/docs/', '2.0', 'model')).toBe('/docs/2.0/api/model');
  });

  it('links a source line on GitHub at the release tag', () => {
    expect(sourceUrl({ repository: 'o/r', tag: 'v1' }, { file: 'src/a.ts', line: 3 })).toBe(
      'https://github.com/o/r/blob/v1/src/a.ts#L3',
    );
  });
});

describe('sidebarsWithReferenceLink', () => {
  it("points a cut version's API Reference link at its own reference, or adds the link", () => {
    const nav = { type: 'category', label: 'Navigation', items: [] };
    const cut = { docs: [nav, { type: 'link', label: 'API Reference', href: '/docs/2.0/api' }] };
    expect(sidebarsWithReferenceLink(cut, '/docs/2.1/api')).toEqual({
      docs: [nav, { type: 'link', label: 'API Reference', href: '/docs/2.1/api' }],
    });
    expect(sidebarsWithReferenceLink({ docs: [nav] }, '/docs/2.1/api').docs).toHaveLength(2);
  });
});

describe('pageSamples', () => {
  it('finds TypeScript fences with their line, and reads included files', () => {
    const markdown = [
      '# Page',
      '',
      '```ts title="src/a.ts"',
      "import Model from '@src/core/domains/models/base/Model';",
      '```',
      '',
      '```bash',
      'npm test',
      '```',
      '',
      '```ts file="tutorial/x.ts"',
      '```',
    ].join('\n');
    const samples = pageSamples(markdown, (file) => `// ${file}`);
    expect(samples.map((s) => [s.line, s.file, s.code.trim()])).toEqual([
      [3, null, "import Model from '@src/core/domains/models/base/Model';"],
      [11, 'tutorial/x.ts', '// tutorial/x.ts'],
    ]);
  });
});

describe('referenceProblems', () => {
  const entry = {
    name: 'Model',
    slug: 'model',
    kind: 'class',
    group: 'Models',
    module: '@src/m',
    export: 'default',
    import: "import Model from '@src/m';",
    declaration: 'class Model',
    members: [],
  };
  const valid = {
    format: 1,
    version: '2.0',
    tag: 'v2',
    commit: 'a'.repeat(40),
    repository: 'o/r',
    modules: ['src/m.ts'],
    entries: [entry],
  };

  it('accepts well-formed data', () => {
    expect(referenceProblems(valid)).toEqual([]);
  });

  it('names each problem: wrong format, missing fields, bad or repeated slugs', () => {
    expect(referenceProblems({ ...valid, format: 2 })[0]).toMatch(/format is 2, expected 1/);
    expect(referenceProblems({ ...valid, commit: 'abc' })).toContain('commit is not a 40-character commit id');
    expect(referenceProblems({ ...valid, entries: [] })).toContain('entries is missing or empty');
    expect(referenceProblems({ ...valid, entries: [{ ...entry, import: undefined }] })).toContain(
      'entries[0] (Model): import is missing',
    );
    expect(referenceProblems({ ...valid, entries: [entry, entry] })).toContain(
      'entries[1] (Model): slug "model" is used twice',
    );
    expect(referenceProblems({ ...valid, entries: [{ ...entry, slug: 'Model' }] })).toContain(
      'entries[0] (Model): slug "Model" is not kebab-case',
    );
    expect(referenceProblems(null)).toEqual(['is not a JSON object']);
  });
});

describe('the 2.0 reference data', () => {
  it('is well formed, under its 3 MB budget, and records the release it came from', () => {
    expect(referenceProblems(data)).toEqual([]);
    expect(statSync(DATA_FILE).size).toBeLessThan(3 * 1024 * 1024);
    expect(data.version).toBe('2.0');
    expect(data.tag).toBe('v2.0.6-beta-release');
    expect(data.commit).toMatch(/^[0-9a-f]{40}$/);
  });

  it('covers the global helpers and the base classes a project extends', () => {
    const index = createReferenceIndex(data);
    for (const helper of ['app', 'auth', 'db', 'queryBuilder', 'events', 'logger', 'storage', 'mail', 'collect'])
      expect(index.byName(helper).map((e) => e.kind)).toContain('function');
    for (const base of [
      'Model',
      'Controller',
      'Middleware',
      'BaseCommand',
      'BaseEvent',
      'BaseEventListener',
      'BaseEventSubscriber',
      'BaseCustomValidator',
      'AbstractRule',
      'BaseMigration',
      'BaseSeeder',
      'Factory',
      'BaseProvider',
      'Repository',
    ])
      expect(index.byName(base)[0]?.kind).toMatch(/class$/);
  });

  it('lists inherited members with the class they come from', () => {
    const rule = createReferenceIndex(data).byName('RequiredRule')[0]!;
    const inherited = rule.members.filter((m) => m.inheritedFrom);
    expect(inherited.length).toBeGreaterThan(0);
    expect(new Set(inherited.map((m) => m.inheritedFrom))).toEqual(new Set(['AbstractRule']));
  });

  it('has an entry for every framework symbol that a TypeScript sample of the 2.0 docs imports', () => {
    const index = createReferenceIndex(data);
    const pages = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : /\.mdx?$/.test(name) ? [path] : [];
      });
    })(join(ROOT, 'versioned_docs', 'version-2.0'));
    const missing: string[] = [];
    let imports = 0;
    for (const page of pages) {
      const samples = pageSamples(readFileSync(page, 'utf8'), (file) => readFileSync(join(ROOT, file), 'utf8'));
      for (const sample of samples)
        for (const imp of sampleImports(sample.code)) {
          if (!index.isFrameworkModule(imp.module)) continue;
          imports += 1;
          if (!index.byImport(imp.module, imp.imported))
            missing.push(`${page.slice(ROOT.length + 1)}:${sample.line}: ${imp.imported} from '${imp.module}'`);
        }
    }
    expect(imports).toBeGreaterThan(1000);
    expect(missing).toEqual([]);
  });
});
