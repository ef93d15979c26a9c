import type { Highlight } from 'prism-react-renderer';
import type Line from '@site/src/theme/CodeBlock/Line';
import type { importLineLinks } from '@site/src/lib/api/codeLinks';

/**
 * What a code block needs to highlight in the browser: prism-react-renderer's Highlight, and what
 * renders its tokens (the swizzled Line, the import lines' API links). A first load reuses the
 * server's markup and needs none of them, so they travel with Prism.
 */
export interface Highlighter {
  Highlight: typeof Highlight;
  Line: typeof Line;
  importLineLinks: typeof importLineLinks;
}

/** The module `#highlighter` resolves to: the server copy or the lazily loaded browser copy. */
export interface HighlighterModule {
  /** The highlighter if it is ready now, else null (then call `loadHighlighter`). */
  loadedHighlighter(): Highlighter | null;
  loadHighlighter(): Promise<Highlighter>;
  /** The names of the chunks to prefetch so that loading is quick (none on the server). */
  HIGHLIGHTER_CHUNKS: readonly string[];
}
