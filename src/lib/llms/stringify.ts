/**
 * How every Markdown twin and llms file is written, on its own so that the llms plugin's post-build
 * step, which writes llms.txt and llms-full.txt, loads the writer without the Markdown and MDX parsers.
 */
import { unified } from 'unified';
import remarkGfm from 'remark-gfm';
import remarkStringify, { type Options as StringifyOptions } from 'remark-stringify';
import type { Root } from 'mdast';

/** How the twins are written: `-` bullets, fenced code, GFM tables without alignment padding. */
const STRINGIFY: StringifyOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  resourceLink: false,
};

/** Serializes Markdown nodes the way every twin and llms file is written. */
export function stringifyMarkdown(root: Root): string {
  return unified().use(remarkGfm, { tablePipeAlign: false }).use(remarkStringify, STRINGIFY).stringify(root);
}
