/**
 * postcss-options: PostCSS runs with the options Docusaurus gives it (postcss-preset-env) and never
 * looks for a configuration file. Without `config: false`, postcss-loader searches for one
 * (postcss.config.js, .postcssrc, a "postcss" key in package.json, and their variants) from the
 * folder of every stylesheet up to the file system's root, once per stylesheet: about 1.7 s of the
 * build's main thread in a cold build's CPU profile (bench/PERFORMANCE.md).
 * It goes through Docusaurus's configurePostCss lifecycle, not an override.
 *
 * The site has no PostCSS configuration of its own. So that one added later is not silently
 * ignored, the build fails when the site has such a file or key, naming it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** The files postcss-loader (through postcss-load-config and cosmiconfig) would read a configuration from. */
export const POSTCSS_CONFIG_FILES = [
  '.postcssrc',
  '.postcssrc.json',
  '.postcssrc.yaml',
  '.postcssrc.yml',
  '.postcssrc.js',
  '.postcssrc.cjs',
  '.postcssrc.mjs',
  '.postcssrc.ts',
  '.postcssrc.cts',
  '.postcssrc.mts',
  '.config/postcssrc',
  '.config/postcssrc.json',
  '.config/postcssrc.yaml',
  '.config/postcssrc.yml',
  '.config/postcssrc.js',
  '.config/postcssrc.cjs',
  '.config/postcssrc.mjs',
  '.config/postcssrc.ts',
  'postcss.config.js',
  'postcss.config.cjs',
  'postcss.config.mjs',
  'postcss.config.ts',
  'postcss.config.cts',
  'postcss.config.mts',
];

/** The PostCSS configuration the site holds (a file, or `package.json#postcss`), if any. */
export function postcssConfigIn(siteDir: string): string | undefined {
  const file = POSTCSS_CONFIG_FILES.find((name) => existsSync(join(siteDir, name)));
  if (file) return file;
  const manifest = join(siteDir, 'package.json');
  if (existsSync(manifest) && 'postcss' in (JSON.parse(readFileSync(manifest, 'utf8')) as object))
    return 'package.json ("postcss" key)';
  return undefined;
}

export default function postcssOptions(context: LoadContext): Plugin {
  const found = postcssConfigIn(context.siteDir);
  if (found)
    throw new Error(
      `postcss-options: ${found} would be ignored: the site's PostCSS runs without a configuration file ` +
        "(plugins/postcss-options). Add its plugins in that plugin's configurePostCss() instead.",
    );
  return {
    name: 'postcss-options',
    configurePostCss(options) {
      return { ...options, config: false };
    },
  };
}
