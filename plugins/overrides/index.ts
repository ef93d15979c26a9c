/**
 * Every place where the site replaces, aliases or rewrites Docusaurus code goes through this
 * module, so that:
 * - each one is listed once (OVERRIDES, and a row of ARCHITECTURE.md section 2, counted by
 *   tests/unit/overrides.test.ts);
 * - each one fails the build, naming itself and its target, when the target no longer exists or no
 *   longer matches (a module replacement that never applied, an alias nothing imports, a loader
 *   whose generated file was never bundled);
 * - `SITE_STOCK=true` turns them all off, and `SITE_OVERRIDES` turns single ones on or off, to
 *   bisect a Docusaurus upgrade (MAINTAINING.md, "Upgrading Docusaurus").
 */
import { createRequire } from 'node:module';
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { Compiler, WebpackPluginInstance } from 'webpack';

export type OverrideKind = 'module' | 'alias' | 'loader' | 'entry' | 'manifest' | 'template';

export interface Override {
  /** What it changes, as `SITE_OVERRIDES` and error messages name it. */
  id: string;
  kind: OverrideKind;
  /** The plugin (folder of plugins/) or config option that applies it. */
  by: string;
  /** The Docusaurus file it replaces or rewrites: a package file, or a file in `.docusaurus/`. */
  target: string;
  /** Overrides this one cannot work without (it is refused on its own). */
  requires?: string[];
}

/** The list ARCHITECTURE.md section 2 describes, row for row. */
export const OVERRIDES: readonly Override[] = [
  {
    id: 'client-entry',
    kind: 'entry',
    by: 'client-entry',
    target: '@docusaurus/core/lib/client/clientEntry.js',
    requires: ['head'],
  },
  {
    id: 'browser-context',
    kind: 'module',
    by: 'client-entry',
    target: '@docusaurus/core/lib/client/browserContext.js',
  },
  { id: 'head', kind: 'module', by: 'client-entry', target: '@docusaurus/core/lib/client/exports/Head.js' },
  { id: 'utils-common', kind: 'alias', by: 'utils-common', target: '@docusaurus/utils-common/lib/index.js' },
  { id: 'registry', kind: 'loader', by: 'generated-files', target: '.docusaurus/registry.js' },
  {
    id: 'version-props',
    kind: 'loader',
    by: 'generated-files',
    target: '.docusaurus/docusaurus-plugin-content-docs/*/p/*.json',
  },
  {
    id: 'prism-startup',
    kind: 'module',
    by: 'highlighter',
    target: '@docusaurus/theme-classic/lib/prism-include-languages.js',
  },
  { id: 'link', kind: 'alias', by: 'link', target: '@docusaurus/core/lib/client/exports/Link.js' },
  { id: 'reference-routes', kind: 'loader', by: 'api-reference', target: '.docusaurus/routes.js' },
  {
    id: 'reference-chunk-names',
    kind: 'loader',
    by: 'api-reference',
    target: '.docusaurus/routesChunkNames.json',
    requires: ['reference-routes'],
  },
  { id: 'client-manifest', kind: 'manifest', by: 'client-manifest', target: '.docusaurus/client-manifest.json' },
  {
    id: 'ssr-template',
    kind: 'template',
    by: 'docusaurus.config.ts',
    target: '@docusaurus/core/lib/ssg/ssgTemplate.html.js',
  },
];

const byId = new Map(OVERRIDES.map((override) => [override.id, override]));

export function override(id: string): Override {
  const found = byId.get(id);
  if (!found) throw new Error(`overrides: no override "${id}" (plugins/overrides/index.ts lists them)`);
  return found;
}

/**
 * Which overrides are on. All of them, unless `SITE_STOCK=true` turns them all off. `SITE_OVERRIDES`
 * is a comma-separated list of ids: `id` turns one on (over SITE_STOCK), `-id` turns one off.
 */
export function enabledOverrides(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const on = new Set(env.SITE_STOCK === 'true' ? [] : OVERRIDES.map((entry) => entry.id));
  for (const raw of (env.SITE_OVERRIDES ?? '').split(',')) {
    const item = raw.trim();
    if (!item) continue;
    const id = item.replace(/^[-+]/, '');
    if (!byId.has(id))
      throw new Error(
        `SITE_OVERRIDES: no override "${id}". Overrides: ${OVERRIDES.map((entry) => entry.id).join(', ')}`,
      );
    if (item.startsWith('-')) on.delete(id);
    else on.add(id);
  }
  for (const id of on)
    for (const needed of override(id).requires ?? [])
      if (!on.has(needed))
        throw new Error(`SITE_OVERRIDES: "${id}" does not work without "${needed}"; turn both on or both off`);
  return on;
}

export const isOn = (id: string, env: NodeJS.ProcessEnv = process.env): boolean =>
  enabledOverrides(env).has(override(id).id);

