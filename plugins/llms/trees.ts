/**
 * Hands the llms plugin's Markdown converter (./child.cjs) the syntax tree of each docs page as the
 * site's MDX compiler parsed it, so that the converter does not parse the page a second time.
 *
 * A remark plugin, first of the docs' plugins, so that the tree is the parser's own, before any
 * plugin changes it. It does nothing unless the llms plugin of a production build is listening: the
 * development server, the blog and the tests compile as before. The tree is copied at once (the
 * listener serializes it), so the plugins after this one change only the compiler's copy.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';

/** Receives a compiled page's absolute path and its tree. */
export type TreeListener = (path: string, tree: Root) => void;

// On globalThis: Docusaurus loads the site's configuration, and with it this module, more than once.
const LISTENER = Symbol.for('larascript.llms.treeListener');
const slot = globalThis as { [LISTENER]?: TreeListener };

/** Starts (or, with undefined, stops) handing the pages' trees to `listener`. */
export function listenForTrees(listener: TreeListener | undefined): void {
  slot[LISTENER] = listener;
}

export default function remarkTwinTrees() {
  return (tree: Root, file: VFile): void => {
    const listener = slot[LISTENER];
    if (listener && file.path) listener(file.path, tree);
  };
}
