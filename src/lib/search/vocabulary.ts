/**
 * The words of the search index with their frequencies, written beside the index at build time
 * (plugins/search) and read by the search dialog only when a query needs correcting (correct.ts).
 *
 * Format, one line per frequency, most frequent first: `<count> <word> <word> …`. A word is shown as
 * it is written most often (`firstOrFail`, `JWT_EXPIRES_IN_MINUTES`, `validation`) and looked up by
 * its key: its letters, lowercase (`firstorfail`).
 */

/** The lookup key of a word or identifier: letters only, lowercase (`hasRoles` → `hasroles`). */
export function wordKey(word: string): string {
  return word.toLowerCase().replace(/[^\p{L}]/gu, '');
}

/** The parts of an identifier, split at `_`, `:`, `-`, `.` and camelCase (`getHTTPClient` → get, HTTP, Client). */
export function identifierParts(identifier: string): string[] {
  return identifier
    .split(/[_:.$-]+/)
    .flatMap((piece) => piece.split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u))
    .filter(Boolean);
}

/** A word shown as a word: `Roles` (a camelCase part) → `roles`, an acronym (`JWT`) kept. */
const partForm = (part: string) => (/^\p{Lu}\p{Ll}/u.test(part) ? part.toLowerCase() : part);

/** Words shorter than this, or longer than MAX_WORD, are not worth correcting to. */
const MIN_WORD = 3;
const MAX_WORD = 40;

/** The words of one token of a text (see textWords): `hasRoles` → hasRoles, has, roles. */
function tokenWords(raw: string): string[] {
  const token = raw.replace(/[_:.$-]+$/, '');
  if (/\p{N}/u.test(token) || !/\p{L}/u.test(token)) return [];
  const parts = identifierParts(token);
  const words = parts.length > 1 && !token.includes('.') ? [token] : [];
  for (const part of parts) words.push(partForm(part));
  return words.filter((word) => {
    const length = wordKey(word).length;
    return length >= MIN_WORD && length <= MAX_WORD;
  });
}

const TOKEN = /[\p{L}\p{N}_$][\p{L}\p{N}_:.$-]*/gu;

/**
 * The words of a text: each identifier whole (when it has parts) and each of its parts. Tokens with
 * digits (versions, hashes, line numbers) are left out: nobody misspells them into a search.
 */
export function textWords(text: string): string[] {
  return (text.match(TOKEN) ?? []).flatMap(tokenWords);
}

/** Counts the words of many texts: per key, its total and its most frequent written form. */
export function countWords(texts: Iterable<string>): Map<string, { form: string; count: number }> {
  const forms = new Map<string, Map<string, number>>();
  // The same tokens come back on every page: each is split once.
  const wordsOfToken = new Map<string, [word: string, key: string][]>();
  for (const text of texts)
    for (const token of text.match(TOKEN) ?? []) {
      let words = wordsOfToken.get(token);
      if (!words) wordsOfToken.set(token, (words = tokenWords(token).map((word) => [word, wordKey(word)])));
      for (const [word, key] of words) {
        const byForm = forms.get(key) ?? new Map<string, number>();
        byForm.set(word, (byForm.get(word) ?? 0) + 1);
        forms.set(key, byForm);
      }
    }
  const counted = new Map<string, { form: string; count: number }>();
  for (const [key, byForm] of forms) {
    let form = '';
    let best = -1;
    let count = 0;
    for (const [candidate, n] of byForm) {
      count += n;
      // Ties go to the lowercase form: a word with a capital at the start of a sentence is still a word.
      if (n > best || (n === best && candidate === candidate.toLowerCase())) [form, best] = [candidate, n];
    }
    counted.set(key, { form, count });
  }
  return counted;
}

/**
 * The vocabulary file. Words seen fewer than `minCount` times are left out: nearly half of all words
 * occur once or twice, a typo of those is rarely searched, and they would add a third to the file
 * that a corrected first search downloads (budgets.json, search.correctedFirstSearchGzipKB).
 */
export function serializeVocabulary(counts: Map<string, { form: string; count: number }>, minCount = 3): string {
  const byCount = new Map<number, string[]>();
  for (const { form, count } of counts.values()) {
    if (count < minCount) continue;
    byCount.set(count, [...(byCount.get(count) ?? []), form]);
  }
  return [...byCount.entries()]
    .sort(([a], [b]) => b - a)
    .map(([count, forms]) => `${count} ${forms.sort().join(' ')}`)
    .join('\n')
    .concat('\n');
}

export interface Vocabulary {
  /** Keys, most frequent first, with their written forms and counts at the same index. */
  keys: string[];
  forms: string[];
  counts: number[];
  /** A key's index in the arrays above. */
  index: Map<string, number>;
}

/** Reads the vocabulary file; a malformed line is skipped rather than breaking search. */
export function parseVocabulary(text: string): Vocabulary {
  const vocabulary: Vocabulary = { keys: [], forms: [], counts: [], index: new Map() };
  for (const line of text.split('\n')) {
    const [countText, ...forms] = line.split(' ');
    const count = Number(countText);
    if (!Number.isInteger(count) || count < 1) continue;
    for (const form of forms) {
      const key = wordKey(form);
      if (!key || vocabulary.index.has(key)) continue;
      vocabulary.index.set(key, vocabulary.keys.length);
      vocabulary.keys.push(key);
      vocabulary.forms.push(form);
      vocabulary.counts.push(count);
    }
  }
  return vocabulary;
}
