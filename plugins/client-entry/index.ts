/**
 * client-entry: the browser bundle starts from src/client/entry.tsx instead of Docusaurus's
 * clientEntry.js: the same start-up, split into several tasks (see that file), without
 * react-helmet-async's provider. @docusaurus/core's browser context (useIsBrowser), which updates
 * every reader of it right after hydration, is replaced by a version that makes that update a
 * transition, which React renders in slices instead of one long task (src/client/browserContext.tsx).
 * `@docusaurus/Head` keeps the head up to date after client-side page changes without
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
