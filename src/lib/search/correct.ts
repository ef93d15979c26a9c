/**
 * Corrects the misspelt words of a query against the index's vocabulary (vocabulary.ts): each word
 * on its own, to the nearest known word within a small edit distance (Damerau-Levenshtein:
 * insertions, deletions, substitutions and two adjacent letters swapped), the more frequent word on a tie.
 * A known word (`apiresponse`, `hasRoles`, `onetimetoken` are known as identifiers) is never changed.
 * A word run together from two known words (`routelist`) is split.
 */
import { wordKey, type Vocabulary } from './vocabulary';

/** The three matrix rows editDistance works in, reused: it runs once per vocabulary word per keystroke. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * The distance between two strings (optimal string alignment: swapping two adjacent letters costs
 * one), or `max + 1` as soon as it is certain to exceed `max`. Only the cells within `max` of the
 * diagonal are computed: any path outside that band costs more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  const over = max + 1;
  if (Math.abs(n - m) > max) return over;
  if (rows[0]!.length < m + 2) rows = [0, 1, 2].map(() => new Int32Array(m + 64));
  // The row before the previous one is needed for swaps.
  let [before, previous, row] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(m, i + max);
    row[0] = i;
    if (lo > 1) row[lo - 1] = over;
    let rowMin = lo === 1 ? i : over;
    const ca = a.charCodeAt(i - 1);
    for (let j = lo; j <= hi; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = previous[j - 1]! + (ca === cb ? 0 : 1);
      if (previous[j]! + 1 < d) d = previous[j]! + 1;
      if (row[j - 1]! + 1 < d) d = row[j - 1]! + 1;
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb && before[j - 2]! + 1 < d)
        d = before[j - 2]! + 1;
      row[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (hi < m) row[hi + 1] = over;
    if (rowMin > max) return over;
    [before, previous, row] = [previous, row, before];
  }
  return Math.min(previous[m]!, over);
}

/** The edits a word may need: none below four letters (too many short words are one edit apart), one up to seven, two from eight. */
export function maxEdits(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/** Parts of a split word must be this long and this frequent: `ap` + `iresponse` is no split. */
const MIN_PART = 3;
const MIN_PART_COUNT = 3;

/** The nearest known word to an unknown key (its written form), or null. */
function nearest(key: string, vocabulary: Vocabulary): string | null {
  const max = maxEdits(key.length);
  let best = -1;
  let bestDistance = max + 1;
  // Keys are ordered most frequent first, so the first at a distance wins ties.
  for (let i = 0; i < vocabulary.keys.length; i++) {
    const candidate = vocabulary.keys[i]!;
    if (Math.abs(candidate.length - key.length) >= bestDistance || candidate.length < 3) continue;
    const distance = editDistance(key, candidate, bestDistance - 1);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
      if (distance === 1 && max === 1) break;
    }
  }
  return best < 0 ? null : vocabulary.forms[best]!;
}

/** Two known words run together (`routelist` → `route list`), the split whose rarer part is most frequent. */
function split(key: string, vocabulary: Vocabulary): string | null {
  let best: string | null = null;
  let bestCount = MIN_PART_COUNT - 1;
  for (let at = MIN_PART; at <= key.length - MIN_PART; at++) {
    const left = vocabulary.index.get(key.slice(0, at));
    const right = vocabulary.index.get(key.slice(at));
    if (left === undefined || right === undefined) continue;
    const count = Math.min(vocabulary.counts[left]!, vocabulary.counts[right]!);
    if (count > bestCount) {
      best = `${vocabulary.forms[left]} ${vocabulary.forms[right]}`;
      bestCount = count;
    }
  }
  return best;
}

/** A word's correction, or the word itself when it is known, has digits or is too short to judge. */
export function correctWord(word: string, vocabulary: Vocabulary): string {
  const key = wordKey(word);
  if (!key || /\p{N}/u.test(word) || vocabulary.index.has(key) || maxEdits(key.length) === 0) return word;
  // One edit away is the likeliest typo; a run-together pair beats a guess two edits away.
  const near = nearest(key, vocabulary);
  if (near && editDistance(key, wordKey(near), 1) <= 1) return near;
  return split(key, vocabulary) ?? near ?? word;
}

/** The query with each word corrected, or null when no word needed it. */
export function correctQuery(query: string, vocabulary: Vocabulary): string | null {
  const words = query.split(' ').filter(Boolean);
  const corrected = words.map((word) => correctWord(word, vocabulary));
  return corrected.some((word, i) => word !== words[i]) ? corrected.join(' ') : null;
}
