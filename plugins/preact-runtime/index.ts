/**
 * preact-runtime: hydrates the site in the browser with Preact's React-compatible runtime
 * (preact/compat) instead of react-dom, which cuts about 55 KB gzip of JavaScript from every page
 * and shortens hydration. Pages are still rendered to HTML at build time by React, so the static
 * HTML is exactly what Docusaurus produces; only the client bundle changes.
 * Set SITE_RUNTIME=react at build time to ship React instead (the benchmark compares both).
 */
import type { Plugin } from '@docusaurus/types';

export default function preactRuntime(): Plugin {
  return {
    name: 'preact-runtime',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const runtime = process.env.SITE_RUNTIME === 'react' ? 'react' : 'preact';
      // Docusaurus's persistent cache key ignores aliases; tag it so switching runtimes never reuses a bundle.
      const cache = (config.experiments as { cache?: { version?: string } } | undefined)?.cache;
      if (cache && typeof cache === 'object') cache.version = `${cache.version ?? ''}-runtime-${runtime}`;
      if (runtime === 'react') return {};
      // Docusaurus aliases `react` and `react-dom` to the site's copies; point both at preact/compat
      // (subpaths follow: react/jsx-runtime → preact/compat/jsx-runtime, react-dom/client → preact/compat/client).
      const alias = (config.resolve ??= {}).alias as Record<string, string | false | string[]>;
      alias.react = 'preact/compat';
      alias['react-dom'] = 'preact/compat';
      return {};
    },
  };
}
