/**
 * remark-diagram: turns a `::diagram{name="http-pipeline"}` line of a docs page (.md or .mdx) into
 * the diagram component of that name, imported by the page itself, so a diagram ships in the
 * chunks of the pages that show it and nowhere else, and no page downloads a diagram library. An
 * unknown or missing name fails the build with a message naming the file and line.
 */
import { relative } from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { componentImport } from '../../src/lib/mdxImport';

/** Diagram name → the component module that draws it (src/components/<Name>/index.tsx). */
export const DIAGRAMS: Readonly<Record<string, string>> = {
  'provider-lifecycle': 'ProviderLifecycleDiagram',
  'http-pipeline': 'HttpPipelineDiagram',
  'event-dispatch': 'EventDispatchDiagram',
  'model-lifecycle': 'ModelLifecycleDiagram',
};

interface DirectiveNode {
  type: 'leafDirective' | 'textDirective' | 'containerDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  position?: { start: { line: number } };
}

const isDirective = (node: { type: string }): node is DirectiveNode =>
  node.type === 'leafDirective' || node.type === 'textDirective' || node.type === 'containerDirective';

export default function remarkDiagram(): (tree: Root, file: VFile) => void {
  return (tree, file) => {
    const used = new Set<string>();
    const where = (node: DirectiveNode): string =>
      `${file.path ? relative(file.cwd, file.path) : '<unknown file>'}:${node.position?.start.line ?? 1}`;

    const walk = (parent: { children?: unknown[] }): void => {
      parent.children?.forEach((child, index) => {
        const node = child as { type: string; children?: unknown[] };
        if (!isDirective(node) || node.name !== 'diagram') {
          walk(child as { children?: unknown[] });
          return;
        }
        const name = node.attributes?.name ?? '';
        if (node.type !== 'leafDirective') {
          throw new Error(`${where(node)}: write a diagram on a line of its own, as ::diagram{name="…"}`);
        }
        const component = Object.hasOwn(DIAGRAMS, name) ? DIAGRAMS[name] : undefined;
        if (!component) {
          throw new Error(
            `${where(node)}: unknown diagram ${name ? `"${name}"` : '(no name)'} in ::diagram{name="…"}; ` +
              `known diagrams: ${Object.keys(DIAGRAMS).join(', ')}`,
          );
        }
        used.add(component);
        parent.children![index] = { type: 'mdxJsxFlowElement', name: component, attributes: [], children: [] };
      });
    };
    walk(tree);

    tree.children.unshift(...[...used].map(componentImport));
  };
}
