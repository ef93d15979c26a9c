// check:samples by release: the `release="2.0.N"` fence meta, the `--checkout 2.0.N=<path>` option,
// and which blocks each checkout checks. Pure, so tests/unit can cover it.
import { CURRENT_RELEASE, isKnownRelease, PACKAGE_VERSIONS, RELEASE_TAGS } from './releases.mjs';

/** `2.0.3=../larascript-2.0.3` -> { release, path }; throws with a message for anything else. */
export function parseCheckoutArg(value) {
  const m = /^([^=\s]+)=(.+)$/.exec(value ?? '');
  if (!m) throw new Error(`--checkout needs <release>=<path>, e.g. 2.0.3=../larascript-2.0.3, not "${value ?? ''}"`);
  const [, release, path] = m;
  if (!isKnownRelease(release))
    throw new Error(`--checkout ${value}: unknown release "${release}" (known: ${knownList()})`);
  if (release === CURRENT_RELEASE)
    throw new Error(`--checkout ${value}: the ${CURRENT_RELEASE} checkout is the first argument, not a --checkout`);
  return { release, path };
}

/** All --checkout values -> Map release -> path; a release given twice is an error. */
export function checkoutMap(values) {
  const out = new Map();
  for (const v of values) {
    const { release, path } = parseCheckoutArg(v);
    if (out.has(release)) throw new Error(`--checkout ${release} is given twice`);
    out.set(release, path);
  }
  return out;
}

const knownList = () => Object.keys(RELEASE_TAGS).join(', ');

/**
 * A release-valued word of a fence meta (`release`, `before`): { value: null } when absent,
 * { value } when it names a known release, { error } when it is malformed or unknown.
 * `title="..."` values are not read as meta.
 */
function releaseWord(meta, word, example) {
  const rest = (meta ?? '').replace(/(?:^|\s)title=(?:"[^"]*"|'[^']*'|\S+)/, ' ');
  const m = new RegExp(`(?:^|\\s)${word}(?:=(?:"([^"]*)"|'([^']*)'|(\\S*)))?(?=\\s|$)`).exec(rest);
  if (!m) return { value: null };
  const value = m[1] ?? m[2] ?? m[3];
  if (value === undefined || value === '') return { error: `${word} needs a value, e.g. ${word}="${example}"` };
  if (!isKnownRelease(value)) return { error: `${word}="${value}" is not a known release (known: ${knownList()})` };
  return { value };
}

/** The `release` word of a fence meta: { release: null } when absent, { release }, or { error }. */
export function releaseOfMeta(meta) {
  const { value, error } = releaseWord(meta, 'release', '2.0.3');
  return error ? { error } : { release: value };
}

/**
 * The `before` word of a fence meta: the release a diff block's code before the change (its lines
 * without the `[!code ++]` ones) is checked against. { before: null } when absent, { before } when it
 * names a known release earlier than the block's own (`release`, or the current one), { error } else.
 */
export function beforeOfMeta(meta, release) {
  const { value, error } = releaseWord(meta, 'before', '2.0.2');
  if (error || value === null) return error ? { error } : { before: null };
  const after = release ?? CURRENT_RELEASE;
  if (compareReleases(value, after) >= 0)
    return { error: `before="${value}" must be a release earlier than the block's own (${after})` };
  return { before: value };
}

/** The release a block is checked against: its own, or the current one. */
export const blockRelease = (block) => block.release ?? CURRENT_RELEASE;

/**
 * Counts the checkable (non-fragment) blocks of each release and splits the releases into those
 * with a checkout (checked) and those without (skipped). `releases` is an iterable of release strings.
 */
export function groupByRelease(releases, checkouts) {
  const counts = new Map();
  for (const r of releases) counts.set(r, (counts.get(r) ?? 0) + 1);
  const checked = new Map();
  const skipped = new Map();
  for (const [r, n] of [...counts].sort(([a], [b]) => compareReleases(a, b))) {
    if (r === CURRENT_RELEASE || checkouts.has(r)) checked.set(r, n);
    else skipped.set(r, n);
  }
  return { checked, skipped };
}

export function compareReleases(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

/** "skipped 12 blocks of 2.0.3, 2.0.4: no --checkout given", or null when nothing was skipped. */
export function skippedSentence(skipped) {
  const total = [...skipped.values()].reduce((a, b) => a + b, 0);
  if (!total) return null;
  const detail = [...skipped].map(([r, n]) => (skipped.size > 1 ? `${r} (${n})` : r)).join(', ');
  return `skipped ${total} block${total === 1 ? '' : 's'} of ${detail}: no --checkout given`;
}

/**
 * Why a checkout does not fit the release it was given for, or null: its package.json version must
 * be the one that release's tag declares (2.0.1 still says 2.0.0), and the tag that
 * release-checkout.mjs recorded (when present) that release's tag.
 */
export function checkoutMismatch(release, pkg, marker) {
  const want = PACKAGE_VERSIONS[release];
  if (pkg?.version !== want)
    return `its package.json version is ${pkg?.version ?? '(none)'}, ${release} declares ${want}`;
  if (marker && marker.tag !== RELEASE_TAGS[release])
    return `it was made from tag ${marker.tag}, not ${RELEASE_TAGS[release]}`;
  return null;
}
