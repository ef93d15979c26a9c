/** A piece of a result's text, marked when it matches the query. */
export interface TextPart {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name]!);
/** Docusaurus puts a zero-width space in each heading's "#" link; it has no place in a result. */
const clean = (text: string) => text.replace(/\u200b/g, '');

/**
 * Pagefind's excerpts are escaped text with `<mark>` around the matching words. They are turned
 * into plain parts so the result list renders them as text, never as HTML.
 */
export function parseExcerpt(excerpt: string): TextPart[] {
  const parts: TextPart[] = [];
  for (const piece of excerpt.split(/(<mark>[\s\S]*?<\/mark>)/)) {
    if (!piece) continue;
    const marked = piece.startsWith('<mark>');
    const text = clean(decode((marked ? piece.slice(6, -7) : piece).replace(/<[^>]*>/g, '')));
    if (text) parts.push({ text, mark: marked });
  }
  return parts;
}

/** Marks every case-insensitive occurrence of `terms` in `text` (a title or heading). */
export function markTerms(text: string, terms: readonly string[]): TextPart[] {
  const plain = clean(text);
  const wanted = terms.filter(Boolean).map((t) => t.toLowerCase());
  if (!wanted.length) return [{ text: plain, mark: false }];
  const lower = plain.toLowerCase();
  const parts: TextPart[] = [];
  let at = 0;
  while (at < plain.length) {
    let found = -1;
    let length = 0;
    for (const term of wanted) {
      const i = lower.indexOf(term, at);
      if (i >= 0 && (found < 0 || i < found || (i === found && term.length > length))) {
        found = i;
        length = term.length;
      }
    }
    if (found < 0) break;
    if (found > at) parts.push({ text: plain.slice(at, found), mark: false });
    parts.push({ text: plain.slice(found, found + length), mark: true });
    at = found + length;
  }
  if (at < plain.length) parts.push({ text: plain.slice(at), mark: false });
  return parts;
}
