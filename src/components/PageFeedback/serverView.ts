// `#page-feedback-view` at build time (plugins/page-feedback): the view, there from the start.
import View from './View';

export const loadedView = (): typeof View | null => View;
export const loadView = (): Promise<typeof View> => Promise.resolve(View);
