/**
 * Every kind of override fails loudly when Docusaurus moves its target: a real bundler compiles a
 * tiny site whose node_modules holds stand-ins for the Docusaurus files, first as they are, then with
 * the target renamed or no longer imported. The build must fail with the override's name and target.
 */
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import webpack from 'webpack';
import type { LoadContext } from '@docusaurus/types';
import { aliasModule, replaceModule, rewriteGenerated, type BundlerPlugin } from '../../plugins/overrides';
import clientEntry from '../../plugins/client-entry';
import { checkedTemplate } from '../../src/ssr/template';
import clientManifest from '../../plugins/client-manifest';

let site: string;
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(site, file)), { recursive: true });
  writeFileSync(join(site, file), text);
};

beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'overrides-'));
  write('package.json', '{"name":"site","private":true}');
  write('node_modules/@docusaurus/core/package.json', '{"name":"@docusaurus/core","main":"lib/index.js"}');
  write('node_modules/@docusaurus/core/lib/client/exports/Head.js', 'export default "stock head";');
  write('node_modules/@docusaurus/core/lib/client/clientEntry.js', 'export default "stock entry";');
  write(
    'node_modules/@docusaurus/utils-common/package.json',
    '{"name":"@docusaurus/utils-common","main":"lib/index.js"}',
  );
  write('node_modules/@docusaurus/utils-common/lib/index.js', 'export const value = "stock utils";');
  write('.docusaurus/registry.js', 'export default { key: "generated" };');
  write('src/head.js', 'export default "our head";');
  write('src/client/head.tsx', 'export default "our head";');
  write('src/utils.js', 'export const value = "our utils";');
  write('src/registryLoader.cjs', 'module.exports = (source) => source.replace("generated", "rewritten");');
});
afterEach(() => rmSync(site, { recursive: true, force: true }));

/** Compiles `entry` (its source) with the given plugins, aliases and rules; resolves to the bundle or the errors. */
function compile(
  entry: string,
  {
    plugins = [],
    alias = {},
    rules = [],
  }: { plugins?: BundlerPlugin[]; alias?: Record<string, string>; rules?: object[] },
): Promise<{ bundle: string; errors: string[] }> {
  write('src/entry.js', entry);
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'development',
        devtool: false,
        context: site,
        entry: join(site, 'src', 'entry.js'),
        output: { path: join(site, 'out'), filename: 'bundle.js' },
        plugins,
        resolve: { alias },
        module: { rules: rules as never },
      },
      (error, stats) => {
        if (error || !stats) return reject(error);
        const errors = stats.compilation.errors.map((e) => e.message);
        const bundle = errors.length ? '' : readFileSync(join(site, 'out', 'bundle.js'), 'utf8');
        resolve({ bundle, errors });
      },
    );
  });
}

describe('a module replacement', () => {
  const importsHead = 'import head from "@docusaurus/core/lib/client/exports/Head.js"; console.log(head);';

  it('replaces the target in the bundle', async () => {
    const { bundle, errors } = await compile(importsHead, {
      plugins: [replaceModule('head', site, join(site, 'src', 'head.js'))],
    });
    expect(errors).toEqual([]);
    expect(bundle).toContain('our head');
    expect(bundle).not.toContain('stock head');
  });

  it('fails, naming itself, when the target file is renamed', () => {
    renameSync(
      join(site, 'node_modules/@docusaurus/core/lib/client/exports/Head.js'),
      join(site, 'node_modules/@docusaurus/core/lib/client/exports/Head.mjs'),
    );
    expect(() => replaceModule('head', site, join(site, 'src', 'head.js'))).toThrow(
      'Override "head" (client-entry, target @docusaurus/core/lib/client/exports/Head.js): the file no longer exists',
    );
  });

  it('fails the build, naming itself, when nothing imports the target any more', async () => {
    const { errors } = await compile('console.log("no head");', {
      plugins: [replaceModule('head', site, join(site, 'src', 'head.js'))],
    });
    expect(errors.join('\n')).toContain(
      'Override "head" (client-entry, target @docusaurus/core/lib/client/exports/Head.js): nothing in the bundle imports it any more',
    );
  });
});

describe('an alias', () => {
  const importsUtils = 'import { value } from "@docusaurus/utils-common"; console.log(value);';
  const utilsAlias = () =>
    aliasModule('utils-common', site, '@docusaurus/utils-common$', join(site, 'src', 'utils.js'));

  it('points the specifier at the replacement', async () => {
    const { alias, plugin } = utilsAlias();
    const { bundle, errors } = await compile(importsUtils, { alias, plugins: [plugin] });
    expect(errors).toEqual([]);
    expect(bundle).toContain('our utils');
  });

  it('fails, naming itself, when the target file is renamed', () => {
    rmSync(join(site, 'node_modules/@docusaurus/utils-common/lib/index.js'));
    expect(utilsAlias).toThrow(
      /Override "utils-common" \(utils-common, target @docusaurus\/utils-common\/lib\/index\.js\): the file no longer exists/,
    );
  });

  it('fails the build, naming itself, when nothing imports the specifier any more', async () => {
    const { alias, plugin } = utilsAlias();
    const { errors } = await compile('console.log(1);', { alias, plugins: [plugin] });
    expect(errors.join('\n')).toContain('Override "utils-common"');
    expect(errors.join('\n')).toContain('nothing in the bundle imports @docusaurus/utils-common any more');
  });
});

