/**
 * Every override of Docusaurus is listed once in plugins/overrides and has its row in
 * ARCHITECTURE.md, naming a test that exists; no plugin replaces, aliases or rewrites Docusaurus
 * code behind the list's back; and the switches a maintainer bisects with behave.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { OVERRIDES, enabledOverrides } from '../../plugins/overrides';

const ROOT = join(__dirname, '..', '..');
const architecture = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8');

/** The rows of ARCHITECTURE.md's override table: first cell the id, last cell the covering test. */
function tableRows(): { id: string; cells: string[] }[] {
  const section = architecture.slice(architecture.indexOf('### 2a.'), architecture.indexOf('### 2b.'));
  return section
    .split('\n')
    .filter((line) => /^\| `[a-z-]+` +\|/.test(line))
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim());
      return { id: /^`([a-z-]+)`$/.exec(cells[0]!)![1]!, cells };
    });
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('the list of overrides', () => {
  it('has each entry in its own row of ARCHITECTURE.md, in the same order', () => {
    expect(tableRows().map((row) => row.id)).toEqual(OVERRIDES.map((entry) => entry.id));
    expect(architecture).toContain(`There are **${OVERRIDES.length}** places`);
  });

  it('holds at most twelve: a new one must earn its place against the others (ARCHITECTURE.md section 2)', () => {
    expect(OVERRIDES.length).toBeLessThanOrEqual(12);
  });

  it('names, in each row, the target, the plugin and a test file that exists, with a test title in it', () => {
    for (const { id, cells } of tableRows()) {
      const entry = OVERRIDES.find((candidate) => candidate.id === id)!;
      expect(cells.join(' ')).toContain(entry.target.replace(/^\.docusaurus\//, ''));
      expect(cells[2]).toContain(`\`${entry.by}\``);
      const covered = cells[cells.length - 1]!;
      const tests = [...covered.matchAll(/`(tests\/[^`]+\.ts)`\s*"([^"]+)"/g)];
      expect(tests.length).toBeGreaterThan(0);
      for (const [, file, title] of tests) {
        expect(existsSync(join(ROOT, file!))).toBe(true);
        // The title as written in the test (an `it`/`test` name may be split by a prefix).
        expect(readFileSync(join(ROOT, file!), 'utf8')).toContain(title!.replace(/\\\|/g, '|'));
      }
    }
  });

  it('is applied where the list says: each id switched in its plugin or config', () => {
    for (const entry of OVERRIDES) {
      const where =
        entry.by === 'docusaurus.config.ts'
          ? join(ROOT, 'docusaurus.config.ts')
          : join(ROOT, 'plugins', entry.by, 'index.ts');
      expect(readFileSync(where, 'utf8')).toMatch(new RegExp(`isOn\\('${entry.id}'\\)|\\[\\s*'${entry.id}',`));
    }
  });

  it('is the only way plugins replace, alias or rewrite code: no bundler call around it', () => {
    const offenders: string[] = [];
    for (const file of files(join(ROOT, 'plugins'))) {
      if (!/\.(ts|cjs|mjs|js)$/.test(file) || file.includes(join('plugins', 'overrides'))) continue;
      const text = readFileSync(file, 'utf8');
      const name = relative(ROOT, file);
      if (/NormalModuleReplacementPlugin/.test(text)) offenders.push(`${name}: a module replacement`);
      // The browser entry is the `client-entry` override, in its own plugin.
      if (/\bentry:\s*(client|join|require|['"])/.test(text) && name !== join('plugins', 'client-entry', 'index.ts'))
        offenders.push(`${name}: an entry`);
      // Aliases and loader rules that add to Docusaurus rather than replace it: the `#highlighter`
      // import of our own code blocks, `#page-feedback-view` of our feedback control, and the
      // Markdown pre-loader that adds dependencies.
      for (const [alias] of text.matchAll(/alias:\s*\{\s*'([^']+)'/g))
        if (!/'#(highlighter|page-feedback-view)'/.test(alias)) offenders.push(`${name}: alias ${alias}`);
      for (const [loader] of text.matchAll(/\bloader:\s*(join|require|['"])[^,}\n]*/g))
        if (!/dependencies\.cjs/.test(loader)) offenders.push(`${name}: ${loader}`);
    }
    expect(offenders).toEqual([]);
  });
});

describe('the switches', () => {
  const ids = OVERRIDES.map((entry) => entry.id);

  it('turn every override on by default, and off with SITE_STOCK=true', () => {
    expect([...enabledOverrides({})]).toEqual(ids);
    expect([...enabledOverrides({ SITE_STOCK: 'true' })]).toEqual([]);
  });

  it('turn single overrides back on over SITE_STOCK, or off, to bisect an upgrade', () => {
    expect([...enabledOverrides({ SITE_STOCK: 'true', SITE_OVERRIDES: 'registry,prism-startup' })]).toEqual([
      'registry',
      'prism-startup',
    ]);
    expect(enabledOverrides({ SITE_OVERRIDES: '-prism-startup' }).has('prism-startup')).toBe(false);
  });

  it('refuse an unknown id, and an override without one it requires, naming them', () => {
    expect(() => enabledOverrides({ SITE_OVERRIDES: '-client-size' })).toThrow(
      /SITE_OVERRIDES: no override "client-size". Overrides: /,
    );
    const needy = OVERRIDES.find((entry) => entry.requires?.length);
    if (needy)
      expect(() => enabledOverrides({ SITE_STOCK: 'true', SITE_OVERRIDES: needy.id })).toThrow(
        `"${needy.id}" does not work without "${needy.requires![0]}"`,
      );
  });
});
