import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import postcssOptions, { POSTCSS_CONFIG_FILES, postcssConfigIn } from '../../plugins/postcss-options';

/** plugins/postcss-options: PostCSS runs with Docusaurus's options, and never searches for a config file. */
describe('postcss-options', () => {
  const root = join(__dirname, '..', '..');
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'postcss-options-'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'site', private: true }));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const plugin = (siteDir: string) => postcssOptions({ siteDir } as LoadContext);

  it('turns the search off and keeps the plugins Docusaurus gives PostCSS', () => {
    const presetEnv: [string, object] = ['postcss-preset-env', {}];
    const options = plugin(root).configurePostCss!({ ident: 'postcss', plugins: [presetEnv] } as never);
    expect(options).toEqual({ ident: 'postcss', plugins: [presetEnv], config: false });
  });

  it('finds no PostCSS configuration in the site', () => {
    expect(postcssConfigIn(root)).toBeUndefined();
  });

  it.each(['postcss.config.js', '.postcssrc.json', '.config/postcssrc'])(
    'fails the build, naming %s, when the site adds it',
    (file) => {
      expect(POSTCSS_CONFIG_FILES).toContain(file);
      mkdirSync(join(dir, '.config'), { recursive: true });
      writeFileSync(join(dir, file), 'module.exports = {};\n');
      expect(() => plugin(dir)).toThrow(`postcss-options: ${file} would be ignored`);
    },
  );

  it('fails the build when package.json has a "postcss" key', () => {
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'site', postcss: { plugins: {} } }));
    expect(() => plugin(dir)).toThrow('postcss-options: package.json ("postcss" key) would be ignored');
  });

  it('passes a site without a configuration', () => {
    expect(plugin(dir).name).toBe('postcss-options');
  });
});
