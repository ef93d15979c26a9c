/** A piece of plain text or of inline code, from splitting text on `backticks`. */
export interface TextSegment {
  code: boolean;
  text: string;
}

/** Splits "Set `JWT_SECRET` first" into text and code segments; an unpaired backtick stays text. */
export function splitInlineCode(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pattern = /`([^`]+)`/g;
  let last = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match.index > last) segments.push({ code: false, text: text.slice(last, match.index) });
    segments.push({ code: true, text: match[1] });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ code: false, text: text.slice(last) });
  return segments;
}

/** The anchor id of a config item: its key path joined by dots, e.g. `settings.secret`. */
export function configAnchorId(path: readonly string[]): string {
  return path.join('.');
}
