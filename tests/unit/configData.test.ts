import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ConfigFile, ConfigItem } from '../../src/data/config/types';

/** Every configuration data module (one per config file) and its items, checked rule by rule. */
const dir = join(__dirname, '..', '..', 'src', 'data', 'config');
const modules = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'types.ts' && f !== 'index.ts');
const configs: [string, ConfigFile][] = modules.map((f) => [
  f,
  (require(join(dir, f)) as { default: ConfigFile }).default,
]);

function walk(
  items: readonly ConfigItem[],
  path: string[],
  visit: (item: ConfigItem, path: string[], siblings: readonly ConfigItem[]) => void,
): void {
  for (const item of items) {
    visit(item, [...path, item.name], items);
    if (item.children) walk(item.children, [...path, item.name], visit);
  }
}

describe('configuration card data', () => {
  it('covers the ten configuration files of a 2.0.6 project', () => {
    expect(modules.map((m) => m.replace('.ts', '')).sort()).toEqual(
      ['acl', 'app', 'auth', 'commands', 'database', 'events', 'http', 'mail', 'providers', 'storage'].sort(),
    );
    for (const [name, config] of configs) {
      expect(config.file).toBe(`src/config/${name.replace('.ts', '')}.config.ts`);
      expect(config.items.length).toBeGreaterThan(0);
    }
  });

  it.each(configs)('%s: names are unique per level and every item is complete', (_file, config) => {
    const problems: string[] = [];
    const check = (items: readonly ConfigItem[], path: string[]): void => {
      const names = items.map((i) => i.name);
      const duplicates = names.filter((n, i) => names.indexOf(n) !== i);
      if (duplicates.length) problems.push(`${path.join('.') || '(top)'}: duplicate names ${duplicates.join(', ')}`);
      for (const item of items) {
        const at = [...path, item.name].join('.');
        if (!/^\S+$/.test(item.name)) problems.push(`${at}: "${item.name}" is not a key (empty or with spaces)`);
        if (item.description.trim().length < 10) problems.push(`${at}: description too short`);
        if (item.env !== undefined && !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(item.env))
          problems.push(`${at}: env "${item.env}" is not SCREAMING_SNAKE_CASE`);
        if (
          item.allowedValues !== undefined &&
          (item.allowedValues.length === 0 || item.allowedValues.some((v) => v.trim() === ''))
        ) {
          problems.push(`${at}: allowedValues must be a non-empty list of values`);
        }
        if (item.since !== undefined && !/^2\.0\.\d$/.test(item.since))
          problems.push(`${at}: since "${item.since}" is not a 2.0.x release`);
        if (item.children) check(item.children, [...path, item.name]);
      }
    };
    check(config.items, []);
    expect(problems).toEqual([]);
  });

  it('documents the defaults the spec names', () => {
    const find = (file: string, path: string): ConfigItem | undefined => {
      let found: ConfigItem | undefined;
      walk(configs.find(([f]) => f === `${file}.ts`)![1].items, [], (item, p) => {
        if (p.join('.') === path) found = item;
      });
      return found;
    };
    expect(find('auth', 'settings.expiresInMinutes')).toMatchObject({ default: '60', env: 'JWT_EXPIRES_IN_MINUTES' });
    expect(find('http', 'port')?.default).toContain('5000');
    expect(find('http', 'csrf.headerName')?.default).toContain('x-xsrf-token');
    expect(find('http', 'csrf.ttl')?.default).toMatch(/86400|24 \* 60 \* 60/);
  });
});
