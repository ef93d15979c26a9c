/**
 * generated-files: rewrites three kinds of files Docusaurus generates in `.docusaurus/`, in the browser
 * bundle only (the server bundle, and so the HTML, is unchanged), each an override of
 * plugins/overrides (ARCHITECTURE.md section 2):
 * - `registry` (registryLoader.cjs): registry.js loses the module paths only server rendering reads,
 *   and the docs layout's four route components share one chunk;
 * - `site-config` (configLoader.cjs): the site configuration loses the settings only the build
 *   reads (the HTML template, the presets' options…);
 * - `version-props` (versionPropsLoader.cjs): each docs version's props lose the map of every doc,
 *   which only doc cards and `doc` navbar items read.
 */
import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { isOn, rewriteGenerated, type BundlerPlugin } from '../overrides';

const LOADERS: [id: string, test: RegExp, loader: string][] = [
  ['registry', /[\\/]\.docusaurus[\\/]registry\.js$/, 'registryLoader.cjs'],
  ['site-config', /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/, 'configLoader.cjs'],
  [
    'version-props',
    /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
    'versionPropsLoader.cjs',
  ],
];

export default function generatedFiles(): Plugin {
  return {
    name: 'generated-files',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const plugins: BundlerPlugin[] = [];
      const rules = [];
      for (const [id, test, loader] of LOADERS) {
        if (!isOn(id)) continue;
        const { rule, plugin } = rewriteGenerated(id, test, join(__dirname, loader));
        rules.push(rule);
        plugins.push(plugin);
      }
      return { plugins, module: { rules } };
    },
  };
}
