/**
 * What the reader typed, made safe to search: whitespace collapsed, at most MAX_QUERY_LENGTH
 * characters (Pagefind splits a query into words itself, so punctuation and regular-expression
 * characters are harmless text here), and the words to highlight on the page a result opens.
 */
export const MAX_QUERY_LENGTH = 120;

export function normalizeQuery(input: string): string {
  return input.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/**
 * The words of a query as they appear in text, longest first, for highlighting: identifiers stay
 * whole (`firstOrFail`, `JWT_EXPIRES_IN_MINUTES`, `model:read`, `x-xsrf-token`), surrounding
 * punctuation and one-letter words are dropped.
 */
export function highlightTerms(query: string): string[] {
  const words = normalizeQuery(query)
    .split(' ')
    .map((word) => word.replace(/^[^\p{L}\p{N}_$@#]+|[^\p{L}\p{N}_$]+$/gu, ''))
    .filter((word) => word.length > 1);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}
