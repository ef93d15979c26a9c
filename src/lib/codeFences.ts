/**
 * Finds fenced code blocks in Markdown (``` or ~~~, also indented inside lists), with their
 * language and the line where the code starts. Used by the code-sample tests.
 */
export interface CodeFence {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the first code line in the file. */
  line: number;
}

export function findCodeFences(markdown: string): CodeFence[] {
  const lines = markdown.split('\n');
  const fences: CodeFence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, marker, lang, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = /^(\s*)(`{3,}|~{3,})\s*$/.exec(lines[j]);
      if (close && close[2][0] === marker[0] && close[2].length >= marker.length) break;
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    fences.push({ lang: lang.toLowerCase(), meta, code: body.join('\n'), line: i + 2 });
    i = j;
  }
  return fences;
}
