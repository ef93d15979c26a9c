// Line notation in code fences: a comment at the end of a line marks it as added, removed, in focus
// or highlighted, without giving up the block's language and its colors (a ```diff block loses both,
// and copies with its + and - signs):
//
//   import { Model } from '@src/core/domains/models/base/Model';
//   import { Schema } from 'zod'; // [!code --]
//   import { z } from 'zod'; // [!code ++]
//
// Notations: `[!code ++]` (added), `[!code --]` (removed), `[!code focus]` (the lines to read; the others
// are dimmed until the reader points at the block), `[!code highlight]`. Each may take a count of
// lines, `[!code ++:3]` for this line and the two after it. The comment may be `//`, `#`, `--`, `/* */`
// or `<!-- -->`, whatever the block's language uses, and holds nothing but notations.
//
// The block shows every line without its notation comment. What it stands for, what Copy gives and
// what scripts/check-samples.mjs compiles, is the result: the removed lines left out.
//
// Pure logic, plain CommonJS like src/lib/codeInclude.cjs: the remark plugin (plugins/remark-code-notation),
// the Markdown twins, the unit tests and scripts/check-samples.mjs share it.

/** The notations, by name, with the class the line gets. */
const NOTATIONS = {
  '++': 'added',
  '--': 'removed',
  focus: 'focus',
  highlight: 'highlight',
};

const MARK = /\[!code\b([^\]]*)\]/g;
// A trailing comment made of notations only, in any of the comment syntaxes above.
const TRAILING = /[ \t]*(?:\/\/|#|--|\/\*|<!--)[ \t]*((?:\[!code\b[^\]]*\][ \t]*)+)(?:\*\/|-->)?[ \t]*$/;

class NotationError extends Error {
  /**
   * @param {number} line 0-based line of the code where the problem is
   * @param {string} message
   */
  constructor(line, message) {
    super(message);
    this.name = 'NotationError';
    this.line = line;
  }
}

/** Whether the code holds any notation (cheap test before parsing). */
function hasNotation(code) {
  return code.includes('[!code');
}

/**
 * Parses the notations of a block's code.
 *
 * @param {string} code
 * @returns {{
 *   code: string,
 *   lines: Array<Array<'added' | 'removed' | 'focus' | 'highlight'>>,
 *   result: string,
 *   resultLines: number[],
 *   before: string,
 *   beforeLines: number[],
 * }} `code`: every line, notation comments removed; `lines[i]`: the kinds of line i of `code`;
 *   `result`: the code without its removed lines (what Copy gives and the samples check compiles);
 *   `resultLines[j]`: the line of `code` that line j of `result` is;
 *   `before`, `beforeLines`: the same for the code before the change (the added lines left out),
 *   which the samples check compiles against the `before="2.0.N"` release of a block.
 * @throws {NotationError} on an unknown notation, a bad count, or a notation that is not a trailing comment
 */
function parseNotation(code) {
  const source = code.split('\n');
  const lines = source.map(() => /** @type {Array<'added' | 'removed' | 'focus' | 'highlight'>} */ ([]));
  const shown = source.map((text, i) => {
    if (!text.includes('[!code')) return text;
    const trailing = TRAILING.exec(text);
    if (!trailing)
      throw new NotationError(i, 'a [!code …] notation must be a comment at the end of its line, as `// [!code ++]`');
    for (const [, body] of trailing[1].matchAll(MARK)) {
      const m = /^\s+(\+\+|--|focus|highlight)(?::(\d+))?\s*$/.exec(body);
      if (!m)
        throw new NotationError(
          i,
          `unknown notation [!code${body}]; known: ${Object.keys(NOTATIONS)
            .map((n) => `[!code ${n}]`)
            .join(', ')}, each with an optional count as [!code ++:3]`,
        );
      const count = m[2] === undefined ? 1 : Number(m[2]);
      if (count < 1 || i + count > source.length)
        throw new NotationError(i, `[!code ${m[1]}:${m[2]}] counts past the end of the block`);
      for (let k = i; k < i + count; k++) {
        const kind = NOTATIONS[m[1]];
        if (!lines[k].includes(kind)) lines[k].push(kind);
      }
    }
    return text.slice(0, trailing.index);
  });
  lines.forEach((kinds, i) => {
    if (kinds.includes('added') && kinds.includes('removed'))
      throw new NotationError(i, 'a line cannot be both added ([!code ++]) and removed ([!code --])');
  });
  const resultLines = [];
  const beforeLines = [];
  shown.forEach((_, i) => {
    if (!lines[i].includes('removed')) resultLines.push(i);
    if (!lines[i].includes('added')) beforeLines.push(i);
  });
  return {
    code: shown.join('\n'),
    lines,
    result: resultLines.map((i) => shown[i]).join('\n'),
    resultLines,
    before: beforeLines.map((i) => shown[i]).join('\n'),
    beforeLines,
  };
}

/**
 * The notation of a block as a compact string for the code block component: `kind:line,line;…`
 * with 1-based lines, e.g. `added:3,4;removed:2`. Empty when no line is marked.
 */
function encodeNotation(lines) {
  const byKind = new Map();
  lines.forEach((kinds, i) => {
    for (const kind of kinds) {
      if (!byKind.has(kind)) byKind.set(kind, []);
      byKind.get(kind).push(i + 1);
    }
  });
  return [...byKind].map(([kind, numbers]) => `${kind}:${numbers.join(',')}`).join(';');
}

/** The inverse of encodeNotation: kind → 1-based line numbers. */
function decodeNotation(encoded) {
  /** @type {Record<string, number[]>} */
  const out = {};
  for (const part of (encoded || '').split(';')) {
    const [kind, numbers] = part.split(':');
    if (kind && numbers) out[kind] = numbers.split(',').map(Number);
  }
  return out;
}

/**
 * The block as a unified diff for the Markdown twins: removed lines start with `-`, added ones with
 * `+`, the others with a space. Focus and highlight have no plain-text form and are left out.
 */
function asDiff(parsed) {
  return parsed.code
    .split('\n')
    .map((text, i) => {
      const kinds = parsed.lines[i];
      return `${kinds.includes('removed') ? '-' : kinds.includes('added') ? '+' : ' '}${text}`;
    })
    .join('\n');
}

/**
 * Line notation from two versions of a file: the lines of `after`, with the lines of `before` that
 * it drops marked removed (placed where they were) and the lines it adds marked added, as a longest
 * common subsequence of whole lines gives them. Used by `diff="…"` includes (src/lib/codeInclude.cjs).
 *
 * @returns {string} `after`'s lines and `before`'s removed lines, each changed line ending in a
 *   notation comment written with `comment` (`//` by default)
 */
function diffAsNotation(before, after, comment = '//') {
  const a = before.split('\n');
  const b = after.split('\n');
  // LCS table over lines; the files are a few hundred lines at most.
  const n = a.length;
  const m = b.length;
  const table = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const out = [];
  const mark = (text, notation) => `${text}${text.trim() ? ' ' : ''}${comment} [!code ${notation}]`;
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      out.push(b[j]);
      i++;
      j++;
    } else if (i < n && (j >= m || table[i + 1][j] >= table[i][j + 1])) {
      out.push(mark(a[i], '--'));
      i++;
    } else {
      out.push(mark(b[j], '++'));
      j++;
    }
  }
  return out.join('\n');
}

module.exports = {
  NOTATIONS,
  NotationError,
  hasNotation,
  parseNotation,
  encodeNotation,
  decodeNotation,
  asDiff,
  diffAsNotation,
};
