// The links of a sample's import lines to the API reference: imported name → URL, made at build time
// by plugins/remark-api-links and passed down as the block's `apiLinks` property.
import { createContext, useContext } from 'react';

export const ApiLinksContext = createContext<Readonly<Record<string, string>> | undefined>(undefined);

export const useApiLinks = (): Readonly<Record<string, string>> | undefined => useContext(ApiLinksContext);

/** The property as the remark plugin wrote it (a JSON object), or undefined. */
export function parseApiLinks(value: unknown): Record<string, string> | undefined {
  return typeof value === 'string' ? (JSON.parse(value) as Record<string, string>) : undefined;
}
