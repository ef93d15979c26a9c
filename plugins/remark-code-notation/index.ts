/**
 * remark-code-notation: line notation in code fences (src/lib/codeNotation.cjs), in any language:
 *
 *   ```ts
 *   import { z } from 'zod'; // [!code ++]
 *   ```
 *
 * The fence keeps its language (and its colors); the notation comments leave the code, and the
 * marked lines go to the code block as its `codeNotation` property (`added:3,4;removed:2`), which
 * src/theme/CodeBlock turns into line classes, and into the text Copy gives (removed lines left out).
 * An unknown or misplaced notation fails the build naming the page and line. Register it after
 * remark-include, whose `diff="…"` fences are written in this notation.
 */
import { relative } from 'node:path';
import { encodeNotation, hasNotation, NotationError, parseNotation } from '../../src/lib/codeNotation.cjs';
import { codeNodes, type MdTree } from '../../src/lib/mdastCode';

export default function remarkCodeNotation() {
  return (tree: MdTree, file: { path?: string; cwd: string }) => {
    for (const node of codeNodes(tree)) {
      if (!hasNotation(node.value)) continue;
      let parsed;
      try {
        parsed = parseNotation(node.value);
      } catch (error) {
        if (!(error instanceof NotationError)) throw error;
        const page = file.path ? relative(file.cwd, file.path) : '<unknown file>';
        // The fence's first code line is the line after its opening; an included fence has none of its own.
        const line = (node.position?.start.line ?? 0) + 1 + error.line;
        throw new Error(`${page}:${line}: ${error.message}`);
      }
      node.value = parsed.code;
      const encoded = encodeNotation(parsed.lines);
      if (encoded) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, codeNotation: encoded } };
    }
  };
}
