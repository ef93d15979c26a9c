/**
 * The API reference for readers' AI tools, written from the reference data (never from the HTML) by
 * plugins/llms: a Markdown twin of every entry page (`/docs/2.0/api/model.md`) and of the index
 * (`/docs/2.0/api.md`), and `llms-api.txt`, every entry of the latest release with its twin and
 * summary, which `llms.txt` points to.
 */
import type { ApiEntry, ApiMember, ApiSignature, ApiSource } from '../api/reference';
import { docSummary } from '../api/docText';

/** What a twin needs beside its entry: absolute URLs of the site and of the source at the tag. */
export interface ReferenceTwinContext {
  /** The docs version label (`2.0`) and the release the data was generated from. */
  versionLabel: string;
  tag: string;
  /** The absolute URL of the entry's page. */
  url: string;
  /** The GitHub URL of a source line at the tag. */
  sourceUrl(source: ApiSource): string;
  /** The guides whose samples import the entry, with their absolute URLs. */
  usedIn: readonly { title: string; url: string }[];
}

/** The first sentence of a doc comment, as the reference index shows it (at most 158 characters here). */
export function entrySummary(doc: string | undefined): string | undefined {
  return docSummary(doc, 158);
}

/** Text set in Markdown as it reads: characters that would start markup are escaped. */
export function escapeMarkdown(value: string): string {
  return value.replace(/[\\`*_[\]<>#|]/g, '\\$&');
}

/** A fenced TypeScript block, with a fence longer than any run of backticks inside. */
function code(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}ts\n${text}\n${fence}`;
}

const definedIn = (source: ApiSource | undefined, context: ReferenceTwinContext): string[] =>
  source ? [`Defined in [${source.file}:${source.line}](${context.sourceUrl(source)}).`] : [];

/** A signature's doc comment, parameters, return value, exceptions and deprecation. */
function signatureNotes(
  signature: Pick<ApiSignature, 'doc' | 'params' | 'returns' | 'throws' | 'deprecated'>,
): string[] {
  const blocks: string[] = [];
  if (signature.deprecated) blocks.push(`**Deprecated.** ${signature.deprecated}`);
  if (signature.doc) blocks.push(signature.doc.trim());
  const params = (signature.params ?? []).filter((p) => p.doc || p.default);
  if (params.length)
    blocks.push(
      [
        'Parameters:',
        '',
        ...params.map(
          (p) =>
            `- \`${p.name}\`${p.default ? ` (default \`${p.default}\`)` : ''}${p.doc ? `: ${p.doc.replace(/\s*\n\s*/g, ' ')}` : ''}`,
        ),
      ].join('\n'),
    );
  if (signature.returns) blocks.push(`Returns: ${signature.returns.trim()}`);
  for (const thrown of signature.throws ?? []) blocks.push(`Throws: ${thrown.trim()}`);
  return blocks;
}

const SECTIONS: { title: string; kinds: ApiMember['kind'][] }[] = [
  { title: 'Constructor', kinds: ['constructor'] },
  { title: 'Properties', kinds: ['property', 'accessor'] },
  { title: 'Methods', kinds: ['method'] },
  { title: 'Members', kinds: ['enum member'] },
];

function memberMarkdown(member: ApiMember, context: ReferenceTwinContext): string[] {
  const notes = member.signatures.flatMap((signature) => [code(signature.text), ...signatureNotes(signature)]);
  return [
    `### ${escapeMarkdown(member.name)}`,
    ...notes,
    ...(member.inheritedFrom ? [`Inherited from \`${member.inheritedFrom}\`.`] : []),
    ...definedIn(member.source, context),
  ];
}

/** The Markdown twin of an entry page: the same content as the page, from the data. */
export function entryMarkdown(entry: ApiEntry, context: ReferenceTwinContext): string {
  const summary = entrySummary(entry.doc);
  const blocks: string[] = [
    `# ${escapeMarkdown(entry.name)}`,
    ...(summary ? [`> ${summary}`] : []),
    `Source: <${context.url}>`,
    `${entry.kind} in ${entry.group}, Larascript ${context.versionLabel} API reference (generated from ${context.tag}).`,
    code(entry.import),
    code(entry.declaration),
    ...(entry.deprecated ? [`**Deprecated.** ${entry.deprecated}`] : []),
    ...(entry.doc ? [entry.doc.trim()] : []),
    ...(entry.signatures ?? []).flatMap((signature) =>
      signature.text === entry.declaration
        ? signatureNotes(signature)
        : [code(signature.text), ...signatureNotes(signature)],
    ),
    ...(!entry.signatures && entry.returns ? [`Returns: ${entry.returns.trim()}`] : []),
    ...(!entry.signatures ? (entry.throws ?? []).map((thrown) => `Throws: ${thrown.trim()}`) : []),
    ...definedIn(entry.source, context),
    ...(entry.alsoExported?.length
      ? [
          `Also exported as ${entry.alsoExported.map((other) => `\`${other.export}\` from \`${other.module}\``).join(', ')}.`,
        ]
      : []),
  ];
  if (context.usedIn.length)
    blocks.push(
      '## Used in the guides',
      context.usedIn.map((guide) => `- [${escapeMarkdown(guide.title)}](${guide.url})`).join('\n'),
    );
  for (const section of SECTIONS) {
    const members = entry.members.filter((member) => section.kinds.includes(member.kind));
    if (!members.length) continue;
    blocks.push(`## ${section.title}`, ...members.flatMap((member) => memberMarkdown(member, context)));
  }
  return `${blocks.join('\n\n')}\n`;
}

/** An entry as the index lists it. */
export interface IndexedEntry {
  name: string;
  kind: string;
  /** The absolute URL of the entry's Markdown twin. */
  markdownUrl: string;
  summary?: string;
}

/** The entries by group, groups and entries in alphabetical order. */
export function indexGroups(entries: readonly (IndexedEntry & { group: string })[]): {
  group: string;
  entries: IndexedEntry[];
}[] {
  const groups = new Map<string, IndexedEntry[]>();
  for (const { group, ...entry } of entries) groups.set(group, [...(groups.get(group) ?? []), entry]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, list]) => ({ group, entries: [...list].sort((a, b) => a.name.localeCompare(b.name)) }));
}

function groupLists(groups: ReturnType<typeof indexGroups>): string[] {
  return groups.flatMap(({ group, entries }) => [
    `## ${escapeMarkdown(group)}`,
    entries
      .map(
        (entry) =>
          `- [${escapeMarkdown(entry.name)}](${entry.markdownUrl}): ${entry.kind}${entry.summary ? `. ${entry.summary}` : ''}`,
      )
      .join('\n'),
  ]);
}

export interface ReferenceIndexSite {
  /** The site's name (`Larascript Framework`). */
  name: string;
  versionLabel: string;
  tag: string;
  /** The absolute URL of the reference's index page. */
  url: string;
}

const about = (site: ReferenceIndexSite) =>
  `Every class, interface, function, type and constant of ${site.name} ${site.versionLabel} that the guides import or a project extends, generated from the ${site.tag} source.`;

/** The twin of the reference's index page (`/docs/2.0/api.md`). */
export function indexMarkdown(site: ReferenceIndexSite, groups: ReturnType<typeof indexGroups>): string {
  return `${['# API Reference', `> ${about(site)}`, `Source: <${site.url}>`, ...groupLists(groups)].join('\n\n')}\n`;
}

/** llms-api.txt: the reference of the latest release, every entry linked to its twin with its summary. */
export function llmsApiTxt(site: ReferenceIndexSite, groups: ReturnType<typeof indexGroups>): string {
  const count = groups.reduce((n, group) => n + group.entries.length, 0);
  return `${[
    `# ${site.name} API Reference`,
    `> ${about(site)}`,
    `The ${count} entries of the ${site.versionLabel} API reference (${site.url}), by group. Each links to its Markdown version (the entry page's URL with .md added): the import line, the declaration, the doc comment, where it is defined, the guides that use it, and every constructor, property and method with its signature.`,
    ...groupLists(groups),
  ].join('\n\n')}\n`;
}
