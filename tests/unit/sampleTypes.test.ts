import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { blockKey, blocksOf } from '../../scripts/lib/sample-blocks.mjs';
import remarkSampleTypes from '../../plugins/remark-sample-types';
import { blockRelease } from '../../scripts/lib/sample-releases.mjs';
import { CURRENT_RELEASE } from '../../scripts/lib/releases.mjs';
import {
  firstSentence,
  mergeTypes,
  queryCaret,
  readTypes,
  referenceIndex,
  typesFile,
} from '../../scripts/lib/sample-types.mjs';

/**
 * The types behind the hovers of the docs' TypeScript samples (scripts/lib/sample-types.mjs), recorded
 * from the 2.0.6 compile by `npm run check:samples -- <checkout> --record-types`: every checked 2.0.6
 * block of the 2.0 docs has its data, keyed by the code the page shows, and no data is left for a block
 * that is gone.
 */
const ROOT = join(__dirname, '..', '..');
const DOCS = join(ROOT, 'versioned_docs', 'version-2.0');
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
const pages = walk(DOCS).filter((file) => /\.mdx?$/.test(file) && !file.split('/').pop()!.startsWith('_'));

interface Block {
  line: number;
  key: string;
  fragment: boolean;
  release?: string;
}

describe('type data of the 2.0 samples', () => {
  const data = readTypes(ROOT, '2.0') as { release?: string; blocks: Record<string, { page: string; line: number }> };
  const blocks = pages.flatMap((file) =>
    (blocksOf(file, { root: ROOT, quiet: true }) as Block[])
      .filter((b) => !b.fragment && blockRelease(b) === CURRENT_RELEASE)
      .map((b) => ({ page: relative(DOCS, file), ...b })),
  );

  it('was recorded from the 2.0.6 compile', () => {
    expect(data.release).toBe(CURRENT_RELEASE);
    expect(blocks.length).toBeGreaterThan(100);
  });

  it('exists for every checked 2.0.6 block, as its page shows it', () => {
    const missing = blocks.filter((b) => !data.blocks[b.key]).map((b) => `${b.page}:${b.line}`);
    expect({
      missing,
      fix: `run npm run check:samples -- <2.0.6 checkout> <pages> --record-types (CONTRIBUTING.md); it rewrites ${typesFile('2.0')}`,
    }).toEqual(expect.objectContaining({ missing: [] }));
  });

  it('holds no block that the docs no longer have', () => {
    const keys = new Set(blocks.map((b) => b.key));
    const stale = Object.entries(data.blocks)
      .filter(([key]) => !keys.has(key))
      .map(([, entry]) => `${entry.page}:${entry.line}`);
    expect(stale).toEqual([]);
  });
});

describe('sample-types helpers', () => {
  it('finds the caret of a `// ^?` line', () => {
    expect(queryCaret('//    ^?')).toBe(6);
    expect(queryCaret('  // ^?  ')).toBe(5);
    expect(queryCaret('// ^ not a query')).toBe(-1);
  });

  it("keeps a doc comment's first sentence", () => {
    expect(firstSentence('Saves the model.\nThen it dispatches events.')).toBe('Saves the model.');
    expect(firstSentence('No period here')).toBe('No period here');
  });

  it('indexes the API reference by declaring file, for names and members', () => {
    const index = referenceIndex({
      entries: [
        {
          name: 'Model',
          slug: 'model',
          source: { file: 'src/Model.ts' },
          members: [{ name: 'save', anchor: 'save', source: { file: 'src/Model.ts' } }],
        },
      ],
    });
    expect(index.get('src/Model.ts#Model')).toBe('model');
    expect(index.get('src/Model.ts#Model.save')).toBe('model#save');
  });

  it('replaces the data of the pages recorded and keeps the others', () => {
    const merged = mergeTypes(
      { blocks: { a: { page: 'x.md', line: 3 }, b: { page: 'y.md', line: 1 } } },
      new Map([['c', { page: 'x.md', line: 5 }]]),
      new Set(['x.md']),
      { version: '2.0' },
    );
    expect(Object.keys(merged.blocks)).toEqual(['c', 'b']);
  });
});

describe('remark-sample-types', () => {
  const site = mkdtempSync(join(tmpdir(), 'sample-types-'));
  const shown = 'const a: number = 1;';
  mkdirSync(join(site, 'api', 'version-2.0'), { recursive: true });
  writeFileSync(
    join(site, 'api', 'version-2.0', 'sample-types.json'),
    JSON.stringify({ release: '2.0.6', blocks: { [blockKey('ts', shown)]: { page: 'a.md', line: 3 } } }),
  );
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  const run = (code: string, meta: string | null, path = 'versioned_docs/version-2.0/a.md') => {
    const warnings: string[] = [];
    const spy = jest.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
    const tree = {
      type: 'root',
      children: [{ type: 'code', lang: 'ts', meta, value: code, position: { start: { line: 7 } } }],
    };
    remarkSampleTypes({ siteDir: site, latest: '2.0' })(tree, { path: join(site, path), cwd: site });
    spy.mockRestore();
    return warnings;
  };

  it('is silent for a block whose code has recorded types, in the version and in docs/', () => {
    expect(run(shown, null)).toEqual([]);
    expect(run(shown, null, 'docs/a.md')).toEqual([]);
  });

  it('warns naming the page and line when the code no longer matches its data', () => {
    expect(run('const a: number = 2;', 'title="x.ts"')).toEqual([
      expect.stringContaining('versioned_docs/version-2.0/a.md:7: this sample has no recorded types'),
    ]);
  });

  it('leaves fragments, blocks of other releases and versions without data alone', () => {
    expect(run('partial(', 'fragment')).toEqual([]);
    expect(run('old()', 'release="2.0.3"')).toEqual([]);
    expect(run('x()', null, 'versioned_docs/version-2.1/a.md')).toEqual([]);
  });
});

describe('remark-sample-types and `// ^?`', () => {
  const run = (code: string) => {
    const tree = {
      type: 'root',
      children: [{ type: 'code', lang: 'ts', meta: null, value: code, position: { start: { line: 4 } } }],
    };
    remarkSampleTypes({ siteDir: '/nowhere', latest: '2.0' })(tree, {
      path: '/nowhere/versioned_docs/version-2.0/a.md',
      cwd: '/nowhere',
    });
  };

  it('accepts a caret under a name', () => {
    expect(() => run('const total = 1;\n//    ^?')).not.toThrow();
  });

  it('fails the build naming the page and line when the caret points at nothing', () => {
    expect(() => run('const total = 1;\n//                   ^?')).toThrow(
      'versioned_docs/version-2.0/a.md:6: `// ^?` must point its caret at a name on the line above',
    );
    expect(() => run('//  ^?\nconst a = 1;')).toThrow(/a\.md:5:/);
  });
});
