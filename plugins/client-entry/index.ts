/**
 * client-entry: the browser bundle starts from src/client/entry.tsx instead of Docusaurus's
 * clientEntry.js: the same start-up, split into several tasks (see that file).
 */
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export default function clientEntry(context: LoadContext): Plugin {
  return {
    name: 'client-entry',
    configureWebpack(_config, isServer) {
      return isServer ? {} : { entry: join(context.siteDir, 'src', 'client', 'entry.tsx') };
    },
  };
}
