import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The browser runs React: the main bundle carries React DOM (its hydration entry point, its root
 * container marker and the installed version), and no bundle carries Preact or another runtime.
 */
const root = join(__dirname, '..', '..');
const js = join(root, 'build', 'assets', 'js');
const files = readdirSync(js).filter((f) => f.endsWith('.js'));
const read = (file: string) => readFileSync(join(js, file), 'utf8');

describe('the client runtime', () => {
  const main = files.find((f) => f.startsWith('main.'));

  it('the main bundle is React DOM, at the installed version', () => {
    expect(main).toBeDefined();
    const code = read(main!);
    const { version } = JSON.parse(readFileSync(join(root, 'node_modules', 'react-dom', 'package.json'), 'utf8'));
    expect(code).toContain('hydrateRoot');
    expect(code).toContain('__reactContainer$');
    expect(code).toContain(`"${version}"`);
  });

  it('no bundle contains Preact', () => {
    expect(files.filter((f) => /preact/i.test(read(f)))).toEqual([]);
  });

  it('the site does not depend on Preact', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect({ ...pkg.dependencies, ...pkg.devDependencies }).not.toHaveProperty('preact');
  });
});
