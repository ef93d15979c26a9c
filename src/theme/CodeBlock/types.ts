// The recorded types of a code block (plugins/sample-types, src/components/TypedCode): the block's
// key, from plugins/remark-sample-types, and the data fetched the first time a reader reaches it.
import { createContext, useContext } from 'react';
import type { LineHover } from './Line';

export const TypesKeyContext = createContext<string | undefined>(undefined);
export const useTypesKey = (): string | undefined => useContext(TypesKeyContext);

/** A block's types as plugins/sample-types publishes them (scripts/lib/sample-types.mjs). */
export interface BlockTypes {
  version: string;
  strings: string[];
  /** [line, column, length, quick info, doc sentence or -1, reference entry or -1] */
  hovers: [number, number, number, number, number, number][];
  /** [line, column, quick info] of `// ^?` lines */
  queries?: [number, number, number][];
  /** [line, column, length, message] of an expect-error block */
  errors?: [number, number, number, string][];
}

/** The hovers of each line (errors after the names, indexed after them). */
export function hoversByLine(types: BlockTypes): Map<number, LineHover[]> {
  const byLine = new Map<number, LineHover[]>();
  const add = (line: number, hover: LineHover) => {
    if (!byLine.has(line)) byLine.set(line, []);
    byLine.get(line)!.push(hover);
  };
  types.hovers.forEach(([line, col, len], index) => add(line, { col, len, index }));
  (types.errors ?? []).forEach(([line, col, len], i) =>
    add(line, { col, len: Math.max(1, len), index: types.hovers.length + i, error: true }),
  );
  for (const list of byLine.values()) list.sort((a, b) => a.col - b.col);
  return byLine;
}

/** Fetches a block's types; null when they cannot be had (development, offline): the block stays as it is. */
export async function fetchTypes(baseUrl: string, key: string): Promise<BlockTypes | null> {
  try {
    const response = await fetch(`${baseUrl}sample-types/${key}.json`);
    return response.ok ? ((await response.json()) as BlockTypes) : null;
  } catch {
    return null;
  }
}
