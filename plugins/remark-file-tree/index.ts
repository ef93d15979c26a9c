/**
 * remark-file-tree: a folder layout written as a Markdown list inside a `:::tree` container becomes
 * a file tree, as static HTML (no JavaScript):
 *
 *   :::tree
 *   - src/
 *     - app/ your code: controllers, models, routes
 *     - app.ts the entry point
 *   - storage/ uploads and logs
 *   :::
 *
 * Each item starts with its name (a word, or inline code for a name with spaces); the rest of the
 * item is a comment shown beside it. A folder is a name ending in `/` or an item with a nested list
 * (the `/` is added when missing). Folders and files are told apart by their icon's shape and the
 * folder's `/`, not by color alone (src/components/FileTree), and the nested lists carry the hierarchy
 * for screen readers. Anything in the container other than one list fails the build naming the page
 * and line.
 */
import { relative } from 'node:path';
import { componentImport } from '../../src/lib/mdxImport';

interface Node {
  type: string;
  name?: string;
  value?: string;
  children?: Node[];
  position?: { start: { line: number } };
  data?: { hName?: string; hProperties?: Record<string, unknown> };
}

const withClass = (node: Node, hName: string | undefined, className: string): void => {
  node.data = { ...node.data, ...(hName ? { hName } : {}), hProperties: { ...node.data?.hProperties, className } };
};

/** Splits the item's first paragraph into its name and its comment, and marks the item folder or file. */
function treeItem(item: Node, fail: (node: Node, message: string) => never): void {
  const [first, ...rest] = item.children ?? [];
  if (!first || first.type !== 'paragraph' || !first.children?.length) fail(item, 'every tree item starts with a name');
  const nested = rest.filter((child) => child.type === 'list');
  if (rest.length !== nested.length) fail(item, 'a tree item holds its name, a comment and at most one nested list');
  const inline = first.children!;
  let name: string;
  let comment: Node[];
  if (inline[0]!.type === 'inlineCode') {
    name = inline[0]!.value!;
    comment = inline.slice(1);
  } else if (inline[0]!.type === 'text') {
    const m = /^(\S+)(\s*)([\s\S]*)$/.exec(inline[0]!.value!)!;
    name = m[1]!;
    comment = [...(m[3] ? [{ type: 'text', value: m[3] }] : []), ...inline.slice(1)];
  } else {
    return fail(item, 'a tree item starts with a name, as plain text or inline code');
  }
  // Leading spaces of the comment are the separator, not part of it.
  if (comment[0]?.type === 'text') comment[0] = { ...comment[0], value: comment[0].value!.replace(/^\s+/, '') };
  comment = comment.filter((node) => !(node.type === 'text' && node.value === ''));
  const folder = name.endsWith('/') || nested.length > 0;
  if (folder && !name.endsWith('/')) name += '/';
  const nameNode: Node = { type: 'fileTreeName', children: [{ type: 'text', value: name }] };
  withClass(nameNode, 'span', 'file-tree__name');
  const children: Node[] = [nameNode];
  if (comment.length) {
    const commentNode: Node = { type: 'fileTreeComment', children: comment };
    withClass(commentNode, 'span', 'file-tree__comment');
    children.push(commentNode);
  }
  // A folder's line is its own paragraph-free block: the nested list follows it.
  const line: Node = { type: 'fileTreeLine', children };
  withClass(line, 'span', 'file-tree__line');
  item.children = [line, ...nested];
  withClass(item, undefined, folder ? 'file-tree__folder' : 'file-tree__file');
  for (const list of nested) treeList(list, fail);
}

function treeList(list: Node, fail: (node: Node, message: string) => never): void {
  withClass(list, undefined, 'file-tree__list');
  for (const item of list.children ?? []) treeItem(item, fail);
}

export default function remarkFileTree() {
  return (tree: Node, file: { path?: string; cwd: string }) => {
    const page = file.path ? relative(file.cwd, file.path) : '<unknown file>';
    const fail = (node: Node, message: string): never => {
      throw new Error(`${page}:${node.position?.start.line ?? 1}: :::tree: ${message}`);
    };
    let used = false;
    const walk = (node: Node): void => {
      if (node.type === 'containerDirective' && node.name === 'tree') {
        const content = (node.children ?? []).filter(
          (child) => !(child.data as { directiveLabel?: boolean })?.directiveLabel,
        );
        if (content.length !== 1 || content[0]!.type !== 'list' || (content[0] as { ordered?: boolean }).ordered)
          fail(node, 'the container holds one bulleted list, one item per file or folder');
        treeList(content[0]!, fail);
        // The page imports the component (src/components/FileTree), so only pages with a tree load its CSS.
        const element = { type: 'mdxJsxFlowElement', name: 'FileTree', attributes: [], children: content };
        Object.assign(node, element);
        delete (node as { data?: unknown }).data;
        used = true;
        return;
      }
      node.children?.forEach(walk);
    };
    walk(tree);
    if (used) tree.children!.unshift(componentImport('FileTree') as unknown as Node);
  };
}
