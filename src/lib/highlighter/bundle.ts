// The browser's copy of Prism, in a chunk of its own (see ./client.ts): Prism with the languages
// the site configures (themeConfig.prism.additionalLanguages), added as the theme does it.
import { Highlight, Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@site/src/theme/CodeBlock/Line';
import { importLineLinks } from '@site/src/lib/api/codeLinks';
import type { Highlighter } from './types';

prismIncludeLanguages(Prism);

export const highlighter: Highlighter = { Highlight, Line, importLineLinks };
