/**
 * The API reference's doc comments and signatures as parts a page can render: doc comments are
 * Markdown-ish text (paragraphs, `inline code`, {@link Name}, fenced code, lists) and signatures are
 * TypeScript in which the names of other entries can become links. A small parser of our own, so
 * that no Markdown library is shipped to the browser. Pure.
 */

/** A piece of a line of text: plain, `code`, or a name that links to an entry (`href` when known). */
export type DocInline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string; href?: string }
  | { type: 'link'; text: string; href?: string };

export type DocBlock =
  | { type: 'paragraph'; inlines: DocInline[] }
  | { type: 'code'; language: string; code: string }
  | { type: 'list'; ordered: boolean; items: DocInline[][] };

/** Entry names and their URLs, to link `Name`, `name()` and {@link Name}. */
export type EntryUrls = Readonly<Record<string, string>>;

const LIST_ITEM = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/;
const FENCE_OPEN = /^\s*(`{3,}|~{3,})\s*([\w-]*)/;

const own = (urls: EntryUrls, name: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(urls, name) ? urls[name] : undefined;

/** Inline code that is only an entry's name (`Model`, `auth()`) links to that entry. */
function codeInline(text: string, urls: EntryUrls): DocInline {
  const name = /^([A-Za-z_$][\w$]*)(?:\(\))?$/.exec(text)?.[1];
  const href = name ? own(urls, name) : undefined;
  return href ? { type: 'code', text, href } : { type: 'code', text };
}

/** One line (or joined lines) of doc text as text, `code` and {@link Name} parts. */
export function parseInline(text: string, urls: EntryUrls = {}): DocInline[] {
  const parts: DocInline[] = [];
  const push = (part: DocInline) => {
    const last = parts.at(-1);
    if (part.type === 'text' && last?.type === 'text') last.text += part.text;
    else if (part.type !== 'text' || part.text) parts.push(part);
  };
  const pattern = /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)|\{@(?:link|linkcode|linkplain)\s+([^}\s|]+)(?:\s*\|?\s*([^}]*))?\}/g;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    push({ type: 'text', text: text.slice(at, match.index) });
    if (match[1]) push(codeInline(match[2]!.trim(), urls));
    else {
      const target = match[3]!;
      const label = match[4]?.trim() || target;
      const href = own(urls, target.split('.')[0]!);
      push(href ? { type: 'link', text: label, href } : { type: 'code', text: label });
    }
    at = (match.index ?? 0) + match[0].length;
  }
  push({ type: 'text', text: text.slice(at) });
  return parts;
}

/** Removes the indentation common to all non-blank lines (code inside a doc comment). */
function dedent(lines: string[]): string {
  const indents = lines.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length);
  const common = indents.length ? Math.min(...indents) : 0;
  return lines
    .map((l) => l.slice(common).trimEnd())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

/**
 * A doc comment as blocks: paragraphs (lines joined), fenced code, and lists (`-`, `*`, `1.`; an
 * indented or plain line that follows an item continues it). A list may start right after a
 * paragraph's line, as doc comments often do ("Key features:\n- one\n- two").
 */
export function parseDocText(doc: string | undefined, urls: EntryUrls = {}): DocBlock[] {
  if (!doc) return [];
  const blocks: DocBlock[] = [];
  const lines = doc.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length)
      blocks.push({ type: 'paragraph', inlines: parseInline(paragraph.join(' ').replace(/\s+/g, ' ').trim(), urls) });
    paragraph = [];
    if (list)
      blocks.push({
        type: 'list',
        ordered: list.ordered,
        items: list.items.map((item) => parseInline(item.replace(/\s+/g, ' ').trim(), urls)),
      });
    list = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = FENCE_OPEN.exec(line);
    if (fence) {
      flush();
      const close = new RegExp(`^\\s*${fence[1]![0]}{${fence[1]!.length},}\\s*$`);
      const body: string[] = [];
      for (i++; i < lines.length && !close.test(lines[i]!); i++) body.push(lines[i]!);
      blocks.push({ type: 'code', language: fence[2] || 'ts', code: dedent(body) });
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = Boolean(item[2]);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[3]!);
    } else if (list) list.items[list.items.length - 1] += ` ${line.trim()}`;
    else paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

/** The first sentence of a doc comment, as plain text (code kept in backticks), for summaries. */
export function docSummary(doc: string | undefined, maxLength = 160): string | undefined {
  const first = parseDocText(doc)[0];
  if (first?.type !== 'paragraph') return undefined;
  const text = first.inlines.map((p) => (p.type === 'code' ? `\`${p.text}\`` : p.text)).join('');
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  return sentence.length > maxLength ? `${sentence.slice(0, maxLength - 1).trimEnd()}…` : sentence;
}

/** A piece of a signature: plain TypeScript, or the name of another entry with its URL. */
export interface SignaturePart {
  text: string;
  href?: string;
}

/**
 * A signature with the names of other entries linked: a name is linked where it is used as a type
 * or value, not where it is declared (`model: Model` links `Model` only), nor after a dot.
 */
export function linkSignature(text: string, urls: EntryUrls): SignaturePart[] {
  const parts: SignaturePart[] = [];
  let at = 0;
  for (const match of text.matchAll(/[A-Za-z_$][\w$]*/g)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const href = own(urls, match[0]);
    if (!href || text[start - 1] === '.' || /^\s*\??\s*[:(]/.test(text.slice(end))) continue;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: match[0], href });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
