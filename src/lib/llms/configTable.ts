/**
 * A configuration file's cards (<ConfigReference config={…} />, data in src/data/config/) as
 * Markdown: the "Defined in" line and one table row per option, nested options under their dotted
 * path (`csrf.methods`, the id the site gives the card). Used for the docs' Markdown twins
 * (plugins/llms).
 */
import type { Paragraph, PhrasingContent, Table, TableCell, TableRow } from 'mdast';
import type { ConfigFile, ConfigItem } from '../../data/config/types';
import { configAnchorId, splitInlineCode } from '../inlineCode';

const COLUMNS = ['Option', 'Type', 'Default', 'Environment variable', 'Description'] as const;

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });

/** Text with `backticks` (as the card data writes inline code) as text and inline code. */
function inline(value: string): PhrasingContent[] {
  return splitInlineCode(value).map((segment) => (segment.code ? code(segment.text) : text(segment.text)));
}

/** The description cell: the description, then allowed values, the first release and the note. */
function descriptionCell(item: ConfigItem): TableCell {
  const children: PhrasingContent[] = inline(item.description);
  if (item.allowedValues !== undefined && item.allowedValues.length > 0) {
    children.push(text(' Allowed values: '));
    item.allowedValues.forEach((value, index) => {
      if (index > 0) children.push(text(', '));
      children.push(code(value));
    });
    children.push(text('.'));
  }
  if (item.since !== undefined) children.push(text(` Since ${item.since}.`));
  if (item.note !== undefined) children.push(text(' Note: '), ...inline(item.note));
  return cell(children);
}

function rows(items: readonly ConfigItem[], parent: readonly string[]): TableRow[] {
  return items.flatMap((item) => {
    const path = [...parent, item.name];
    const row: TableRow = {
      type: 'tableRow',
      children: [
        cell([code(configAnchorId(path))]),
        cell(item.type !== undefined ? [code(item.type)] : []),
        // The card says "none" when an option has no default.
        cell([item.default !== undefined ? code(item.default) : text('none')]),
        cell(item.env !== undefined ? [code(item.env)] : []),
        descriptionCell(item),
      ],
    };
    return [row, ...rows(item.children ?? [], path)];
  });
}

/** The Markdown nodes that stand for one <ConfigReference>. */
export function configReferenceNodes(config: ConfigFile): [Paragraph, Table] {
  return [
    { type: 'paragraph', children: [text('Defined in '), code(config.file), text('.')] },
    {
      type: 'table',
      align: COLUMNS.map(() => null),
      children: [
        { type: 'tableRow', children: COLUMNS.map((label) => cell([text(label)])) },
        ...rows(config.items, []),
      ],
    },
  ];
}
