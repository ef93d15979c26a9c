import type { Highlight } from 'prism-react-renderer';

/** What a code block needs to highlight in the browser: prism-react-renderer's Highlight. */
export interface Highlighter {
  Highlight: typeof Highlight;
}

/** The module `#highlighter` resolves to: the server copy or the lazily loaded browser copy. */
export interface HighlighterModule {
  /** The highlighter if it is ready now, else null (then call `loadHighlighter`). */
  loadedHighlighter(): Highlighter | null;
  loadHighlighter(): Promise<Highlighter>;
  /** The names of the chunks to prefetch so that loading is quick (none on the server). */
  HIGHLIGHTER_CHUNKS: readonly string[];
}
