/**
 * include-dependencies: makes each Markdown page depend on the files it includes with file="…"
 * fences (the loader in dependencies.cjs), so that editing or re-recording an included file
 * rebuilds the pages that show it, under `npm start` and from the persistent build cache alike.
 */
import { join, sep } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export default function includeDependencies(context: LoadContext): Plugin {
  // The content folders, each with a trailing separator as Docusaurus's own Markdown rules have them.
  // A Markdown rule must say which folders it covers: Docusaurus's fallback rule for other Markdown
  // files excludes every Markdown rule's `include`.
  const include = ['docs', 'versioned_docs', 'blog', join('src', 'pages')].map(
    (dir) => join(context.siteDir, dir) + sep,
  );
  return {
    name: 'include-dependencies',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.mdx?$/,
              include,
              enforce: 'pre',
              use: [{ loader: require.resolve('./dependencies.cjs'), options: { rootDir: context.siteDir } }],
            },
          ],
        },
      };
    },
  };
}
