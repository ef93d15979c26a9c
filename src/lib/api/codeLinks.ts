/**
 * The part of the sample links that runs where a code block renders (src/theme/CodeBlock): which
 * lines are import lines, and which identifiers on them link. Kept apart from links.ts so the
 * browser bundle gets these few lines only, not the build-time logic.
 */

const IMPORT_START = /^\s*import\b/;
const IMPORT_END = /\bfrom\s*['"]|^\s*import\s*['"]/;

/**
 * For each line of a block's code, the links of the names on it when the line is part of an
 * import statement (`import …` up to its `from '…'`), else undefined. Runs where the block renders.
 */
export function importLineLinks(
  lines: number,
  lineText: (i: number) => string,
  links: Readonly<Record<string, string>>,
): (Readonly<Record<string, string>> | undefined)[] {
  const out: (Readonly<Record<string, string>> | undefined)[] = [];
  let inImport = false;
  for (let i = 0; i < lines; i++) {
    const text = lineText(i);
    if (!inImport && IMPORT_START.test(text)) inImport = true;
    out.push(inImport ? links : undefined);
    if (inImport && IMPORT_END.test(text)) inImport = false;
  }
  return out;
}

/** Splits a code token's text into plain parts and identifiers that link: `[text, href?]` pairs. */
export function linkIdentifiers(
  text: string,
  links: Readonly<Record<string, string>>,
): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(/[A-Za-z_$][\w$]*/g)) {
    // Own keys only: `constructor` on an import line is not a link (and Object.hasOwn is too new for some browsers we serve).
    const href = Object.prototype.hasOwnProperty.call(links, match[0]) ? links[match[0]] : undefined;
    if (!href) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[0], href });
    last = match.index + match[0].length;
  }
  if (last < text.length || parts.length === 0) parts.push({ text: text.slice(last) });
  return parts;
}
