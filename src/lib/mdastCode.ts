/** The code fences of a Markdown tree, as the site's remark plugins read and change them. */
export interface CodeNode {
  type: 'code';
  lang?: string | null;
  meta?: string | null;
  value: string;
  position?: { start: { line: number } };
  data?: { hProperties?: Record<string, unknown> };
}

export interface MdTree {
  type: string;
  children?: MdTree[];
}

/** Every `code` node of the tree, in document order. */
export function codeNodes(node: MdTree): CodeNode[] {
  if (node.type === 'code') return [node as unknown as CodeNode];
  return (node.children ?? []).flatMap(codeNodes);
}
