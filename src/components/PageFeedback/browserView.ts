// `#page-feedback-view` in the browser (plugins/page-feedback): the view in a chunk of its own,
// loaded by the first page that needs it and kept for the next ones.
import type View from './View';

let loaded: typeof View | null = null;

export const loadedView = (): typeof View | null => loaded;
export const loadView = (): Promise<typeof View> =>
  import(/* webpackChunkName: "page-feedback" */ './View').then((module) => (loaded = module.default));
