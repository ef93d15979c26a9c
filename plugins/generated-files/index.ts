/**
 * generated-files: rewrites two kinds of files Docusaurus generates in `.docusaurus/`, in the browser
 * bundle only (the server bundle, and so the HTML, is unchanged), each an override of
 * plugins/overrides (ARCHITECTURE.md section 2):
 * - `registry` (registryLoader.cjs): registry.js loses the module paths only server rendering reads
 *   and, in production, the API reference entries' data modules (plugins/api-reference fetches
 *   them instead), and the docs layout's four route components share one chunk;
 * - `version-props` (versionPropsLoader.cjs): each docs version's props lose the map of every doc,
 *   which only doc cards and `doc` navbar items read.
 */
import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { isOn, rewriteGenerated, type BundlerPlugin } from '../overrides';
import { referenceDataFilesToDrop } from '../api-reference';

const LOADERS: [id: string, test: RegExp, loader: string][] = [
  ['registry', /[\\/]\.docusaurus[\\/]registry\.js$/, 'registryLoader.cjs'],
  [
    'version-props',
    /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
    'versionPropsLoader.cjs',
  ],
];

export default function generatedFiles(): Plugin {
  return {
    name: 'generated-files',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const plugins: BundlerPlugin[] = [];
      const rules = [];
      for (const [id, test, loader] of LOADERS) {
        if (!isOn(id)) continue;
        const options = id === 'registry' ? { dataFiles: [...referenceDataFilesToDrop(config.mode)] } : undefined;
        const { rule, plugin } = rewriteGenerated(id, test, join(__dirname, loader), options);
        rules.push(rule);
        plugins.push(plugin);
      }
      return { plugins, module: { rules } };
    },
  };
}
