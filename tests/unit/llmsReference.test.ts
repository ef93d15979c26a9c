import type { ApiEntry } from '../../src/lib/api/reference';
import {
  entryMarkdown,
  entrySummary,
  escapeMarkdown,
  indexGroups,
  indexMarkdown,
  llmsApiTxt,
  type ReferenceTwinContext,
} from '../../src/lib/llms/reference';
import { leftoverLines } from '../../src/lib/llms/leftovers';

/** The API reference's Markdown twins and llms-api.txt (plugins/llms), written from the data. */
const entry: ApiEntry = {
  name: 'Model',
  slug: 'model',
  kind: 'abstract class',
  group: 'Models',
  module: '@src/core/domains/models/base/Model',
  export: 'default',
  import: "import Model from '@src/core/domains/models/base/Model';",
  source: { file: 'src/core/domains/models/base/Model.ts', line: 33 },
  doc: 'Abstract base class for database models.\nExtends WithObserver.\n\nSecond paragraph.',
  declaration: 'abstract class Model<Attributes extends IModelAttributes> implements IModel<Attributes>',
  members: [
    {
      name: 'save',
      anchor: 'save',
      kind: 'method',
      source: { file: 'src/core/domains/models/base/Model.ts', line: 400 },
      signatures: [{ text: 'save(): Promise<void>', doc: 'Saves the model.', returns: 'Nothing.' }],
    },
    {
      name: 'constructor',
      anchor: 'constructor',
      kind: 'constructor',
      signatures: [{ text: 'constructor(data: Attributes | null)', params: [{ name: 'data', doc: 'Initial\ndata.' }] }],
    },
    {
      name: 'attributes',
      anchor: 'attributes',
      kind: 'property',
      inheritedFrom: 'BaseModel',
      signatures: [{ text: 'attributes: Attributes | null' }],
    },
  ],
};

const context: ReferenceTwinContext = {
  versionLabel: '2.0',
  tag: 'v2.0.6-beta-release',
  url: 'https://site.test/docs/2.0/api/model',
  sourceUrl: (source) => `https://github.test/blob/tag/${source.file}#L${source.line}`,
  usedIn: [{ title: 'Models', url: 'https://site.test/docs/2.0/models/introduction' }],
};

describe('an entry’s Markdown twin', () => {
  const markdown = entryMarkdown(entry, context);

  it('starts as a docs twin does: title, summary, the page’s URL', () => {
    expect(markdown).toMatch(
      /^# Model\n\n> Abstract base class for database models\.\n\nSource: <https:\/\/site\.test\/docs\/2\.0\/api\/model>\n\n/,
    );
  });

  it('gives the import line, the declaration, the doc comment and where it is defined', () => {
    expect(markdown).toContain("```ts\nimport Model from '@src/core/domains/models/base/Model';\n```");
    expect(markdown).toContain('```ts\nabstract class Model<Attributes extends IModelAttributes>');
    expect(markdown).toContain('Second paragraph.');
    expect(markdown).toContain(
      'Defined in [src/core/domains/models/base/Model.ts:33](https://github.test/blob/tag/src/core/domains/models/base/Model.ts#L33).',
    );
  });

  it('links back to the guides that use it', () => {
    expect(markdown).toContain('## Used in the guides\n\n- [Models](https://site.test/docs/2.0/models/introduction)');
  });

  it('lists the constructor, then properties, then methods, with signatures, parameters and where inherited members come from', () => {
    const headings = markdown.split('\n').filter((line) => line.startsWith('## ') || line.startsWith('### '));
    expect(headings).toEqual([
      '## Used in the guides',
      '## Constructor',
      '### constructor',
      '## Properties',
      '### attributes',
      '## Methods',
      '### save',
    ]);
    expect(markdown).toContain('- `data`: Initial data.');
    expect(markdown).toContain('```ts\nattributes: Attributes | null\n```\n\nInherited from `BaseModel`.');
    expect(markdown).toContain('```ts\nsave(): Promise<void>\n```\n\nSaves the model.\n\nReturns: Nothing.');
  });

  it('has no MDX, and no “Used in” section for an entry no guide imports', () => {
    expect(leftoverLines(markdown)).toEqual([]);
    expect(entryMarkdown(entry, { ...context, usedIn: [] })).not.toContain('Used in the guides');
  });

  it('keeps a signature with backticks inside its code block', () => {
    const tagged = { ...entry, members: [], declaration: 'type T = `a${string}`' };
    expect(entryMarkdown(tagged, context)).toContain('```ts\ntype T = `a${string}`\n```');
    const fenced = { ...entry, members: [], declaration: 'const x = "```"' };
    expect(entryMarkdown(fenced, context)).toContain('````ts\nconst x = "```"\n````');
  });
});

describe('the reference’s index and llms-api.txt', () => {
  const groups = indexGroups([
    { name: 'auth', kind: 'function', group: 'Auth', markdownUrl: 'https://site.test/docs/2.0/api/auth.md' },
    {
      name: 'Model',
      kind: 'abstract class',
      group: 'Models',
      markdownUrl: 'https://site.test/docs/2.0/api/model.md',
      summary: 'Abstract base class for database models.',
    },
    {
      name: 'AuthAdapter',
      kind: 'class',
      group: 'Auth',
      markdownUrl: 'https://site.test/docs/2.0/api/auth-adapter.md',
    },
  ]);
  const site = {
    name: 'Larascript Framework',
    versionLabel: '2.0',
    tag: 'v2.0.6',
    url: 'https://site.test/docs/2.0/api',
  };

  it('groups entries alphabetically, each linked to its twin with its kind and summary', () => {
    expect(groups.map((g) => [g.group, g.entries.map((e) => e.name)])).toEqual([
      ['Auth', ['auth', 'AuthAdapter']],
      ['Models', ['Model']],
    ]);
    const text = llmsApiTxt(site, groups);
    expect(text).toMatch(/^# Larascript Framework API Reference\n\n> Every class, /);
    expect(text).toContain('The 3 entries of the 2.0 API reference');
    expect(text).toContain(
      '## Models\n\n- [Model](https://site.test/docs/2.0/api/model.md): abstract class. Abstract base class for database models.\n',
    );
    expect(text).toContain('- [auth](https://site.test/docs/2.0/api/auth.md): function\n');
  });

  it('gives the index page a twin with its title and URL', () => {
    expect(indexMarkdown(site, groups)).toMatch(
      /^# API Reference\n\n> .+\n\nSource: <https:\/\/site\.test\/docs\/2\.0\/api>\n\n## Auth\n/,
    );
  });
});

describe('summaries and escaping', () => {
  it('takes the first sentence of the first paragraph, never a code example', () => {
    expect(entrySummary('Saves it. Then returns.\nMore.')).toBe('Saves it.');
    expect(entrySummary('```ts\nx()\n```')).toBeUndefined();
    expect(entrySummary(undefined)).toBeUndefined();
    expect(entrySummary(`${'a'.repeat(200)}.`)).toHaveLength(158);
  });

  it('escapes what would start markup in names', () => {
    expect(escapeMarkdown('__construct')).toBe('\\_\\_construct');
    expect(escapeMarkdown('Repository<Model>')).toBe('Repository\\<Model\\>');
  });
});
