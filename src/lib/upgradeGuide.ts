/**
 * The Upgrade Guide's data, read from its Markdown (getting-started/upgrade-guide.mdx) so the page
 * is the only list of changes: each `## 2.0.N {#2.0.N}` heading opens a release, each
 * `### Title {#u20N-k}` heading under it is an entry, and the entry's list items
 * `**Impact:** high|medium|low …`, `**Effort:** N min` and `**Docs pages:** [..](../x/y.md), …` give
 * its impact, effort and the pages that carry its "Changed in" note. Also the pure rules of the
 * "I'm on 2.0.N" choice and of the notes. No file system here: callers pass the text.
 */

export type Impact = 'high' | 'medium' | 'low';
export const IMPACTS: readonly Impact[] = ['high', 'medium', 'low'];

export interface UpgradeEntry {
  /** The heading id, e.g. `u204-5`. */
  id: string;
  /** The release that made the change, e.g. `2.0.4`. */
  release: string;
  impact: Impact;
  /** Minutes for a typical project (the upper bound when the page gives a range). */
  effort: number;
  /** The heading text without Markdown code marks. */
  title: string;
  /** Docs pages the change touches, relative to the docs folder, without an anchor (`http/middleware.md`). */
  pages: string[];
}

export interface UpgradeGuide {
  /** Releases in page order, each with its heading id. */
  releases: { release: string; id: string }[];
  entries: UpgradeEntry[];
}

/** Where the guide lives in a docs folder. */
export const GUIDE_PAGE = 'getting-started/upgrade-guide.mdx';
/** The first 2.0 release: a reader on it has every entry to apply. */
export const FIRST_RELEASE = '2.0.0';

