/**
 * link-prefetch: every `@docusaurus/Link` in the site, ours and the theme's, resolves to
 * src/components/Link, which fetches linked pages' code in idle time instead of setting up an
 * IntersectionObserver per link (see that file). Applied to the server bundle too, so the HTML and
 * the hydrating client render the same component.
 */
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export default function linkPrefetch(context: LoadContext): Plugin {
  return {
    name: 'link-prefetch',
    configureWebpack() {
      return {
        resolve: { alias: { '@docusaurus/Link': join(context.siteDir, 'src', 'components', 'Link', 'index.tsx') } },
      };
    },
  };
}
