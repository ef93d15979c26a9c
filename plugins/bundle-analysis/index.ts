/**
 * bundle-analysis: with BUNDLE_ANALYSIS=true, the browser bundles are built with hidden source maps
 * (`build/assets/js/*.js.map`, not referenced from the scripts) so `npm run analyze` can attribute
 * bytes, executed code and main-thread time to the modules they come from. Normal builds are unchanged.
 */
import type { Plugin } from '@docusaurus/types';

export default function bundleAnalysis(): Plugin {
  return {
    name: 'bundle-analysis',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.BUNDLE_ANALYSIS !== 'true') return {};
      return { devtool: 'hidden-source-map' };
    },
  };
}
