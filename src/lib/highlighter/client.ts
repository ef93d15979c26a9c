/**
 * The highlighter in the browser, loaded only when a code block has to be highlighted there.
 *
 * Pages arrive with their code already highlighted, and hydration keeps that markup
 * (src/lib/serverCodeHtml.ts), so a first visit never runs Prism: Prism and its languages (about
 * 20 KB gzip, and its set-up work) stay out of the first-load JavaScript. The chunk is prefetched
 * once the page has loaded, and evaluated the first time a client-side navigation mounts a code
 * block; from then on it is ready synchronously.
 */
import type { Highlighter, HighlighterModule } from './types';

let loaded: Highlighter | null = null;
let loading: Promise<Highlighter> | null = null;

export const loadedHighlighter: HighlighterModule['loadedHighlighter'] = () => loaded;

export const loadHighlighter: HighlighterModule['loadHighlighter'] = () =>
  (loading ??= import(/* webpackChunkName: "highlighter", webpackPrefetch: true */ './bundle').then(
    (module) => (loaded = module.highlighter),
  ));
