import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ConfigFile, ConfigItem } from '../../src/data/config/types';
import { configFileProblems, formatConfigProblems } from '../../src/lib/configCards';

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

  it.each(configs)('%s passes the card rules the build enforces', (_file, config) => {
    expect(configFileProblems(config)).toEqual([]);
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

describe('configuration card rules', () => {
  const card = { name: 'secret', description: 'Signs the tokens.' };
  const file = (items: unknown): unknown => ({ file: 'src/config/auth.config.ts', items });

  it('accepts a complete card with nested children', () => {
    expect(
      configFileProblems(
        file([{ ...card, type: 'string', env: 'JWT_SECRET', children: [{ name: 'length', description: 'Bytes.' }] }]),
      ),
    ).toEqual([]);
  });

  it('names the card and the field that is missing or malformed', () => {
    expect(configFileProblems(file([{ name: 'secret' }]))).toEqual(['card "secret" needs a non-empty "description"']);
    expect(configFileProblems(file([{ description: 'x' }]))).toEqual(['"items": card 1 needs a non-empty "name"']);
    expect(configFileProblems(file([{ ...card, env: 'jwtSecret' }]))).toEqual([
      'card "secret": "env" must be an environment variable name in SCREAMING_SNAKE_CASE, got "jwtSecret"',
    ]);
    expect(configFileProblems(file([{ ...card, allowedValues: [] }]))).toEqual([
      'card "secret": "allowedValues" must be a non-empty list of non-empty strings',
    ]);
    expect(configFileProblems(file([{ ...card, defualt: '60' }]))).toEqual(['card "secret": unknown field "defualt"']);
    expect(configFileProblems(file([card, card]))).toEqual(['card "secret" is listed twice at this level']);
    expect(
      configFileProblems(file([{ ...card, children: [{ name: 'ttl', description: '', since: 'soon' }] }])),
    ).toEqual([
      'card "secret.ttl" needs a non-empty "description"',
      'card "secret.ttl": "since" must be a release number such as 2.0.4, got "soon"',
    ]);
  });

  it('rejects a module without a file or items', () => {
    expect(configFileProblems(undefined)).toEqual(['the default export must be an object with "file" and "items"']);
    expect(configFileProblems({ file: 'auth.ts', items: [] })).toEqual([
      '"file" must name the framework config file, e.g. src/config/auth.config.ts',
      '"items" must be a non-empty list of cards',
    ]);
  });

  it('formats one build error per data file', () => {
    expect(formatConfigProblems('src/data/config/auth.ts', [])).toBeNull();
    expect(formatConfigProblems('src/data/config/auth.ts', ['card "x" needs a non-empty "description"'])).toBe(
      'Invalid configuration cards in src/data/config/auth.ts:\n  - card "x" needs a non-empty "description"',
    );
  });
});
