/**
 * A flow diagram (src/data/diagrams, drawn on the page by src/components/FlowDiagram) as plain
 * Markdown for the docs' Markdown twins: its caption in bold, then the steps as a numbered list,
 * each with its stage, name, text and ways out, side-by-side lanes as a nested list, and the
 * diagram's notes as blockquotes. The words are the diagram's own, so the twin says what the page
 * shows.
 */
import type { BlockContent, List, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { FlowBlock, FlowDiagramProps, FlowStep } from '../../data/diagrams/types';
import { splitInlineCode } from '../inlineCode';

/** "Set `JWT_SECRET`" as text and inline code nodes. */
function inline(value: string): PhrasingContent[] {
  return splitInlineCode(value).map((segment) =>
    segment.code ? { type: 'inlineCode', value: segment.text } : { type: 'text', value: segment.text },
  );
}

const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const list = (ordered: boolean, children: ListItem[]): List => ({ type: 'list', ordered, spread: false, children });
const item = (children: BlockContent[]): ListItem => ({ type: 'listItem', spread: false, children });

function stepItem(step: FlowStep): ListItem {
  const line: PhrasingContent[] = [];
  if (step.stage) line.push({ type: 'emphasis', children: inline(step.stage) }, { type: 'text', value: ': ' });
  line.push({ type: 'strong', children: inline(step.name) });
  if (step.text) line.push({ type: 'text', value: ' — ' }, ...inline(step.text));
  const children: BlockContent[] = [paragraph(line)];
  if (step.exits?.length)
    children.push(
      list(
        false,
        step.exits.map((exit) =>
          item([
            paragraph([{ type: 'inlineCode', value: exit.label }, { type: 'text', value: ': ' }, ...inline(exit.text)]),
          ]),
        ),
      ),
    );
  return item(children);
}

function blockItem(block: FlowBlock): ListItem {
  if (!('lanes' in block)) return stepItem(block);
  const lead = block.order === 'or' ? 'One of these, depending on the case:' : 'These, one after the other:';
  return item([
    paragraph([{ type: 'text', value: lead }]),
    list(
      block.order === 'then',
      block.lanes.map((lane) =>
        item([
          paragraph([
            { type: 'strong', children: inline(lane.title) },
            ...(lane.text ? [{ type: 'text', value: ' — ' } as PhrasingContent, ...inline(lane.text)] : []),
          ]),
          list(true, lane.steps.map(stepItem)),
        ]),
      ),
    ),
  ]);
}

/** The diagram as Markdown nodes. */
export function diagramNodes({ caption, blocks, notes = [] }: FlowDiagramProps): RootContent[] {
  return [
    paragraph([{ type: 'strong', children: [{ type: 'text', value: 'Diagram: ' }, ...inline(caption)] }]),
    list(true, blocks.map(blockItem)),
    ...notes.map((note): RootContent => ({
      type: 'blockquote',
      children: [
        paragraph([
          { type: 'strong', children: inline(`${note.title}:`) },
          { type: 'text', value: ' ' },
          ...inline(note.text),
        ]),
      ],
    })),
  ];
}
