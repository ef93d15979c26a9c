import {
  installablePackageJson,
  missingPackages,
  releaseOfPackageVersion,
  tagRef,
} from '../../scripts/lib/releases.mjs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blocksOf } from '../../scripts/lib/sample-blocks.mjs';
import {
  checkoutMap,
  checkoutMismatch,
  groupByRelease,
  beforeOfMeta,
  parseCheckoutArg,
  releaseOfMeta,
  skippedSentence,
} from '../../scripts/lib/sample-releases.mjs';

/**
 * check:samples by release and scripts/release-checkout.mjs: which tag a release is read from, which
 * packages its checkout needs added, how `release="..."` and `--checkout` are read, and which blocks
 * are checked or reported as skipped.
 */
describe('release checkouts', () => {
  it('resolves a release to its full tag ref, since v2.0.4-beta is also a branch', () => {
    expect(tagRef('2.0.0')).toBe('refs/tags/v2.0.0-beta');
    expect(tagRef('2.0.4')).toBe('refs/tags/v2.0.4-beta');
    expect(tagRef('2.0.5')).toBe('refs/tags/v2.0.5-beta-release');
    expect(tagRef('2.0.6')).toBe('refs/tags/v2.0.6-beta-release');
    expect(() => tagRef('2.0.7')).toThrow(/unknown release "2.0.7"/);
  });

  it('adds the packages 2.0.4 and 2.0.5 import without declaring, and nothing for the others', () => {
    for (const v of ['2.0.4', '2.0.5'])
      expect(Object.keys(missingPackages(v)).sort()).toEqual(['aws-sdk', 'express-busboy', 'nodemailer']);
    for (const v of ['2.0.0', '2.0.1', '2.0.2', '2.0.3', '2.0.6']) expect(missingPackages(v)).toEqual({});
  });

  it('makes a package.json installable without touching what the tag declares', () => {
    const pkg = {
      version: '2.0.4',
      dependencies: { cors: '^2.8.5', nodemailer: '^6.0.0' },
      devDependencies: { 'tsconf-checker': '^1.0.6', typescript: '^5.5.2' },
    };
    const out = installablePackageJson(pkg, '2.0.4');
    expect(out.devDependencies).toEqual({ typescript: '^5.5.2' });
    expect(out.dependencies).toEqual({
      cors: '^2.8.5',
      nodemailer: '^6.0.0',
      'express-busboy': '^10.1.0',
      'aws-sdk': '^2.1692.0',
    });
    expect(pkg.devDependencies['tsconf-checker']).toBe('^1.0.6');
  });

  it('reads the release of a package.json version', () => {
    expect(releaseOfPackageVersion('2.0.3')).toBe('2.0.3');
    expect(releaseOfPackageVersion('2.0.4-beta')).toBe('2.0.4');
    expect(releaseOfPackageVersion('1.1.0')).toBeNull();
    expect(releaseOfPackageVersion(undefined)).toBeNull();
  });
});

