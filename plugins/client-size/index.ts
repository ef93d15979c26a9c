/**
 * client-size: three changes to the browser bundle only, each removing bytes every docs page
 * downloads but never uses (the server bundle, and so the HTML, is unchanged):
 * - `@docusaurus/utils-common` resolves to src/client/utilsCommon.ts: the same exports without
 *   all of tslib;
 * - .docusaurus/registry.js loses the module paths only server rendering reads (registryLoader.cjs);
 * - each docs version's props lose the per-doc descriptions only doc cards read
 *   (versionPropsLoader.cjs).
 */
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export default function clientSize(context: LoadContext): Plugin {
  return {
    name: 'client-size',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: { '@docusaurus/utils-common$': join(context.siteDir, 'src', 'client', 'utilsCommon.ts') },
        },
        module: {
          rules: [
            { test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{ loader: join(__dirname, 'registryLoader.cjs') }] },
            {
              test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              use: [{ loader: join(__dirname, 'versionPropsLoader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
