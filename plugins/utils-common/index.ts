/**
 * utils-common: in the browser bundle, `@docusaurus/utils-common` resolves to
 * src/client/utilsCommon.ts, the same exports without the package index's `require("tslib")`, which
 * brings all of tslib into every page (the `utils-common` override, ARCHITECTURE.md section 2).
 */
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { aliasModule, isOn } from '../overrides';

export default function utilsCommon(context: LoadContext): Plugin {
  return {
    name: 'utils-common',
    configureWebpack(_config, isServer) {
      if (isServer || !isOn('utils-common')) return {};
      const { alias, plugin } = aliasModule(
        'utils-common',
        context.siteDir,
        '@docusaurus/utils-common$',
        join(context.siteDir, 'src', 'client', 'utilsCommon.ts'),
      );
      return { resolve: { alias }, plugins: [plugin] };
    },
  };
}