describe('check:samples by release', () => {
  it('reads --checkout as release=path and refuses unknown, repeated or 2.0.6 releases', () => {
    expect(parseCheckoutArg('2.0.3=../larascript-2.0.3')).toEqual({ release: '2.0.3', path: '../larascript-2.0.3' });
    expect(parseCheckoutArg('2.0.1=/a=b')).toEqual({ release: '2.0.1', path: '/a=b' });
    expect(() => parseCheckoutArg('../larascript-2.0.3')).toThrow(/<release>=<path>/);
    expect(() => parseCheckoutArg('2.0.9=x')).toThrow(/unknown release "2.0.9"/);
    expect(() => parseCheckoutArg('2.0.6=x')).toThrow(/first argument/);
    expect(() => checkoutMap(['2.0.3=a', '2.0.3=b'])).toThrow(/given twice/);
    expect([...checkoutMap(['2.0.3=a', '2.0.5=b'])]).toEqual([
      ['2.0.3', 'a'],
      ['2.0.5', 'b'],
    ]);
  });

  it('reads release="2.0.N" from a fence meta, also next to a title, and rejects unknown ones', () => {
    expect(releaseOfMeta('')).toEqual({ release: null });
    expect(releaseOfMeta('title="src/setup.ts"')).toEqual({ release: null });
    expect(releaseOfMeta('release="2.0.3"')).toEqual({ release: '2.0.3' });
    expect(releaseOfMeta('release=2.0.4 title="src/setup.ts"')).toEqual({ release: '2.0.4' });
    expect(releaseOfMeta('title="src/release.ts" fragment')).toEqual({ release: null });
    expect(releaseOfMeta('release="2.0"').error).toMatch(/release="2.0" is not a known release/);
    expect(releaseOfMeta('release').error).toMatch(/needs a value/);
  });

  it('reads before="2.0.N" of a diff block: a known release earlier than the block\'s own', () => {
    expect(beforeOfMeta('release="2.0.3"', '2.0.3')).toEqual({ before: null });
    expect(beforeOfMeta('release="2.0.3" before="2.0.2"', '2.0.3')).toEqual({ before: '2.0.2' });
    expect(beforeOfMeta('before=2.0.5 title="src/before.ts"', null)).toEqual({ before: '2.0.5' });
    expect(beforeOfMeta('title="src/before.ts"', null)).toEqual({ before: null });
    expect(beforeOfMeta('release="2.0.3" before="2.0.3"', '2.0.3').error).toMatch(
      /earlier than the block's own \(2.0.3\)/,
    );
    expect(beforeOfMeta('before="2.0.6"', null).error).toMatch(/earlier than the block's own \(2.0.6\)/);
    expect(beforeOfMeta('before="1.9"', null).error).toMatch(/not a known release/);
    expect(beforeOfMeta('before', null).error).toMatch(/needs a value/);
  });

  it('checks a diff block twice: its result against its release, its earlier code against before=', () => {
    const dir = mkdtempSync(join(tmpdir(), 'before-'));
    const page = join(dir, 'upgrade.md');
    const fence = '```';
    writeFileSync(
      page,
      [
        `${fence}ts release="2.0.4" before="2.0.3" title="src/setup.ts"`,
        "import { App } from '@src/core/services/App'; // [!code --]",
        "import { app } from '@src/core/services/App'; // [!code ++]",
        'export default 1;',
        fence,
        '',
        `${fence}ts before="2.0.5"`,
        'const unchanged = 1;',
        fence,
        '',
      ].join('\n'),
    );
    const problems: Array<{ line: number; message: string }> = [];
    const blocks = blocksOf(page, { root: dir, problems: problems as never[] }) as Array<Record<string, unknown>>;
    expect(blocks.map((b) => [b.release, b.code, b.lineOf, b.key === null])).toEqual([
      ['2.0.4', "import { app } from '@src/core/services/App';\nexport default 1;", [1, 2], false],
      ['2.0.3', "import { App } from '@src/core/services/App';\nexport default 1;", [0, 2], true],
      [null, 'const unchanged = 1;', null, false],
    ]);
    expect(problems).toEqual([
      {
        file: page,
        line: 7,
        message: 'before="2.0.5" needs [!code ++] or [!code --] lines: the block shows no change',
      },
    ]);
  });

  it('groups blocks by release: 2.0.6 and releases with a checkout are checked, the rest skipped', () => {
    const blocks = ['2.0.6', '2.0.3', '2.0.4', '2.0.3', '2.0.6', '2.0.1'];
    const { checked, skipped } = groupByRelease(blocks, new Map([['2.0.4', '/x']]));
    expect([...checked]).toEqual([
      ['2.0.4', 1],
      ['2.0.6', 2],
    ]);
    expect([...skipped]).toEqual([
      ['2.0.1', 1],
      ['2.0.3', 2],
    ]);
    expect(skippedSentence(skipped)).toBe('skipped 3 blocks of 2.0.1 (1), 2.0.3 (2): no --checkout given');
    expect(skippedSentence(new Map([['2.0.3', 1]]))).toBe('skipped 1 block of 2.0.3: no --checkout given');
    expect(skippedSentence(new Map())).toBeNull();
  });

  it('refuses a checkout of another release than the one it is given for', () => {
    expect(checkoutMismatch('2.0.3', { version: '2.0.3' }, null)).toBeNull();
    expect(checkoutMismatch('2.0.3', { version: '2.0.4' }, null)).toMatch(/version is 2.0.4, 2.0.3 declares 2.0.3/);
    // The v2.0.1-beta tag did not bump its package.json: the recorded tag tells 2.0.0 and 2.0.1 apart.
    expect(checkoutMismatch('2.0.1', { version: '2.0.0' }, { tag: 'v2.0.1-beta' })).toBeNull();
    expect(checkoutMismatch('2.0.1', { version: '2.0.0' }, { tag: 'v2.0.0-beta' })).toMatch(
      /made from tag v2.0.0-beta/,
    );
    expect(checkoutMismatch('2.0.4', { version: '2.0.4' }, { tag: 'v2.0.4-beta' })).toBeNull();
    expect(checkoutMismatch('2.0.4', { version: '2.0.4' }, { tag: 'v2.0.5-beta-release' })).toMatch(
      /made from tag v2.0.5-beta-release/,
    );
  });
});
