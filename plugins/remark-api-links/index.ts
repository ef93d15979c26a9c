/**
 * remark-api-links: links the guides to the API reference at build time, with no JavaScript added.
 *
 * - Samples: in each ```ts/tsx fence (after plugins/remark-include filled fences that show a file),
 *   every name imported from a framework module gets the URL of its entry, passed to the theme's
 *   CodeBlock as the `apiLinks` property; the block renders those names on import lines as links.
 * - Prose: inline code that names a documented class or helper (`Model`, `auth()`,
 *   `Model.findById()`, `new Collection()`, `IModel<T>`) becomes a link to the entry (and member),
 *   except inside links and headings.
 *
 * A sample that imports a framework symbol missing from the version's reference data fails the
 * build, naming the page, the line and the symbol. A version without data (a fresh cut, or the
 * unreleased docs/) links to the newest version that has data, unchecked, with one warning.
 * Register it after remark-include.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import type { ApiEntry } from '../../src/lib/api/reference';
import {
  dataVersion,
  docsDefinedModules,
  encodeSampleLinks,
  entryHref,
  mentionCandidates,
  parseMention,
  resolveMention,
  sampleLinks,
} from '../../src/lib/api/links';
import { checkMembers, receiverTypes } from '../../src/lib/api/memberCheck';
import { loadReference, type LoadedReference } from '../api-reference/load';
// The rule of which inline code is a probe, shared with scripts/check-samples.mjs (CommonJS, see there).
import * as probes from '../../src/lib/api/probes.cjs';

export interface RemarkApiLinksOptions {
  /** The site root (api/, docs/, versioned_docs/, versions.json). */
  siteDir: string;
  /** The site's baseUrl, for the sample links the theme renders as plain `<a>` elements. */
  baseUrl: string;
  /** The docs route base path (`docs`). */
  routeBasePath?: string;
}

interface Node {
  type: string;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  url?: string;
  children?: Node[];
  position?: { start: { line: number }; end: { line: number } };
  data?: { hProperties?: Record<string, unknown> };
}

const SAMPLE_LANGS = new Set(['ts', 'typescript', 'tsx']);
/** Links and headings keep their inline code as it is (no link in a link, headings stay plain). */
const SKIP = new Set(['link', 'linkReference', 'heading', 'code', 'definition']);

const warned = new Set<string>();
const ownModulesCache = new Map<string, Set<string>>();
const receiversCache = new Map<string, Map<string, string>>();
type MissingMember = Extract<ReturnType<typeof checkMembers>, { kind: 'missing' }>;
/**
 * What checking an inline span found, by the span's text and context, for each loaded reference
 * (a reloaded data file starts afresh): the same spans recur on many pages (`find()`,
 * `app('db')`), and each check parses TypeScript.
 */
const spanChecks = new WeakMap<LoadedReference, Map<string, MissingMember | null>>();

/** The values a version's inline code may name (api/version-<v>/receivers.ts), with their type text. */
function receiversOf(siteDir: string, version: string): Map<string, string> {
  let found = receiversCache.get(version);
  if (!found) {
    const file = join(siteDir, 'api', `version-${version}`, 'receivers.ts');
    found = existsSync(file) ? receiverTypes(ts, readFileSync(file, 'utf8')) : new Map();
    receiversCache.set(version, found);
  }
  return found;
}

/**
 * Inline code that reaches a reference entry must name members the entry has: every such failure of a
 * page, as `page:line` lines (empty when none). Spans the page presents as failing to compile are
 * exempt, and spans on pages about several releases are not checked against this one.
 */
export function inlineMemberProblems(
  tree: unknown,
  page: string,
  versionPage: string,
  reference: LoadedReference,
  receivers: ReadonlyMap<string, string>,
): string[] {
  if (probes.HISTORY_PAGES.has(versionPage)) return [];
  const { index } = reference;
  const lookup = (name: string) =>
    receivers.has(name)
      ? ('receiver' as const)
      : index.byName(name).length
        ? ('framework' as const)
        : probes.GLOBALS.has(name)
          ? ('global' as const)
          : null;
  /** What checking the span finds, the same wherever its text and context recur. */
  const check = (span: ReturnType<typeof probes.collectSpans>[number]): MissingMember | null => {
    const c = probes.classifySpan(ts, span.value, {
      lookup,
      receiver: span.receiver,
      firstColumn: span.firstColumn,
      olderRelease: span.olderRelease,
      otherLibrary: span.otherLibrary,
      affix: span.affix,
    });
    if (c.kind !== 'probe' || !['expression', 'signature', 'member'].includes(c.form)) return null;
    if (c.form === 'member' && !c.receiver) return null;
    const expression = probes.parseExpression(ts, c.code);
    if (!expression) return null;
    const result = checkMembers(ts, expression, index, receivers);
    return result.kind === 'missing' ? result : null;
  };
  let checks = spanChecks.get(reference);
  if (!checks) spanChecks.set(reference, (checks = new Map()));
  const problems: string[] = [];
  for (const span of probes.collectSpans(tree)) {
    if (span.expectFail) continue;
    const key = [span.value, span.receiver, span.firstColumn, span.olderRelease, span.otherLibrary, span.affix].join(
      '\0',
    );
    let result = checks.get(key);
    if (result === undefined) checks.set(key, (result = check(span)));
    if (result)
      problems.push(
        `${page}:${span.line}: \`${span.value}\`: ${result.entry.name} has no ${result.side === 'static' ? 'static ' : ''}member ` +
          `'${result.member}' (${reference.file}, ${reference.data.tag}). Name a member the type has, ` +
          'or, if the page shows a call that fails, say so right after the span ("does not compile").',
      );
  }
  return problems;
}

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

