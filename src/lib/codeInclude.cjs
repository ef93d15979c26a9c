// Code fences that take their content from a file of the repository (the remark plugin that applies
// it to pages is plugins/remark-include). Pure logic, as everything in src/lib, but plain CommonJS
// rather than TypeScript: the remark plugin, the Markdown twins (src/lib/llms), the unit tests and
// the maintainer scripts (scripts/check-docs.mjs, check-samples.mjs, check-examples.mjs, run by
// Node without a build step) share this one implementation.
//
//   ```ts title="src/app/models/PostModel.ts" file="tutorial/steps/02-model/src/app/models/PostModel.ts"
//   ```
//   ```ts title="src/app/models/auth/User.ts (fields)" file="tutorial/steps/05-auth/src/app/models/auth/User.ts" region="fields"
//   ```
//
// `file` is relative to the site root. `region` picks the lines between `#region <name>` and the
// matching `#endregion` comment lines of that file, without their common indentation; several
// regions, comma-separated, are joined in file order with a `// ...` comment for the lines between
// them (so an excerpt such as "open,store,close" shows one method inside its class and still
// parses). Region marker lines never appear in the output, also when the whole file is included.
// `match="text|other text"` keeps only the lines that contain one of its `|`-separated texts (after
// `region`, without their common indentation): a page shows the lines of a recorded run that belong
// to it, and a new recording changes them on the page too. Plain text, not a regular expression:
// Markdown removes the backslash of `\(` in a fence's info string.
// `diff="other/file"` shows the change from that earlier version of the file to `file` (the same
// region and match applied to both): every line of `file`, the lines it adds marked added and the
// ones it drops shown in place and marked removed, as line notation (src/lib/codeNotation.cjs). A
// tutorial step shows what it changes in a file the previous step wrote:
//
//   ```ts title="src/app/routes/postRoutes.ts" file="tutorial/steps/05-auth/src/app/routes/postRoutes.ts" diff="tutorial/steps/04-validation/src/app/routes/postRoutes.ts"
//   ```
//
//   ```text file="examples/models/model-methods/01-run/responses/test.txt" match="RUN getTable|RUN attr"
//   ```
// CommonJS on purpose (see above), so its imports are require() calls.
/* eslint-disable @typescript-eslint/no-require-imports */
const { existsSync, readFileSync, statSync } = require('node:fs');
const { isAbsolute, relative, resolve, sep } = require('node:path');
const { diffAsNotation } = require('./codeNotation.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

const ATTRIBUTE = /(?:^|\s)(file|region|match|diff)=(?:"([^"]*)"|'([^']*)'|(\S+))/g;
const MARKER = /^\s*(?:\/\/|#|\/\*|<!--|--)\s*#(region|endregion)\b\s*(\S*)/;

/**
 * Reads `file="..."`, `region="..."`, `match="..."` and `diff="..."` from a fence's meta string.
 * @param {string | null | undefined} meta
 * @returns {{ file: string | null, region: string | null, match: string | null, diff: string | null, meta: string | null }}
 *   the attributes, and the meta string without them (null when nothing else is left), as other
 *   plugins expect it.
 */
function parseIncludeMeta(meta) {
  const found = { file: null, region: null, match: null, diff: null };
  const rest = (meta ?? '').replace(ATTRIBUTE, (_all, key, double, single, bare) => {
    found[key] = double ?? single ?? bare;
    return '';
  });
  const cleaned = rest.replace(/\s+/g, ' ').trim();
  return {
    file: found.file,
    region: found.region,
    match: found.match,
    diff: found.diff,
    meta: cleaned === '' ? null : cleaned,
  };
}

/**
 * The lines of the region `name` (between `#region name` and its `#endregion`, nested regions
 * allowed), with their line numbers; null when the region does not exist.
 * @param {string[]} lines
 * @param {string} name
 * @returns {{ index: number, line: string }[] | null}
 */
function regionLines(lines, name) {
  const picked = [];
  let depth = 0;
  let inside = false;
  let found = false;
  lines.forEach((line, index) => {
    const marker = MARKER.exec(line);
    if (marker && marker[1] === 'region') {
      if (inside) depth++;
      else if (marker[2] === name) {
        inside = true;
        found = true;
        depth = 0;
      }
    } else if (marker && marker[1] === 'endregion' && inside) {
      if (depth === 0) inside = false;
      else depth--;
    } else if (inside) picked.push({ index, line });
  });
  return found ? picked : null;
}

/**
 * Picks lines of `text`: all of them when `regions` is null, else the named regions, comma-separated
 * (`"open,store,close"`), in the order of the file. Region marker lines are dropped, and so is the
 * indentation all picked lines share. Where `elision` is given (a comment such as `// ...`), it stands
 * for the lines left out between two picked regions.
 * @param {string} text
 * @param {string | null} regions
 * @param {string | null} [elision]
 * @returns {string | null} null when a region does not exist
 */
function extractRegion(text, regions, elision = null) {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let picked;
  if (regions === null) picked = lines.map((line, index) => ({ index, line }));
  else {
    const byIndex = new Map();
    for (const name of regions.split(',').map((r) => r.trim())) {
      const found = regionLines(lines, name);
      if (found === null) return null;
      for (const item of found) byIndex.set(item.index, item);
    }
    picked = [...byIndex.values()].sort((a, b) => a.index - b.index);
  }
  picked = picked.filter(({ line }) => !MARKER.test(line));
  const out = [];
  picked.forEach((item, i) => {
    const previous = picked[i - 1];
    const skipped = previous ? lines.slice(previous.index + 1, item.index) : [];
    if (elision && skipped.some((line) => line.trim() !== '' && !MARKER.test(line))) {
      // Indented like the deeper of the lines around it: a member between a class's braces.
      const indentOf = (line) => /^[ \t]*/.exec(line ?? '')[0];
      const before = indentOf([...out].reverse().find((line) => line.trim() !== ''));
      const after = indentOf(picked.slice(i).find(({ line }) => line.trim() !== '')?.line);
      out.push('', (after.length > before.length ? after : before) + elision, '');
    } else if (skipped.some((line) => line.trim() === '')) out.push('');
    out.push(item.line);
  });
  while (out.length && out[0].trim() === '') out.shift();
  while (out.length && out[out.length - 1].trim() === '') out.pop();
  const collapsed = out.filter((line, i) => !(line.trim() === '' && (out[i - 1] ?? '').trim() === ''));
  const indents = collapsed.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)[0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return collapsed.map((line) => line.slice(cut)).join('\n');
}

/** The comment that stands for left-out lines, by file type (none for JSON and unknown types). */
function elisionFor(file) {
  if (/\.(tsx?|[cm]?js)$/.test(file)) return '// ...';
  if (/\.(sh|ini|ya?ml)$/.test(file)) return '# ...';
  return null;
}

/** The line comment of a file type, for the notation of `diff` includes (null: the type has none). */
function lineCommentFor(file) {
  if (/\.(tsx?|[cm]?js)$/.test(file)) return '//';
  if (/\.(sh|ini|ya?ml|env)$/.test(file)) return '#';
  return null;
}

/**
 * The lines of `text` that contain one of the `|`-separated texts of `match`, without their common
 * indentation; null when none does.
 * @param {string} text
 * @param {string} match
 * @returns {string | null}
 */
function matchingLines(text, match) {
  const wanted = match.split('|').filter((part) => part !== '');
  const kept = text.split('\n').filter((line) => wanted.some((part) => line.includes(part)));
  if (kept.length === 0) return null;
  const cut = Math.min(...kept.map((line) => /^[ \t]*/.exec(line)[0].length));
  return kept.map((line) => line.slice(cut)).join('\n');
}

/**
 * The content of an included fence.
 * @param {{ file: string, region?: string | null, match?: string | null, rootDir: string, page?: string }} options
 *   `page` names the Markdown file in error messages.
 * @returns {string}
 * @throws {Error} naming the page and the path when the file or the region is missing, the path
 *   leaves the site root, or `match` selects no line.
 */
function readInclude({ file, region = null, match = null, rootDir, page }) {
  const where = page ? `${page}: ` : '';
  const target = resolve(rootDir, file);
  const rel = relative(rootDir, target);
  if (isAbsolute(file) || rel === '..' || rel.startsWith(`..${sep}`))
    throw new Error(`${where}included file must be a path inside the site: ${file}`);
  if (!existsSync(target) || !statSync(target).isFile()) throw new Error(`${where}included file not found: ${file}`);
  const content = extractRegion(readFileSync(target, 'utf8'), region, elisionFor(file));
  if (content === null) throw new Error(`${where}region "${region}" not found in ${file}`);
  if (match === null) return content;
  const lines = matchingLines(content, match);
  if (lines === null) throw new Error(`${where}match="${match}" selects no line of ${file}`);
  return lines;
}

/**
 * Replaces an empty fence that names a `file` by that file's content. Returns false for other
 * fences. A fence with both a body and a `file` is an error: the page would show one and test the
 * other.
 * @param {{ value?: string, meta?: string | null }} node an mdast `code` node, changed in place
 * @param {{ rootDir: string, page?: string }} options
 * @returns {boolean}
 */
function includeIntoCode(node, { rootDir, page }) {
  const { file, region, match, diff, meta } = parseIncludeMeta(node.meta);
  if (file === null) {
    if (diff !== null) throw new Error(`${page ? `${page}: ` : ''}diff="${diff}" needs a file="..." too`);
    if (region !== null) throw new Error(`${page ? `${page}: ` : ''}region="${region}" needs a file="..." too`);
    if (match !== null) throw new Error(`${page ? `${page}: ` : ''}match="${match}" needs a file="..." too`);
    return false;
  }
  if ((node.value ?? '').trim() !== '')
    throw new Error(`${page ? `${page}: ` : ''}a code block with file="${file}" must be empty`);
  const after = readInclude({ file, region, match, rootDir, page });
  if (diff === null) node.value = after;
  else {
    const comment = lineCommentFor(file);
    if (comment === null)
      throw new Error(`${page ? `${page}: ` : ''}diff="${diff}": ${file} is of a type without line comments`);
    const before = readInclude({ file: diff, region, match, rootDir, page });
    if (before === after)
      throw new Error(`${page ? `${page}: ` : ''}diff="${diff}": ${file} is the same, nothing changed`);
    node.value = diffAsNotation(before, after, comment);
  }
  node.meta = meta;
  return true;
}

/**
 * The files a Markdown page includes: the `file` attribute of each fence opening line (``` or ~~~),
 * resolved from the site root, whether they exist or not (a missing one fails the build later, naming
 * the page). The bundler watches them, so an edited or re-recorded file rebuilds the page.
 * @param {string} markdown
 * @param {string} rootDir
 * @returns {string[]}
 */
function includedFiles(markdown, rootDir) {
  const files = new Set();
  for (const [, meta] of markdown.matchAll(/^[ \t]*(?:`{3,}|~{3,})[^\s`]*[ \t]+(.*)$/gm)) {
    const { file, diff } = parseIncludeMeta(meta);
    for (const path of [file, diff]) if (path !== null && !isAbsolute(path)) files.add(resolve(rootDir, path));
  }
  return [...files];
}

module.exports = { parseIncludeMeta, extractRegion, readInclude, includeIntoCode, includedFiles };
