/**
 * Links from the guides to the API reference (plugins/remark-api-links makes them at build time):
 * the names a sample imports from framework modules, and inline code in prose that names a
 * documented class or helper (`Model`, `auth()`, `Model.findById()`, `new Collection()`, `IModel<T>`).
 * Pure: the plugin reads the files, the theme's CodeBlock renders the sample links.
 */
import { sampleImports } from '../apiReference.cjs';
import type { ApiEntry, ReferenceIndex } from './reference';

/** A name a sample imports from a framework module, and the entry it links to (none when missing). */
export interface SampleLink {
  /** The name as it appears in the import clause (the local name of a default import). */
  name: string;
  /** The exported name (`default` or the name) and the module, as the error message names them. */
  imported: string;
  module: string;
  /** Line (1-based) of the `import` keyword in the code. */
  line: number;
  entry: ApiEntry | undefined;
}

/**
 * The framework imports of a piece of code: every name imported from an `@src/...` module that is a
 * file of the release (and not one the docs define themselves, `isOwnModule`). Namespace imports
 * (`* as x`) name a module, not a symbol, and are left out.
 */
export function sampleLinks(
  code: string,
  index: ReferenceIndex,
  isOwnModule: (module: string) => boolean = () => false,
): SampleLink[] {
  return sampleImports(code)
    .filter((imp) => imp.imported !== '*' && index.isFrameworkModule(imp.module) && !isOwnModule(imp.module))
    .map((imp) => ({
      name: imp.imported === 'default' ? imp.local : imp.imported,
      imported: imp.imported,
      module: imp.module,
      line: imp.line,
      entry: index.byImport(imp.module, imp.imported),
    }));
}

/**
 * What a CodeBlock needs to link a sample's import lines: imported name → URL, as the JSON string
 * the remark plugin puts on the code element (`apiLinks`), or undefined when nothing links.
 */
export function encodeSampleLinks(links: readonly { name: string; href: string }[]): string | undefined {
  if (links.length === 0) return undefined;
  return JSON.stringify(Object.fromEntries(links.map((l) => [l.name, l.href])));
}

/** What a piece of inline code names: a symbol, and maybe one of its members. */
export interface Mention {
  name: string;
  member?: string;
  /** Written as a call (`auth()`) or a construction (`new Collection()`). */
  call: boolean;
}

const IDENT = '[A-Za-z_$][\\w$]*';
const TYPE_ARGS = '(?:<[^()]*>)?';
const ARGS = '\\([^()]*(?:\\([^()]*\\)[^()]*)*\\)';
const MENTION = new RegExp(`^(new\\s+)?(${IDENT})${TYPE_ARGS}(?:\\.(${IDENT}))?(${ARGS})?;?$`);

/**
 * Reads inline code that could name an entry: `Model`, `IModel<T>`, `auth()`, `app('db')`,
 * `new Collection()`, `Model.findById()`, `Route.group`. Anything longer (a chain, an expression,
 * a path) is not a mention.
 */
export function parseMention(code: string): Mention | null {
  const match = MENTION.exec(code.trim());
  if (!match) return null;
  const [, isNew, name, member, args] = match;
  if (isNew && (member || !args)) return null;
  return { name: name!, member, call: Boolean(args) || Boolean(isNew) };
}

export interface MentionTarget {
  entry: ApiEntry;
  /** The member's anchor on the entry's page, when the mention names a member the entry has. */
  anchor?: string;
}

/**
 * The entries a mention can name (before choosing among several). A bare name (`Model`) names a
 * class, interface, type, enum or constant; a helper function needs its call (`auth()`), so that
 * `auth` the folder or config key is not taken for it. Entries from modules the docs define
 * themselves (`isOwnModule`) are not candidates.
 */
export function mentionCandidates(
  mention: Mention,
  index: ReferenceIndex,
  isOwnModule: (module: string) => boolean = () => false,
): ApiEntry[] {
  return index
    .byName(mention.name)
    .filter((entry) => !isOwnModule(entry.module))
    .filter((entry) => entry.kind !== 'function' || mention.call || mention.member);
}

/**
 * The entry (and member anchor) a mention links to: its only candidate, or among several the one
 * whose module the page's samples import; null when none or still ambiguous.
 */
export function resolveMention(
  mention: Mention,
  candidates: readonly ApiEntry[],
  pageModules: ReadonlySet<string>,
): MentionTarget | null {
  let entry: ApiEntry | undefined = candidates.length === 1 ? candidates[0] : undefined;
  if (!entry && candidates.length > 1) {
    const imported = candidates.filter((c) => pageModules.has(c.module));
    // `collect()` written as a call means the helper function rather than a constant of that name.
    const called = mention.call ? candidates.filter((c) => c.kind === 'function') : [];
    if (imported.length === 1) entry = imported[0];
    else if (called.length === 1) entry = called[0];
  }
  if (!entry) return null;
  if (!mention.member) return { entry };
  const named = entry.members.filter((m) => m.name === mention.member);
  // `Model.create()` written on the class means the static member when there is one.
  const member = named.find((m) => m.static) ?? named[0];
  return member ? { entry, anchor: member.anchor } : { entry };
}

/** The URL of an entry (and member) of a docs version: `/docs/2.0/api/model#firstorfail`. */
export function entryHref(docsBase: string, version: string, target: MentionTarget): string {
  const url = `${docsBase.replace(/\/$/, '')}/${version}/api/${target.entry.slug}`;
  return target.anchor ? `${url}#${target.anchor}` : url;
}

/** The `src/...` files the docs define themselves, from the `title="src/…"` of their code fences. */
export function docsDefinedModules(markdown: string): string[] {
  return [...markdown.matchAll(/\btitle=["'](src\/[^"'\s]+?)\.(?:d\.)?tsx?\b/g)].map((m) => `@${m[1]}`);
}

/** The version whose reference data a page links to: its own, or the newest that has data. */
export function dataVersion(
  version: string,
  released: readonly string[],
  hasData: (version: string) => boolean,
): string | null {
  if (hasData(version)) return version;
  return released.find(hasData) ?? null;
}
