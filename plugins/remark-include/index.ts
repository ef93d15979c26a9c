/**
 * remark-include: a code fence with an empty body and a `file="..."` attribute shows that file of
 * the repository, so a page can never show code that differs from the file that is tested (the
 * tutorial's steps are run by scripts/check-examples.mjs). `region="name"` shows only the lines
 * between `#region name` and `#endregion` comments. The path is relative to the site root:
 *
 *   ```ts title="src/app/models/PostModel.ts" file="tutorial/steps/02-model/src/app/models/PostModel.ts"
 *   ```
 *
 * The attributes are removed from the fence's meta, so later plugins (npm2yarn needs its meta to be
 * exactly `npm2yarn`) and the theme see an ordinary code block. A missing file or region fails the
 * build with the page and the path. Register it before npm2yarn.
 */
import { relative } from 'node:path';
import { includeIntoCode } from '../../src/lib/codeInclude.cjs';
import { codeNodes, type MdTree } from '../../src/lib/mdastCode';

export interface RemarkIncludeOptions {
  /** The folder that `file` paths start from: the site root. */
  rootDir: string;
}

export default function remarkInclude(options: RemarkIncludeOptions) {
  const { rootDir } = options;
  return (tree: MdTree, file: { path?: string }) => {
    const page = file.path ? relative(rootDir, file.path) : undefined;
    for (const node of codeNodes(tree)) includeIntoCode(node, { rootDir, page });
  };
}
