/**
 * remark-sample-types: finds, for each checked 2.0.6 TypeScript block of a docs page, its recorded
 * type data (api/version-2.0/sample-types.json, written by `check:samples --record-types`), keyed by
 * the code the page shows (src/lib/sampleKey.cjs). A block whose code no longer matches any data is
 * shown without types, and the build warns, naming the page and line, so the author records it again
 * (`npm test` fails on it: tests/unit/sampleTypes.test.ts). A block with data gets its key as the
 * code block's `typesKey` property. Blocks marked `fragment` or written for
 * another release (`release="2.0.N"`) have no 2.0.6 types and are left alone.
 *
 * Register it after remark-include and remark-code-notation: it hashes the code as they leave it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { blockKey } from '../../src/lib/sampleKey.cjs';
import { codeNodes, type MdTree } from '../../src/lib/mdastCode';

export interface RemarkSampleTypesOptions {
  siteDir: string;
  /** The latest released version: its data also applies to docs/, which mirrors it. */
  latest: string;
}

const TS_LANGS = new Set(['ts', 'typescript', 'tsx']);

/** The keys of the recorded blocks and the release they were recorded from, read once per build. */
function recorded(siteDir: string, version: string): { keys: Set<string>; release?: string } {
  const file = join(siteDir, 'api', `version-${version}`, 'sample-types.json');
  if (!existsSync(file)) return { keys: new Set() };
  const data = JSON.parse(readFileSync(file, 'utf8')) as { release?: string; blocks: object };
  return { keys: new Set(Object.keys(data.blocks)), release: data.release };
}

export default function remarkSampleTypes({ siteDir, latest }: RemarkSampleTypesOptions) {
  const byVersion = new Map<string, ReturnType<typeof recorded>>();
  return (tree: MdTree, file: { path?: string; cwd: string }) => {
    // versioned_docs/version-X/… has version X's data; docs/ mirrors the latest release. A version
    // without a data file (one just cut) has no types yet, and nothing to warn about.
    const path = file.path ? relative(siteDir, file.path) : '';
    const version = /^versioned_docs\/version-([^/]+)\//.exec(path)?.[1] ?? latest;
    if (!byVersion.has(version)) byVersion.set(version, recorded(siteDir, version));
    const { keys, release } = byVersion.get(version)!;
    const page = file.path ? relative(file.cwd, file.path) : '<unknown file>';
    for (const node of codeNodes(tree)) {
      if (!node.lang || !TS_LANGS.has(node.lang)) continue;
      // A `// ^?` line asks for the type of what its caret points at on the line above.
      const lines = node.value.split('\n');
      lines.forEach((text, i) => {
        const caret = /^\s*\/\/\s*\^\?\s*$/.test(text) ? text.indexOf('^') : -1;
        if (caret < 0) return;
        const above = i > 0 ? lines[i - 1]! : '';
        if (caret >= above.length || !/[\w$]/.test(above[caret]!))
          throw new Error(
            `${page}:${(node.position?.start.line ?? 0) + 1 + i}: \`// ^?\` must point its caret at a name on the line above`,
          );
      });
      if (!release) continue;
      const words = (node.meta ?? '').split(/\s+/);
      const marked = /(?:^|\s)release=["']?([^"'\s]+)/.exec(node.meta ?? '')?.[1];
      if (words.includes('fragment') || (marked !== undefined && marked !== release)) continue;
      const key = blockKey(node.lang, node.value);
      if (keys.has(key)) {
        // The code block fetches its types by this key (plugins/sample-types, src/components/TypedCode).
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, typesKey: key } };
        continue;
      }
      console.warn(
        `[WARNING] ${page}:${node.position?.start.line ?? 1}: this sample has no recorded types (its code changed); ` +
          `it is shown without them. Run check:samples with --record-types for this page (CONTRIBUTING.md).`,
      );
    }
  };
}
