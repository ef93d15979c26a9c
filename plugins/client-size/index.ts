/**
 * client-size: changes to the browser bundle only, each removing bytes every page downloads but
 * does not use (the server bundle, and so the HTML, is unchanged):
 * - `@docusaurus/utils-common` resolves to src/client/utilsCommon.ts: the same exports without
 *   all of tslib;
 * - .docusaurus/registry.js loses the module paths only server rendering reads (registryLoader.cjs);
 * - each docs version's props lose the map of every doc, which only doc cards read
 *   (versionPropsLoader.cjs);
 * - the site configuration loses the settings only the build reads: the HTML template, the presets'
 *   options… (configLoader.cjs);
 * - the base-URL issue banner, turned off in docusaurus.config.ts, is not bundled
 *   (src/client/noBaseUrlIssueBanner.tsx);
 * - the progress bar of slow page changes fetches nprogress on the first page change
 *   (src/client/lazyProgress.ts);
 * - `@docusaurus/Head` keeps the head up to date after client-side page changes without
 *   react-helmet-async (src/client/head.tsx; the server still renders the head with Helmet).
 * Theme components that most pages never show load on demand instead (src/theme/DocVersionBanner,
 * src/theme/NavbarItem/*DropdownNavbarItem).
 */
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

const BASE_URL_ISSUE_BANNER = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]BaseUrlIssueBanner[\\/]index\.js$/;
const CORE_HEAD = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]Head\.js$/;
const THEME_PROGRESS = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/;

export default function clientSize(context: LoadContext): Plugin {
  const client = (file: string) => join(context.siteDir, 'src', 'client', file);
  return {
    name: 'client-size',
    configureWebpack(_config, isServer, { currentBundler }) {
      // The server bundle gets the registry's `chunkAliases` export only (see registryLoader.cjs).
      if (isServer)
        return {
          module: {
            rules: [
              {
                test: /[\\/]\.docusaurus[\\/]registry\.js$/,
                use: [{ loader: join(__dirname, 'registryLoader.cjs'), options: { server: true } }],
              },
            ],
          },
        };
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(BASE_URL_ISSUE_BANNER, client('noBaseUrlIssueBanner.tsx')),
          new NormalModuleReplacementPlugin(THEME_PROGRESS, client('lazyProgress.ts')),
          new NormalModuleReplacementPlugin(CORE_HEAD, client('head.tsx')),
        ],
        resolve: {
          alias: { '@docusaurus/utils-common$': client('utilsCommon.ts') },
        },
        module: {
          rules: [
            { test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{ loader: join(__dirname, 'registryLoader.cjs') }] },
            {
              test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              use: [{ loader: join(__dirname, 'versionPropsLoader.cjs') }],
            },
            {
              test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/,
              use: [{ loader: join(__dirname, 'configLoader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
