/**
 * client-entry: the browser bundle starts from src/client/entry.tsx instead of Docusaurus's
 * clientEntry.js: the same start-up, split into several tasks (see that file), without
 * react-helmet-async's provider. Two modules that update state right after hydration are replaced
 * by versions that make that update a transition, which React renders in slices instead of one
 * long task: @docusaurus/core's browser context (useIsBrowser, src/client/browserContext.tsx) and
 * @docusaurus/theme-common's useWindowSize (src/client/useWindowSize.ts). The base-URL issue banner,
 * turned off in docusaurus.config.ts, is not bundled (src/client/noBaseUrlIssueBanner.tsx), and the
 * progress bar of slow page changes fetches nprogress on the first page change
 * (src/client/lazyProgress.ts). `@docusaurus/Head` keeps the head up to date after client-side page changes without
 * react-helmet-async (src/client/head.tsx, whose provider the entry uses; the server still renders
 * the head with Helmet).
 * The server bundle, and so the HTML, is unchanged. Each change is an override of
 * plugins/overrides (ARCHITECTURE.md section 2), off with SITE_STOCK=true.
 */
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { expectTarget, isOn, replaceModule, resolveTarget, override } from '../overrides';

export default function clientEntry(context: LoadContext): Plugin {
  const client = (file: string) => join(context.siteDir, 'src', 'client', file);
  return {
    name: 'client-entry',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const plugins = [];
      if (isOn('browser-context'))
        plugins.push(replaceModule('browser-context', context.siteDir, client('browserContext.tsx')));
      if (isOn('window-size')) plugins.push(replaceModule('window-size', context.siteDir, client('useWindowSize.ts')));
      if (isOn('base-url-banner'))
        plugins.push(replaceModule('base-url-banner', context.siteDir, client('noBaseUrlIssueBanner.tsx')));
      if (isOn('nprogress')) plugins.push(replaceModule('nprogress', context.siteDir, client('lazyProgress.ts')));
      if (isOn('head')) plugins.push(replaceModule('head', context.siteDir, client('head.tsx')));
      if (!isOn('client-entry')) return { plugins };
      // Docusaurus's own entry must still be the one the browser bundle starts from.
      const stock = resolveTarget(override('client-entry'), context.siteDir);
      expectTarget(
        'client-entry',
        config.entry === stock,
        `the browser bundle no longer starts from it (entry: ${JSON.stringify(config.entry)})`,
      );
      return { entry: client('entry.tsx'), plugins };
    },
  };
}
