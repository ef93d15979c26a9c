import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import { parseDocText, parseInline, type DocInline, type EntryUrls } from '@site/src/lib/api/docText';

function Inline({ part }: { part: DocInline }): ReactNode {
  if (part.type === 'text') return part.text;
  const code = part.type === 'code' ? <code>{part.text}</code> : part.text;
  return part.href ? <Link to={part.href}>{code}</Link> : code;
}

/** One line of doc text (a parameter's or a return value's doc), with `code` and links. */
export function DocLine({ text, urls }: { text: string; urls: EntryUrls }): ReactNode {
  return parseInline(text, urls).map((part, i) => <Inline key={i} part={part} />);
}

/** A doc comment as paragraphs, lists and highlighted code blocks. */
export default function DocText({ doc, urls }: { doc: string | undefined; urls: EntryUrls }): ReactNode {
  return parseDocText(doc, urls).map((block, i) => {
    if (block.type === 'code')
      return (
        <CodeBlock key={i} language={block.language}>
          {block.code}
        </CodeBlock>
      );
    const inlines = (parts: DocInline[]) => parts.map((part, j) => <Inline key={j} part={part} />);
    if (block.type === 'paragraph') return <p key={i}>{inlines(block.inlines)}</p>;
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List key={i}>
        {block.items.map((item, j) => (
          <li key={j}>{inlines(item)}</li>
        ))}
      </List>
    );
  });
}
