/**
 * The highlighter in the browser, loaded only when a code block has to be highlighted there.
 *
 * Pages arrive with their code already highlighted, and hydration keeps that markup
 * (src/lib/serverCodeHtml.ts), so a first visit never runs Prism: Prism and its languages (about
 * 28 KB gzip, and its set-up work) stay out of the first-load JavaScript. A page with code has the
 * chunk prefetched in idle time after start-up when the connection allows fetching ahead
 * (src/lib/linkPrefetch.ts), so a later client-side navigation finds it in the cache; the first
 * block that needs it runs it, showing its code as plain text until then.
 */
import type { Highlighter, HighlighterModule } from './types';

/** The browser chunks of the highlighter, by name (see plugins/highlighter). */
export const HIGHLIGHTER_CHUNKS: HighlighterModule['HIGHLIGHTER_CHUNKS'] = ['highlighter-prism', 'highlighter'];

let loaded: Highlighter | null = null;
let loading: Promise<Highlighter> | null = null;

export const loadedHighlighter: HighlighterModule['loadedHighlighter'] = () => loaded;

export const loadHighlighter: HighlighterModule['loadHighlighter'] = () =>
  (loading ??= import(/* webpackChunkName: "highlighter" */ './bundle').then(
    (module) => (loaded = module.highlighter),
  ));
