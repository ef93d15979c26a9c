// The highlighter when pages are rendered to HTML at build time: Prism, loaded up front. The
// theme's prism-include-languages client module adds the configured languages to this same Prism.
import { Highlight } from 'prism-react-renderer';
import Line from '@site/src/theme/CodeBlock/Line';
import { importLineLinks } from '@site/src/lib/api/codeLinks';
import type { Highlighter, HighlighterModule } from './types';

const highlighter: Highlighter = { Highlight, Line, importLineLinks };

export const loadedHighlighter: HighlighterModule['loadedHighlighter'] = () => highlighter;

export const loadHighlighter: HighlighterModule['loadHighlighter'] = () => Promise.resolve(highlighter);

/** Nothing to prefetch while rendering HTML. */
export const HIGHLIGHTER_CHUNKS: HighlighterModule['HIGHLIGHTER_CHUNKS'] = [];