/** The `src/...` modules a docs folder defines with `title="src/…"` fences (not framework symbols). */
function ownModules(docsDir: string): Set<string> {
  let found = ownModulesCache.get(docsDir);
  if (!found) {
    found = new Set(markdownFiles(docsDir).flatMap((file) => docsDefinedModules(readFileSync(file, 'utf8'))));
    ownModulesCache.set(docsDir, found);
  }
  return found;
}

/** The docs version a page belongs to and its docs folder, or null for pages outside the docs. */
function pageVersion(siteDir: string, page: string): { version: string; dir: string } | null {
  const parts = page.split(sep);
  if (parts[0] === 'versioned_docs' && parts[1]?.startsWith('version-'))
    return { version: parts[1].slice('version-'.length), dir: join(siteDir, parts[0], parts[1]) };
  if (parts[0] === 'docs') return { version: 'current', dir: join(siteDir, 'docs') };
  return null;
}

function walk(node: Node, visit: (node: Node, parent: Node, index: number) => void) {
  node.children?.forEach((child, i) => {
    visit(child, node, i);
    if (!SKIP.has(child.type)) walk(child, visit);
  });
}

export default function remarkApiLinks(options: RemarkApiLinksOptions) {
  const { siteDir, baseUrl } = options;
  const docsBase = `/${options.routeBasePath ?? 'docs'}`;
  const released: string[] = JSON.parse(readFileSync(join(siteDir, 'versions.json'), 'utf8'));
  const hasData = (v: string) => v !== 'current' && loadReference(siteDir, v) !== null;

  return (tree: Node, file: { path?: string }) => {
    if (!file.path) return;
    const page = relative(siteDir, file.path);
    const where = pageVersion(siteDir, page);
    if (!where) return;
    const linked = dataVersion(where.version, released, hasData);
    const checked = linked === where.version;
    if (!checked && !warned.has(where.version)) {
      warned.add(where.version);
      const name = where.version === 'current' ? 'next (docs/)' : where.version;
      console.warn(
        `[remark-api-links] docs version ${name} has no reference data (api/version-${where.version}/reference.json)` +
          (linked
            ? `: its samples and prose link to ${linked}'s reference, unchecked.`
            : ': no links to the reference.'),
      );
    }
    if (!linked) return;
    const reference = loadReference(siteDir, linked) as LoadedReference;
    const { index } = reference;
    const own = ownModules(where.dir);
    const isOwn = (module: string) => own.has(module);
    const href = (target: { entry: ApiEntry; anchor?: string }) => entryHref(docsBase, linked, target);

    if (checked) {
      const versionPage = relative(where.dir, file.path).split(sep).join('/');
      const problems = inlineMemberProblems(tree, page, versionPage, reference, receiversOf(siteDir, linked));
      if (problems.length) throw new Error(problems.join('\n'));
    }

    const pageModules = new Set<string>();
    walk(tree, (node) => {
      if (node.type !== 'code' || !SAMPLE_LANGS.has(node.lang ?? '')) return;
      // A block naming its release (the Upgrade Guide's before/after code) is checked against that tag by check:samples.
      if (/(?:^|\s)release=/.test(node.meta ?? '')) return;
      const links = sampleLinks(node.value ?? '', index, isOwn);
      const fenceLine = node.position?.start.line ?? 1;
      // A fence filled from a file (remark-include) is two lines on the page: the fence line is named.
      const ownLines = (node.position?.end.line ?? fenceLine) - fenceLine - 1;
      const included = ownLines !== (node.value ?? '').split('\n').length;
      for (const link of links) {
        pageModules.add(link.module);
        if (!link.entry && checked) {
          const line = included ? fenceLine : fenceLine + link.line;
          throw new Error(
            `${page}:${line}: ${link.name} imported from '${link.module}' has no entry in ${reference.file}` +
              ` (run npm run api:generate -- <larascript checkout> for ${reference.data.tag}, or fix the import)`,
          );
        }
      }
      const found = links.flatMap((l) =>
        l.entry ? [{ name: l.name, href: `${baseUrl.replace(/\/$/, '')}${href({ entry: l.entry })}` }] : [],
      );
      const encoded = encodeSampleLinks(found);
      if (!encoded) return;
      node.data ??= {};
      node.data.hProperties = { ...node.data.hProperties, apiLinks: encoded };
    });

    walk(tree, (node, parent, i) => {
      if (node.type !== 'inlineCode') return;
      const mention = parseMention(node.value ?? '');
      if (!mention) return;
      const target = resolveMention(mention, mentionCandidates(mention, index, isOwn), pageModules);
      if (!target) return;
      parent.children![i] = { type: 'link', url: href(target), children: [node] };
    });
  };
}
