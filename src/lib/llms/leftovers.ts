/**
 * Lines of a Markdown twin that still look like MDX: a JSX tag (`<Tabs`, `</TabItem>`), an `import`
 * or `export` statement, or a directive (`:::note`, `::diagram{…}`), outside code blocks (blockquote markers
 * are read through, so code inside an admonition is code). plugins/llms fails the build on any, and
 * the tests check every twin with it.
 */

const JSX_TAG = /^\s*<\/?[A-Z]/;
const ESM =
  /^\s*(import\s+(type\s+)?(['"]|[\w$]+\s*(,\s*\{[^}]*\}\s*)?from\s|\{[^}]*\}\s*from\s|\*\s*as\s)|export\s+(default|const|let|var|function|class|async|type|interface|enum)\b|export\s*[{*])/;
const DIRECTIVE = /^\s*(:::|::[a-z])/i;

/** The lines outside code fences, as `[line number, text]` with blockquote markers removed. */
export function proseLines(markdown: string): [number, string][] {
  const lines: [number, string][] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((raw, index) => {
    const line = raw.replace(/^(\s*>)+ ?/, '');
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence === null) lines.push([index + 1, line]);
  });
  return lines;
}

/** `line N: text` for every prose line that looks like JSX, an import or export, or a directive. */
export function leftoverLines(markdown: string): string[] {
  return proseLines(markdown)
    .filter(([, line]) => JSX_TAG.test(line) || ESM.test(line) || DIRECTIVE.test(line))
    .map(([number, line]) => `line ${number}: ${line.trim()}`);
}
