/**
 * link: every `@docusaurus/Link` in the site, ours and the theme's, resolves to src/components/Link,
 * which fetches linked pages' code in idle time instead of setting up an IntersectionObserver per
 * link and prefetching every visible route at once after hydration (see that file): the `link`
 * override (ARCHITECTURE.md section 2). Applied to the server bundle too, so the HTML and the
 * hydrating client render the same component.
 */
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { aliasModule, isOn } from '../overrides';

export default function link(context: LoadContext): Plugin {
  return {
    name: 'link',
    configureWebpack() {
      if (!isOn('link')) return {};
      const { alias, plugin } = aliasModule(
        'link',
        context.siteDir,
        '@docusaurus/Link',
        join(context.siteDir, 'src', 'components', 'Link', 'index.tsx'),
      );
      return { resolve: { alias }, plugins: [plugin] };
    },
  };
}
