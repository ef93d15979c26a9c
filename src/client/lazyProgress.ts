// The theme's progress bar for slow page changes (nprogress), in place of
// @docusaurus/theme-classic/lib/nprogress.js in the browser bundle (plugins/client-entry): the same
// behavior, a thin bar that starts when a page change takes more than 200 ms, but the nprogress
// library is fetched when the reader first changes page, instead of with every page's first load.
import '@docusaurus/theme-classic/lib/nprogress.css';
import type { ClientModule } from '@docusaurus/types';

type Progress = { start(): void; done(): void };
let progress: Promise<Progress> | undefined;

function load(): Promise<Progress> {
  progress ??= import('nprogress').then(({ default: nprogress }) => {
    nprogress.configure({ showSpinner: false });
    return nprogress;
  });
  return progress;
}

const DELAY_MS = 200;

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const loading = load();
    let finished = false;
    const timeout = window.setTimeout(() => {
      void loading.then((bar) => {
        if (!finished) bar.start();
      });
    }, DELAY_MS);
    return () => {
      finished = true;
      window.clearTimeout(timeout);
    };
  },
  onRouteDidUpdate() {
    void progress?.then((bar) => bar.done());
  },
};

export default clientModule;
