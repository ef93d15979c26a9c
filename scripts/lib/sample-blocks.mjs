// The TypeScript blocks of a docs page, as scripts/check-samples.mjs checks them and the type data of
// their hovers is keyed (scripts/lib/sample-types.mjs): each fence's code after its `file="…"` include
// and its line notation, with its fence words. Pages are parsed as check-docs.mjs parses them: .md as
// CommonMark, .mdx as MDX.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, relative } from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { visit } from 'unist-util-visit';
import { beforeOfMeta, releaseOfMeta } from './sample-releases.mjs';

const require = createRequire(import.meta.url);
const { includeIntoCode } = require('../../src/lib/codeInclude.cjs');
const { hasNotation, parseNotation } = require('../../src/lib/codeNotation.cjs');

/** The fence languages that are TypeScript. */
export const TS_LANGS = new Set(['ts', 'typescript', 'tsx']);

export function splitFrontMatter(text) {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!m) return { body: text, offset: 0 };
  return { body: text.slice(m[0].length), offset: m[0].split('\n').length - 1 };
}

// What @mdx-js/mdx's createProcessor parses with for each format (remark-parse, and remark-mdx for
// .mdx), without its compiler, which the unit tests cannot load.
export const processorFor = (file) => {
  const processor = unified().use(remarkParse);
  if (extname(file) === '.mdx') processor.use(remarkMdx);
  return processor.use(remarkGfm).use(remarkDirective);
};

/** The words of a fence line that change the check: title, fragment, expect-error, shared, release. */
export function parseMeta(meta) {
  meta = meta ?? '';
  const m = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const title = m ? (m[1] ?? m[2] ?? m[3]) : null;
  const words = new Set((m ? meta.replace(m[0], ' ') : meta).split(/\s+/).filter(Boolean));
  const release = releaseOfMeta(meta);
  const before = beforeOfMeta(meta, release.release);
  return {
    title,
    fragment: words.has('fragment'),
    expectError: words.has('expect-error'),
    shared: words.has('shared'),
    ...release,
    before: before.before ?? null,
    error: release.error ?? before.error,
  };
}

/** A title that is a plain src/ path places the block there. */
export const plainSrcPath = (title) =>
  title && /^src\/[\w@.\-[\]/]+\.tsx?$/.test(title) && !title.split('/').includes('..') ? title : null;

/** The key of a block's type data (src/lib/sampleKey.cjs, shared with the build). */
export const { blockKey } = require('../../src/lib/sampleKey.cjs');

/**
 * The TypeScript blocks of a page. Problems (a page that does not parse, a bad include or notation,
 * a bad release) go to `problems` unless `quiet`.
 *
 * Each block: `line` (the fence's Markdown line), `lang`, `meta`, `title`, `path` (plain src/ title or
 * null), `fragment`, `expectError`, `shared`, `release`, `code` (what is compiled: the result, removed
 * lines left out), `shown` (what the page shows), `lineOf` (line i of `code` is line lineOf[i] of
 * `shown`, or null when they are the same), `key` (blockKey), `includeStep`.
 */
export function blocksOf(file, { root, problems = [], quiet = false }) {
  const text = readFileSync(file, 'utf8');
  const { body, offset } = splitFrontMatter(text);
  let tree;
  try {
    tree = processorFor(file).parse(body);
  } catch (error) {
    const line = (error.line ?? error.place?.line ?? error.position?.start?.line ?? 1) + offset;
    if (!quiet) problems.push({ file, line, message: `does not parse: ${error.reason ?? error.message}` });
    return [];
  }
  const blocks = [];
  visit(tree, 'code', (node) => {
    if (!TS_LANGS.has(node.lang)) return;
    const includeStep = /(?:^|\s)file=["']?tutorial\/steps\/(\d\d-[^/]+)\//.exec(node.meta ?? '')?.[1] ?? null;
    try {
      includeIntoCode(node, { rootDir: root, page: relative(root, file) });
    } catch (error) {
      if (!quiet) problems.push({ file, line: node.position.start.line + offset, message: error.message });
      return;
    }
    const meta = parseMeta(node.meta);
    if (meta.error) {
      if (!quiet) problems.push({ file, line: node.position.start.line + offset, message: meta.error });
      return;
    }
    // Line notation (src/lib/codeNotation.cjs): the block stands for its result, removed lines left out.
    let code = node.value;
    let shown = node.value;
    let lineOf = null;
    let parsed = null;
    if (hasNotation(code)) {
      try {
        parsed = parseNotation(code);
        code = parsed.result;
        shown = parsed.code;
        lineOf = parsed.resultLines;
      } catch (error) {
        if (!quiet)
          problems.push({
            file,
            line: node.position.start.line + offset + (error.line ?? 0) + 1,
            message: error.message,
          });
        return;
      }
    }
    blocks.push({
      line: node.position.start.line + offset,
      lang: node.lang,
      meta: node.meta ?? '',
      title: meta.title,
      path: plainSrcPath(meta.title),
      fragment: meta.fragment,
      expectError: meta.expectError,
      shared: meta.shared,
      code,
      shown,
      lineOf,
      key: blockKey(node.lang, shown),
      includeStep,
      release: meta.release,
    });
    // A diff block with before="2.0.N" also stands for the code before the change, checked against
    // that release: one more block, at the same line, that no page data is recorded for.
    if (meta.before) {
      if (!parsed || !parsed.lines.some((kinds) => kinds.includes('added') || kinds.includes('removed'))) {
        if (!quiet)
          problems.push({
            file,
            line: node.position.start.line + offset,
            message: `before="${meta.before}" needs [!code ++] or [!code --] lines: the block shows no change`,
          });
        return;
      }
      blocks.push({
        ...blocks.at(-1),
        code: parsed.before,
        lineOf: parsed.beforeLines,
        key: null,
        release: meta.before,
        beforeSide: true,
      });
    }
  });
  return blocks;
}
