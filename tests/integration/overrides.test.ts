import { cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyProject, docusaurus, removeCopy, ROOT } from './projectCopy';

/**
 * An upgrade of Docusaurus that moves a file the site overrides fails the real build, naming the
 * override and its target, instead of shipping without the override. The copy gets its own copy of
 * the @docusaurus packages, in which the theme's Prism start-up module (the `prism-startup`
 * override's target) is renamed and the theme updated to the new name, as an upgrade would.
 */
describe('an override whose target Docusaurus moved', () => {
  let dir: string;
  beforeAll(() => {
    dir = copyProject();
    const scope = join(dir, 'node_modules', '@docusaurus');
    rmSync(scope);
    cpSync(join(ROOT, 'node_modules', '@docusaurus'), scope, { recursive: true, dereference: true });
    const lib = join(scope, 'theme-classic', 'lib');
    renameSync(join(lib, 'prism-include-languages.js'), join(lib, 'prism-languages.js'));
    const index = join(lib, 'index.js');
    writeFileSync(index, readFileSync(index, 'utf8').replace("'./prism-include-languages'", "'./prism-languages'"));
  });
  afterAll(() => removeCopy(dir));

  it('fails the build with a message naming the override and the target', () => {
    const result = docusaurus(dir, ['build', '--no-minify']);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(
      'Override "prism-startup" (highlighter, target @docusaurus/theme-classic/lib/prism-include-languages.js): the file no longer exists',
    );
    expect(result.output).toContain('SITE_OVERRIDES=-prism-startup');
  });
});
