// Fetching a block's recorded types and placing them on its lines: loaded with src/components/TypedCode,
// the first time a reader reaches a block that has types, never in a page's first load.
import type { LineHover } from './Line';
import type { BlockTypes, TypedBlock } from './types';

/** The hovers of each line (errors after the names, indexed after them). */
function hoversByLine(types: BlockTypes): Map<number, LineHover[]> {
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
export async function fetchTypes(baseUrl: string, key: string): Promise<TypedBlock | null> {
  try {
    const response = await fetch(`${baseUrl}sample-types/${key}.json`);
    if (!response.ok) return null;
    const types = (await response.json()) as BlockTypes;
    const queries = new Map((types.queries ?? []).map(([line, , text]) => [line, types.strings[text]!]));
    return { types, byLine: hoversByLine(types), queries };
  } catch {
    return null;
  }
}