// MDX needs the brace of a heading id escaped (`\{#id}`); plain Markdown does not.
const RELEASE_HEADING = /^## (\d+\.\d+\.\d+) \\?\{#([^}\s]+)\}\s*$/;
const ENTRY_HEADING = /^### (.+?) \\?\{#(u\d{3}-\d+)\}\s*$/;
const OTHER_HEADING = /^#{1,3} /;
const FENCE = /^\s*(`{3,}|~{3,})/;

/** Numeric parts of a release, for ordering. */
export function compareReleases(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Minutes in an effort text: `5 min`, `0–15 min` (upper bound), `10 min (only if …)`. */
export function parseEffort(text: string): number | null {
  const match = /^(\d+)(?:\s*[–-]\s*(\d+))?\s*min\b/.exec(text.trim());
  if (!match) return null;
  return Number(match[2] ?? match[1]);
}

/** `a/b` joined with `../c/d.md` → `a/c/d.md` (no node:path: the page's chooser imports this module). */
export function joinPath(dir: string, relative: string): string {
  const parts: string[] = dir.split('/').filter(Boolean);
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

const plainTitle = (markdown: string): string => markdown.replace(/`([^`]*)`/g, '$1').trim();

/**
 * Reads the guide's releases and entries from its Markdown. `problems` receives one line per
 * malformed entry (with its line number); the entries still hold what could be read.
 */
export function parseUpgradeGuide(markdown: string, problems: string[] = []): UpgradeGuide {
  const guide: UpgradeGuide = { releases: [], entries: [] };
  const lines = markdown.split('\n');
  let release: string | null = null;
  let entry: (UpgradeEntry & { line: number; seen: Set<string> }) | null = null;
  let fence: string | null = null;

  const close = () => {
    if (!entry) return;
    for (const field of ['Impact', 'Effort', 'Docs pages']) {
      if (!entry.seen.has(field))
        problems.push(`line ${entry.line}: entry ${entry.id} has no "- **${field}:** …" list item`);
    }
    const { id, release, impact, effort, title, pages } = entry;
    guide.entries.push({ id, release, impact, effort, title, pages });
    entry = null;
  };

  lines.forEach((line, index) => {
    const lineNo = index + 1;
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = null;
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      return;
    }
    const releaseMatch = RELEASE_HEADING.exec(line);
    if (releaseMatch) {
      close();
      release = releaseMatch[1];
      guide.releases.push({ release, id: releaseMatch[2] });
      return;
    }
    const entryMatch = ENTRY_HEADING.exec(line);
    if (entryMatch) {
      close();
      const id = entryMatch[2];
      if (!release) problems.push(`line ${lineNo}: entry ${id} is not under a "## 2.0.N {#…}" release heading`);
      if (guide.entries.some((e) => e.id === id)) problems.push(`line ${lineNo}: entry id ${id} is used twice`);
      const expected = release ? `u${release.replace(/\./g, '')}-` : null;
      if (expected && !id.startsWith(expected))
        problems.push(`line ${lineNo}: entry ${id} sits under release ${release}; its id must start with ${expected}`);
      entry = {
        id,
        release: release ?? '',
        impact: 'low',
        effort: 0,
        title: plainTitle(entryMatch[1]),
        pages: [],
        line: lineNo,
        seen: new Set(),
      };
      return;
    }
    if (OTHER_HEADING.test(line)) {
      close();
      if (/^## /.test(line)) release = null;
      return;
    }
    if (!entry) return;
    const field = /^- \*\*(Impact|Effort|Docs pages):\*\*\s*(.*)$/.exec(line);
    if (!field) return;
    const [, name, value] = field;
    entry.seen.add(name);
    if (name === 'Impact') {
      const impact = value.trim().split(/\s/)[0].toLowerCase();
      if ((IMPACTS as readonly string[]).includes(impact)) entry.impact = impact as Impact;
      else problems.push(`line ${lineNo}: entry ${entry.id} has impact "${value.trim()}"; use high, medium or low`);
    } else if (name === 'Effort') {
      const minutes = parseEffort(value);
      if (minutes === null)
        problems.push(`line ${lineNo}: entry ${entry.id} has effort "${value.trim()}"; write "N min"`);
      else entry.effort = minutes;
    } else {
      for (const link of value.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = link[1].replace(/#.*$/, '');
        const page = joinPath(GUIDE_PAGE.replace(/\/[^/]*$/, ''), target);
        if (!entry.pages.includes(page)) entry.pages.push(page);
      }
      if (entry.pages.length === 0 && value.trim() !== 'none')
        problems.push(`line ${lineNo}: entry ${entry.id} lists no page links; write "none" if it touches no page`);
    }
  });
  close();
  return guide;
}

/** The `from` release of a URL query (`?from=2.0.3`), or null when absent or not a release before the last. */
export function parseFrom(search: string, releases: readonly string[]): string | null {
  const value = new URLSearchParams(search).get('from');
  if (!value) return null;
  const choices = fromChoices(releases);
  return choices.includes(value) ? value : null;
}

/** The releases a reader can be on: 2.0.0 and every release but the last. */
export function fromChoices(releases: readonly string[]): string[] {
  const sorted = [...releases].sort(compareReleases);
  return [FIRST_RELEASE, ...sorted.slice(0, -1)].filter((r, i, all) => all.indexOf(r) === i);
}

/** The entries a reader on `from` still has to apply, in page order (the order to apply them). */
export function entriesToApply<T extends Pick<UpgradeEntry, 'release'>>(entries: readonly T[], from: string): T[] {
  return entries.filter((entry) => compareReleases(entry.release, from) > 0);
}

/** Whether the release section is already applied by a reader on `from`. */
export const isApplied = (release: string, from: string | null): boolean =>
  from !== null && compareReleases(release, from) <= 0;

/** The sum of the entries' efforts, in minutes. */
export const totalEffort = (entries: readonly Pick<UpgradeEntry, 'effort'>[]): number =>
  entries.reduce((sum, entry) => sum + entry.effort, 0);

/** "45 min" under an hour, else hours to the half hour: "about 4.5 h". */
export function formatEffort(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 30) / 2;
  return `about ${hours} h`;
}

/** The entry ids of every `<ChangedIn entry="…" />` note of a page's Markdown, in order. */
export function changedInNotes(markdown: string): string[] {
  return [...markdown.matchAll(/<ChangedIn\s+entry=["']([^"']+)["']/g)].map((m) => m[1]);
}

/**
 * The note rule for one docs folder: every page an entry names carries that entry's note, every
 * note names an entry, every named page exists. `pages` maps a page path (relative to the docs
 * folder) to its Markdown. Returns one message per problem, naming the file and the entry.
 */
export function changedInProblems(
  guide: Pick<UpgradeGuide, 'entries'>,
  pages: ReadonlyMap<string, string>,
  docsDir: string,
): string[] {
  const problems: string[] = [];
  const ids = new Set(guide.entries.map((e) => e.id));
  const file = (page: string) => `${docsDir}/${page}`;
  for (const entry of guide.entries) {
    for (const page of entry.pages) {
      const markdown = pages.get(page);
      if (markdown === undefined) {
        problems.push(`${file(GUIDE_PAGE)}: entry ${entry.id} names ${page}, which is not a docs page`);
      } else if (!changedInNotes(markdown).includes(entry.id)) {
        problems.push(`${file(page)}: add <ChangedIn entry="${entry.id}" /> (entry ${entry.id} names this page)`);
      }
    }
  }
  for (const [page, markdown] of pages) {
    for (const id of changedInNotes(markdown)) {
      if (!ids.has(id))
        problems.push(`${file(page)}: <ChangedIn entry="${id}" /> names no entry of ${file(GUIDE_PAGE)}`);
      else if (!guide.entries.find((e) => e.id === id)!.pages.includes(page))
        problems.push(`${file(page)}: <ChangedIn entry="${id}" /> but entry ${id} does not list this page`);
    }
  }
  return problems;
}
