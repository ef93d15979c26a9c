import { join } from 'node:path';
import { buildCodeFiles } from '../../plugins/build-cache';

/** plugins/build-cache: a change to the site's own build code starts a cold build. */
describe('build cache dependencies', () => {
  const root = join(__dirname, '..', '..');
  const files = buildCodeFiles(root).map((file) => file.slice(root.length + 1));

  it('include the loaders, the remark plugins and the code they and the config use', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'plugins/generated-files/registryLoader.cjs',
        'plugins/generated-files/index.ts',
        'plugins/remark-include/index.ts',
        'src/lib/codeInclude.cjs',
        'src/lib/sitemap.ts',
        'src/ssr/template.ts',
        'src/site.ts',
        'api/version-2.0/reference.json',
      ]),
    );
  });

  it('are code files only, and the API reference data that sample links are made from', () => {
    expect(files.filter((file) => !/\.(c|m)?[jt]sx?$/.test(file))).toEqual(['api/version-2.0/reference.json']);
  });
});