function fail(entry: Override, problem: string): Error {
  return new Error(
    `Override "${entry.id}" (${entry.by}, target ${entry.target}): ${problem}. ` +
      `Docusaurus has changed under it: see ARCHITECTURE.md section 2, or build with SITE_OVERRIDES=-${entry.id} to turn it off.`,
  );
}

/**
 * The absolute path of a package file target, resolved from the site as the bundler resolves it.
 * Throws, naming the override, when the file no longer exists.
 */
export function resolveTarget(entry: Override, siteDir: string): string {
  // By folder rather than by `require.resolve`: package `exports` maps hide the files overridden.
  const parts = entry.target.split('/');
  const name = parts[0]!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  const file = entry.target.slice(name.length + 1);
  const folders = createRequire(join(siteDir, 'package.json')).resolve.paths(name) ?? [];
  for (const folder of folders) {
    const candidate = join(folder, name, file);
    if (existsSync(candidate)) return realpathSync(candidate);
  }
  throw fail(entry, 'the file no longer exists');
}

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface ModuleLike {
  resource?: string;
  loaders?: { loader: string }[];
}
export type BundlerPlugin = WebpackPluginInstance;

/**
 * A check that runs when a compilation has all its modules: `found(modules)` says whether the
 * override applied; when it did not, the compilation fails with the override's name and target.
 */
function afterModules(entry: Override, problem: string, found: (modules: ModuleLike[]) => boolean): BundlerPlugin {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(`override:${entry.id}`, (compilation) => {
        compilation.hooks.finishModules.tap(`override:${entry.id}`, (modules) => {
          if (!found([...modules] as ModuleLike[]))
            compilation.errors.push(new compiler.webpack.WebpackError(fail(entry, problem).message));
        });
      });
    },
  };
}

/**
 * Replaces a package file by another in one bundle: every import that resolves to the target gets
 * `replacement` instead. Fails at once when the target no longer exists, and at the end of the
 * compilation when nothing imported it (the replacement no longer applies).
 */
export function replaceModule(id: string, siteDir: string, replacement: string): BundlerPlugin {
  const entry = override(id);
  if (entry.kind !== 'module') throw new Error(`overrides: "${id}" is a ${entry.kind}, not a module replacement`);
  const target = resolveTarget(entry, siteDir);
  if (!existsSync(replacement)) throw new Error(`overrides: "${id}": ${replacement} does not exist`);
  let applied = false;
  return {
    apply(compiler: Compiler) {
      compiler.hooks.normalModuleFactory.tap(`override:${id}`, (factory) => {
        factory.hooks.afterResolve.tap(`override:${id}`, (data) => {
          if (data.createData?.resource === target) {
            data.createData.resource = replacement;
            applied = true;
          }
        });
      });
      afterModules(
        entry,
        'nothing in the bundle imports it any more',
        (modules) => applied || modules.some((module) => module.resource === replacement),
      ).apply(compiler);
    },
  };
}

/**
 * Points an import specifier at another file (a resolve alias), and checks that it applied: the
 * target must still exist, and the replacement must be in the bundle once the modules are built.
 */
export function aliasModule(
  id: string,
  siteDir: string,
  specifier: string,
  replacement: string,
): { alias: Record<string, string>; plugin: BundlerPlugin } {
  const entry = override(id);
  if (entry.kind !== 'alias') throw new Error(`overrides: "${id}" is a ${entry.kind}, not an alias`);
  resolveTarget(entry, siteDir);
  if (!existsSync(replacement)) throw new Error(`overrides: "${id}": ${replacement} does not exist`);
  return {
    alias: { [specifier]: replacement },
    plugin: afterModules(entry, `nothing in the bundle imports ${specifier.replace(/\$$/, '')} any more`, (modules) =>
      modules.some((module) => module.resource === replacement),
    ),
  };
}

/**
 * A loader rule over a file Docusaurus generates, and a check that it ran: some module of the
 * bundle must be that file, built through the loader. (The loader itself throws when the file's
 * format changes.)
 */
export function rewriteGenerated(
  id: string,
  test: RegExp,
  loader: string,
  options?: Record<string, unknown>,
): { rule: { test: RegExp; use: { loader: string; options?: Record<string, unknown> }[] }; plugin: BundlerPlugin } {
  const entry = override(id);
  if (entry.kind !== 'loader') throw new Error(`overrides: "${id}" is a ${entry.kind}, not a loader`);
  if (!existsSync(loader)) throw new Error(`overrides: "${id}": ${loader} does not exist`);
  return {
    rule: { test, use: [options ? { loader, options } : { loader }] },
    plugin: afterModules(entry, 'no generated file of the bundle matches it any more', (modules) =>
      modules.some(
        (module) =>
          module.resource !== undefined &&
          test.test(module.resource) &&
          // A loader with options is listed as `path??ident`.
          (module.loaders ?? []).some((used) => used.loader.split('??')[0] === loader),
      ),
    ),
  };
}

/** Throws, naming the override, unless `condition` holds; for the checks the kinds above do not make. */
export function expectTarget(id: string, condition: boolean, problem: string): void {
  if (!condition) throw fail(override(id), problem);
}
