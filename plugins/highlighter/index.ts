/**
 * highlighter: how code blocks get their highlighter, and the theme's Prism start-up module replaced
 * (the `prism-startup` override, ARCHITECTURE.md section 2), which keeps Prism out of the first load.
 *
 * Code blocks import the highlighter from `#highlighter`. At build time (server bundle) that is
 * src/lib/highlighter/server.ts, which loads Prism up front to render highlighted HTML; in the
 * browser it is src/lib/highlighter/client.ts, which loads Prism in a chunk of its own when a code
 * block first needs it (first visits reuse the server-rendered markup and never do). The theme's
 * start-up module that loads Prism and its languages is replaced, in the browser bundle only, by
 * an empty module; the browser chunk adds the languages itself. Prism (prism-react-renderer and the
 * Prism it bundles) goes into a chunk named `highlighter-prism` beside the `highlighter` chunk, so
 * a page can prefetch both by name in idle time (HIGHLIGHTER_CHUNKS in src/lib/highlighter/client.ts).
 */
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { isOn, replaceModule } from '../overrides';

export default function lazyPrism(context: LoadContext): Plugin {
  const dir = join(context.siteDir, 'src', 'lib', 'highlighter');
  return {
    name: 'highlighter',
    configureWebpack(_config, isServer) {
      return {
        resolve: { alias: { '#highlighter': join(dir, isServer ? 'server.ts' : 'client.ts') } },
        optimization: isServer
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  highlighter: {
                    test: /[\\/]node_modules[\\/](prism-react-renderer|prismjs)[\\/]/,
                    name: 'highlighter-prism',
                    chunks: 'async',
                    enforce: true,
                    priority: 60,
                  },
                },
              },
            },
        plugins:
          isServer || !isOn('prism-startup')
            ? []
            : [replaceModule('prism-startup', context.siteDir, join(dir, 'noStartupPrism.ts'))],
      };
    },
  };
}
