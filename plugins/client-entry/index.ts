/**
 * client-entry: the browser bundle starts from src/client/entry.tsx instead of Docusaurus's
 * clientEntry.js: the same start-up, split into several tasks (see that file). Two modules that
 * update state right after hydration are replaced in the browser bundle by versions that make that
 * update a transition, so React renders it in slices instead of one long task:
 * - @docusaurus/core's browser context (useIsBrowser): src/client/browserContext.tsx;
 * - @docusaurus/theme-common's useWindowSize: src/client/useWindowSize.ts.
 * The server bundle, and so the HTML, is unchanged.
 */
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

const BROWSER_CONTEXT = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/;
const WINDOW_SIZE = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/;

export default function clientEntry(context: LoadContext): Plugin {
  const client = (file: string) => join(context.siteDir, 'src', 'client', file);
  return {
    name: 'client-entry',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        entry: client('entry.tsx'),
        plugins: [
          new NormalModuleReplacementPlugin(BROWSER_CONTEXT, client('browserContext.tsx')),
          new NormalModuleReplacementPlugin(WINDOW_SIZE, client('useWindowSize.ts')),
        ],
      };
    },
  };
}
