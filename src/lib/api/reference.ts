/**
 * The API reference data (api/version-<v>/reference.json, written by scripts/api-generate.mjs) and
 * the lookups the site makes in it: the entry a sample's import names, the entries a piece of inline
 * code names, the URL of an entry and of a member. Pure: plugins/api-reference reads the files.
 */
import { entrySlug, memberAnchor } from '../apiReference.cjs';

export { entrySlug, memberAnchor };

export interface ApiSource {
  /** Path in the framework repository, e.g. `src/core/domains/models/base/Model.ts`. */
  file: string;
  line: number;
}

export interface ApiParam {
  name: string;
  default?: string;
  doc?: string;
}

export interface ApiSignature {
  /** The signature as TypeScript, e.g. `save(): Promise<void>`. */
  text: string;
  /** The doc comment (Markdown: paragraphs, `inline code`, fenced examples). */
  doc?: string;
  returns?: string;
  throws?: string[];
  deprecated?: string;
  /** Parameters with a doc comment or a default value. */
  params?: ApiParam[];
}

export type ApiMemberKind = 'constructor' | 'method' | 'property' | 'accessor' | 'enum member';

export interface ApiMember {
  name: string;
  /** The member's anchor on its entry's page (`firstorfail`, `static-create`). */
  anchor: string;
  kind: ApiMemberKind;
  static?: boolean;
  access?: 'protected';
  abstract?: boolean;
  optional?: boolean;
  /** The class or interface it is inherited from, by name. */
  inheritedFrom?: string;
  source?: ApiSource;
  signatures: ApiSignature[];
}

export type ApiEntryKind = 'class' | 'abstract class' | 'interface' | 'function' | 'type' | 'const' | 'enum';

export interface ApiEntry {
  name: string;
  /** The entry's URL segment, unique within a version. */
  slug: string;
  kind: ApiEntryKind;
  /** The reference group: the framework domain (`Models`, `HTTP`), `Core` or `Utilities`. */
  group: string;
  /** The `@src/...` module it is imported from. */
  module: string;
  /** `default`, or the exported name. */
  export: string;
  /** The import line, e.g. `import Model from '@src/core/domains/models/base/Model';`. */
  import: string;
  source?: ApiSource;
  doc?: string;
  returns?: string;
  throws?: string[];
  deprecated?: string;
  /** The declaration line: `abstract class Model<…> implements IModel<…>`, `function auth(): IAuthService`. */
  declaration: string;
  /** A function's signatures (overloads). */
  signatures?: ApiSignature[];
  members: ApiMember[];
  /** Other imports of the same symbol (re-exports). */
  alsoExported?: { module: string; export: string }[];
}

export interface ApiReferenceData {
  format: 1;
  /** The docs version the data belongs to (`2.0`). */
  version: string;
  /** The release tag and commit it was generated from. */
  tag: string;
  commit: string;
  /** The framework's GitHub repository, `owner/name`. */
  repository: string;
  generatedBy: string;
  /** Every source file of the release (`src/...`), to tell framework imports from the docs' own files. */
  modules: string[];
  entries: ApiEntry[];
}

/** What is wrong with a reference data file, one line per problem (empty when it can be used). */
export function referenceProblems(data: unknown): string[] {
  const problems: string[] = [];
  if (!data || typeof data !== 'object') return ['is not a JSON object'];
  const d = data as Partial<ApiReferenceData>;
  if (d.format !== 1)
    problems.push(`format is ${JSON.stringify(d.format)}, expected 1 (regenerate it with npm run api:generate)`);
  for (const key of ['version', 'tag', 'commit', 'repository'] as const)
    if (typeof d[key] !== 'string' || !d[key]) problems.push(`${key} is missing`);
  if (typeof d.commit === 'string' && !/^[0-9a-f]{40}$/.test(d.commit))
    problems.push('commit is not a 40-character commit id');
  if (!Array.isArray(d.modules)) problems.push('modules is missing');
  if (!Array.isArray(d.entries) || d.entries.length === 0) {
    problems.push('entries is missing or empty');
    return problems;
  }
  const slugs = new Set<string>();
  d.entries.forEach((entry, i) => {
    const at = `entries[${i}]${entry && typeof entry.name === 'string' ? ` (${entry.name})` : ''}`;
    for (const key of ['name', 'slug', 'kind', 'group', 'module', 'export', 'import', 'declaration'] as const)
      if (typeof entry?.[key] !== 'string' || !entry[key]) problems.push(`${at}: ${key} is missing`);
    if (!Array.isArray(entry?.members)) problems.push(`${at}: members is missing`);
    if (entry?.slug) {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(entry.slug)) problems.push(`${at}: slug "${entry.slug}" is not kebab-case`);
      if (slugs.has(entry.slug)) problems.push(`${at}: slug "${entry.slug}" is used twice`);
      slugs.add(entry.slug);
    }
  });
  return problems;
}

/** The URL of the reference of a docs version (`/docs/2.0/api`), or of one entry in it. */
export function referenceUrl(docsBasePath: string, versionPath: string, slug?: string): string {
  const base = `${docsBasePath.replace(/\/$/, '')}/${versionPath}/api`;
  return slug ? `${base}/${slug}` : base;
}

export interface ReferenceIndex {
  data: ApiReferenceData;
  /** The entry an import names: module (`@src/...`) and exported name (`default` or the name). */
  byImport(module: string, exported: string): ApiEntry | undefined;
  /** Entries with this name (usually one). */
  byName(name: string): ApiEntry[];
  bySlug(slug: string): ApiEntry | undefined;
  /** Whether an `@src/...` module is a file of the framework release. */
  isFrameworkModule(module: string): boolean;
}

export function createReferenceIndex(data: ApiReferenceData): ReferenceIndex {
  const imports = new Map<string, ApiEntry>();
  const names = new Map<string, ApiEntry[]>();
  const slugs = new Map<string, ApiEntry>();
  for (const entry of data.entries) {
    imports.set(`${entry.module}#${entry.export}`, entry);
    for (const other of entry.alsoExported ?? []) imports.set(`${other.module}#${other.export}`, entry);
    names.set(entry.name, [...(names.get(entry.name) ?? []), entry]);
    slugs.set(entry.slug, entry);
  }
  const modules = new Set<string>();
  for (const file of data.modules) {
    const path = `@${file.replace(/\.tsx?$/, '')}`;
    modules.add(path);
    if (path.endsWith('/index')) modules.add(path.slice(0, -'/index'.length));
  }
  return {
    data,
    byImport: (module, exported) => imports.get(`${module}#${exported}`),
    byName: (name) => names.get(name) ?? [],
    bySlug: (slug) => slugs.get(slug),
    isFrameworkModule: (module) => modules.has(module),
  };
}

/** The GitHub URL of a source line at the release's tag. */
export function sourceUrl(data: Pick<ApiReferenceData, 'repository' | 'tag'>, source: ApiSource): string {
  return `https://github.com/${data.repository}/blob/${data.tag}/${source.file}#L${source.line}`;
}
