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

/** A block's types as its lines render them: the hovers of each line and each `// ^?` line's type. */
export interface TypedBlock {
  types: BlockTypes;
  byLine: Map<number, LineHover[]>;
  queries: Map<number, string>;
}
