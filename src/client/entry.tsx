// The browser entry point, in place of @docusaurus/core/lib/client/clientEntry.js (see
// plugins/client-entry). It starts the same app in the same way (React Router, preload of the
// current route, hydration in a transition; the head is kept by ./head.tsx instead of Helmet's
// provider), but in several tasks instead of one: the browser gets
// the main thread back between evaluating React, evaluating React DOM, evaluating the app and its
// routes, loading each level of the current route's components and starting hydration, so no single
// start-up task blocks input for long on a slow phone.
import React, { startTransition } from 'react';
import { BrowserRouter, HashRouter } from 'react-router-dom';
import { preloadMatch, routeMatches } from '@site/src/lib/routePreload';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { HeadProvider } from './head';

type Scheduler = { yield?: () => Promise<void> };

/** Resolves in a new task, after the browser has had a chance to handle input and paint. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start(): Promise<void> {
  const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);
  await yieldToBrowser();
  // React DOM, in a task of its own.
  const ReactDOM = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  // The app: routes, the route registry, client modules and the theme's providers. Link is used by
  // every page's theme; loaded here, it is bundled once with the app instead of in each route chunk.
  const [{ default: App }, { default: docusaurus }, { default: routes }, { matchRoutes }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
    import(/* webpackMode: "eager" */ '@generated/routes'),
    import(/* webpackMode: "eager" */ 'react-router-config'),
    import(/* webpackMode: "eager" */ '@docusaurus/Link'),
  ]);
  window.docusaurus = docusaurus;
  performance.mark('larascript:app-evaluated');
  await yieldToBrowser();
  // The current route's components (their chunks are already on the page: plugins/client-manifest), as
  // Docusaurus's preload() loads them, but one level of the route (the docs root, the version, the
  // sidebar, the page) per task instead of all in one.
  for (const match of routeMatches(routes, matchRoutes, window.location.pathname)) {
    await preloadMatch(match);
    await yieldToBrowser();
  }
  performance.mark('larascript:route-loaded');
  await yieldToBrowser();

  const container = document.getElementById('__docusaurus')!;
  const app = (
    <HeadProvider>
      {siteConfig.future.experimental_router === 'hash' ? (
        <HashRouter>
          <App />
        </HashRouter>
      ) : (
        <BrowserRouter>
          <App />
        </BrowserRouter>
      )}
    </HeadProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  startTransition(() => {
    if (window.docusaurusRoot) window.docusaurusRoot.render(app);
    else if (hydrate) window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, { onRecoverableError });
    else {
      const root = ReactDOM.createRoot(container, { onRecoverableError });
      root.render(app);
      window.docusaurusRoot = root;
    }
  });
}

if (ExecutionEnvironment.canUseDOM) void start();

// Webpack Hot Module Replacement (docusaurus start): accept updates to this module.
if ((module as { hot?: { accept(): void } }).hot) (module as unknown as { hot: { accept(): void } }).hot.accept();
