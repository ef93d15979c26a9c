/**
 * page-feedback: where "Was this page helpful?" finds its view (src/components/PageFeedback). The
 * component imports `#page-feedback-view`: at build time (server bundle) the view itself, so that
 * every page's HTML holds the control; in the browser a loader of the view's chunk, so that the
 * control's code stays out of the first load and arrives when the reader nears the end of the page.
 * An alias added to the bundler's configuration, as `#highlighter` is (plugins/highlighter).
 *
 * It also defines `process.env.SITE_BUILD_COMMIT`, the commit the site is built from, which the
 * view's links carry: in the view's own chunk rather than in the site configuration, which every
 * page loads and which would then change with every commit.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export default function pageFeedback(context: LoadContext): Plugin {
  const dir = join(context.siteDir, 'src', 'components', 'PageFeedback');
  const commit =
    process.env.GITHUB_SHA ||
    spawnSync('git', ['rev-parse', 'HEAD'], { cwd: context.siteDir, encoding: 'utf8' }).stdout?.trim() ||
    '';
  return {
    name: 'page-feedback',
    configureWebpack(_config, isServer, { currentBundler }) {
      return {
        resolve: { alias: { '#page-feedback-view': join(dir, isServer ? 'serverView.ts' : 'browserView.ts') } },
        plugins: [
          new currentBundler.instance.DefinePlugin({ 'process.env.SITE_BUILD_COMMIT': JSON.stringify(commit) }),
        ],
      };
    },
  };
}
