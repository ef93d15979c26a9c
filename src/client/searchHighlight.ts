// Client module: when a search result opens a page (its link carries `?highlight=`), highlight the
// searched words there and ease to the result (src/lib/search/highlight.ts, loaded only then); the
// next navigation clears the highlight.
import type { ClientModule } from '@docusaurus/types';

let highlighted = false;

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    const query = new URLSearchParams(location.search).get('highlight');
    if (!query && !highlighted) return;
    void import('@site/src/lib/search/highlight').then((highlight) => {
      highlight.clearHighlight();
      highlighted = Boolean(query);
      if (query) highlight.highlightOnPage(query, location.hash);
    });
  },
};

export default clientModule;
