// Line notation (src/lib/codeNotation.cjs, plugins/remark-code-notation): the block's marked lines,
// passed by the remark plugin as the `codeNotation` property, become line classes, and the text Copy
// gives leaves the removed lines out.
import { createContext, useContext } from 'react';

/**
 * The notation property (`added:3,4;removed:2`, src/lib/codeNotation.cjs encodeNotation) as kind →
 * 1-based lines. Decoded here rather than imported from that module, which the browser does not need.
 */
function decodeNotation(encoded: string): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const part of encoded.split(';')) {
    const [kind, numbers] = part.split(':');
    if (kind && numbers) out[kind] = numbers.split(',').map(Number);
  }
  return out;
}

/** The class each kind of marked line gets (styled in src/css/code-notation.css). */
export const NOTATION_CLASSES: Readonly<Record<string, string>> = {
  added: 'code-line--added',
  removed: 'code-line--removed',
  focus: 'code-line--focus',
  highlight: 'theme-code-block-highlighted-line',
};

export interface BlockNotation {
  /** 0-based line → classes, merged into the block's own line classes. */
  lineClassNames: Record<number, string[]>;
  /** 0-based indices of the removed lines. */
  removed: ReadonlySet<number>;
}

/** The notation property as the remark plugin wrote it, or undefined when the block has none. */
export function blockNotation(value: unknown): BlockNotation | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const lineClassNames: Record<number, string[]> = {};
  const removed = new Set<number>();
  for (const [kind, lines] of Object.entries(decodeNotation(value))) {
    const className = NOTATION_CLASSES[kind];
    if (!className) continue;
    for (const line of lines) {
      (lineClassNames[line - 1] ??= []).push(className);
      if (kind === 'removed') removed.add(line - 1);
    }
  }
  return { lineClassNames, removed };
}

/** What Copy gives: the code without its removed lines. */
export function copyText(code: string, notation: BlockNotation | undefined): string {
  if (!notation || notation.removed.size === 0) return code;
  return code
    .split('\n')
    .filter((_, i) => !notation.removed.has(i))
    .join('\n');
}

/** The text Copy gives for the block around, when it differs from the code shown. */
export const CopyTextContext = createContext<string | undefined>(undefined);
export const useCopyText = (): string | undefined => useContext(CopyTextContext);