describe('a loader over a generated file', () => {
  const registry = () =>
    rewriteGenerated('registry', /[\\/]\.docusaurus[\\/]registry\.js$/, join(site, 'src', 'registryLoader.cjs'));

  it('rewrites the generated file', async () => {
    const { rule, plugin } = registry();
    const { bundle, errors } = await compile('import r from "../.docusaurus/registry.js"; console.log(r);', {
      rules: [rule],
      plugins: [plugin],
    });
    expect(errors).toEqual([]);
    expect(bundle).toContain('rewritten');
  });

  it('fails the build, naming itself, when the generated file is renamed', async () => {
    renameSync(join(site, '.docusaurus/registry.js'), join(site, '.docusaurus/registry.mjs'));
    const { rule, plugin } = registry();
    const { errors } = await compile('import r from "../.docusaurus/registry.mjs"; console.log(r);', {
      rules: [rule],
      plugins: [plugin],
    });
    expect(errors.join('\n')).toContain(
      'Override "registry" (generated-files, target .docusaurus/registry.js): no generated file of the bundle matches it any more',
    );
  });
});

describe('the client entry', () => {
  // Only the entry: the module replacement beside it has a target this tiny site does not have.
  const saved = process.env.SITE_OVERRIDES;
  beforeAll(() => void (process.env.SITE_OVERRIDES = '-browser-context'));
  afterAll(() => {
    if (saved === undefined) delete process.env.SITE_OVERRIDES;
    else process.env.SITE_OVERRIDES = saved;
  });
  const context = () => ({ siteDir: site }) as LoadContext;
  const configure = (entry: unknown) =>
    clientEntry(context()).configureWebpack!({ entry, mode: 'production' } as never, false, {} as never, undefined);

  it('replaces Docusaurus’s entry', () => {
    const stock = join(site, 'node_modules/@docusaurus/core/lib/client/clientEntry.js');
    expect((configure(stock) as { entry: string }).entry).toBe(join(site, 'src', 'client', 'entry.tsx'));
  });

  it('fails, naming itself, when the browser bundle starts from another file', () => {
    expect(() => configure(join(site, 'node_modules/@docusaurus/core/lib/client/clientEntry.mjs'))).toThrow(
      /Override "client-entry" \(client-entry, target @docusaurus\/core\/lib\/client\/clientEntry\.js\): the browser bundle no longer starts from it/,
    );
  });
});

describe('the client manifest rewrite', () => {
  function afterEmit(generatedFilesDir: string, chunkGroups: unknown[]) {
    const context = { siteDir: site, generatedFilesDir } as LoadContext;
    const result = clientManifest(context).configureWebpack!(
      { mode: 'production' } as never,
      false,
      {} as never,
      undefined,
    ) as { plugins: { apply(compiler: unknown): void }[] };
    let hook: (compilation: unknown) => void = () => {};
    result.plugins[0]!.apply({ hooks: { afterEmit: { tap: (_name: string, fn: typeof hook) => (hook = fn) } } });
    hook({ chunkGroups });
  }
  const group = { chunks: [{ id: 7 }], origins: [{ request: '@theme/DocItem' }] };

  it('adds each dynamic import’s chunks to the manifest', () => {
    write('.docusaurus/client-manifest.json', JSON.stringify({ entrypoints: [], origins: {}, assets: { 7: {} } }));
    afterEmit(join(site, '.docusaurus'), [group]);
    expect(JSON.parse(readFileSync(join(site, '.docusaurus/client-manifest.json'), 'utf8')).origins).toEqual({
      '@theme/DocItem': [7],
    });
  });

  it('fails, naming itself, when the client build no longer writes the manifest there', () => {
    expect(() => afterEmit(join(site, '.docusaurus'), [group])).toThrow(
      'Override "client-manifest" (client-manifest, target .docusaurus/client-manifest.json): the client build no longer writes it',
    );
  });

  it('fails, naming itself, when no chunk matches the manifest', () => {
    write('.docusaurus/client-manifest.json', JSON.stringify({ entrypoints: [], origins: {}, assets: {} }));
    expect(() => afterEmit(join(site, '.docusaurus'), [group])).toThrow(
      /"client-manifest".*no dynamic import of the build matched/,
    );
  });
});

describe('the HTML template', () => {
  const stock = 'node_modules/@docusaurus/core/lib/ssg/ssgTemplate.html.js';
  const values = [
    'htmlAttributes',
    'version',
    'metaAttributes',
    'headTags',
    'stylesheets',
    'baseUrl',
    'bodyAttributes',
    'preBodyTags',
    'appHtml',
    'postBodyTags',
    'scripts',
  ];

  it('is used while Docusaurus’s template reads the same values', () => {
    write(stock, values.map((name) => `<%~ it.${name} %>`).join('\n'));
    expect(checkedTemplate(site)).toContain('__docusaurus-scripts');
  });

  it('fails, naming itself, when Docusaurus’s template is renamed', () => {
    expect(() => checkedTemplate(site)).toThrow(/Override "ssr-template" .*the file no longer exists/);
  });

  it('fails, naming itself, when Docusaurus’s template no longer reads a value it reads', () => {
    write(
      stock,
      values
        .filter((name) => name !== 'appHtml')
        .map((name) => `<%~ it.${name} %>`)
        .join('\n'),
    );
    expect(() => checkedTemplate(site)).toThrow(/Override "ssr-template" .*its template no longer reads it\.appHtml/);
  });
});
