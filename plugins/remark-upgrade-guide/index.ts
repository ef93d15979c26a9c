/**
 * remark-upgrade-guide: builds the Upgrade Guide's interactive parts from its Markdown and fills the
 * "Changed in" notes of the pages it names. On getting-started/upgrade-guide.mdx it reads the entries
 * (src/lib/upgradeGuide.ts), hands them to `<UpgradeChooser />`, turns each `**Impact:** high` item
 * into a labelled badge and wraps each release section in `<section data-upgrade-release>` so the
 * chooser can hide applied releases. On any docs page, `<ChangedIn entry="u204-5" />` becomes a note
 * "Changed in 2.0.4: <title>" linking to the entry: plain markup (`div.changed-in`), no JavaScript.
 * The guide's components are imported by the guide itself, so their code ships with it only. Runs before Docusaurus's own plugins so the links it adds
 * are resolved and checked like any file link. Malformed entries and unknown notes fail the build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Heading, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { GUIDE_PAGE, parseUpgradeGuide, type UpgradeGuide } from '../../src/lib/upgradeGuide';
import { componentImport } from '../../src/lib/mdxImport';

export interface RemarkUpgradeGuideOptions {
  /** The site root (versioned_docs/, docs/). */
  siteDir: string;
}

type Attribute = { type: 'mdxJsxAttribute'; name: string; value: string };
const attr = (name: string, value: string): Attribute => ({ type: 'mdxJsxAttribute', name, value });

/** The docs folder of a page (`versioned_docs/version-2.0` or `docs`) and its path inside it, or null. */
export function docsLocation(page: string): { root: string; path: string } | null {
  const parts = page.split(sep);
  if (parts[0] === 'versioned_docs' && parts[1]?.startsWith('version-'))
    return { root: `${parts[0]}/${parts[1]}`, path: parts.slice(2).join('/') };
  if (parts[0] === 'docs') return { root: 'docs', path: parts.slice(1).join('/') };
  return null;
}

/** The guide of a docs folder, parsed; problems fail the build naming the guide's file. */
export function loadGuide(siteDir: string, root: string): UpgradeGuide | null {
  const file = join(siteDir, root, GUIDE_PAGE);
  if (!existsSync(file)) return null;
  const problems: string[] = [];
  const guide = parseUpgradeGuide(readFileSync(file, 'utf8'), problems);
  if (problems.length > 0) throw new Error(`${root}/${GUIDE_PAGE}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return guide;
}

/** `../getting-started/upgrade-guide.mdx` as seen from a page of the docs folder. */
function guideLinkFrom(path: string): string {
  const depth = path.split('/').length - 1;
  return `${depth === 0 ? './' : '../'.repeat(depth)}${GUIDE_PAGE}`;
}

const headingId = (heading: Heading): string | null => {
  const last = heading.children.at(-1);
  return last?.type === 'text' ? (/\{#([^}\s]+)\}\s*$/.exec(last.value)?.[1] ?? null) : null;
};

function transformGuide(tree: Root, guide: UpgradeGuide, where: string): void {
  const chooser = tree.children.find(
    (node) => node.type === 'mdxJsxFlowElement' && (node as { name?: string }).name === 'UpgradeChooser',
  ) as { attributes: Attribute[] } | undefined;
  if (!chooser) throw new Error(`${where}: the Upgrade Guide needs a <UpgradeChooser /> line`);
  chooser.attributes = [
    attr(
      'entries',
      JSON.stringify(
        guide.entries.map(({ id, release, impact, effort, title }) => ({ id, release, impact, effort, title })),
      ),
    ),
    attr('releases', JSON.stringify(guide.releases)),
  ];

  // `- **Impact:** high — why` → the badge, then the rest of the sentence.
  const badge = (paragraph: Paragraph): void => {
    const [label, rest] = paragraph.children;
    if (label?.type !== 'strong' || label.children[0]?.type !== 'text' || label.children[0].value !== 'Impact:') return;
    if (rest?.type !== 'text') return;
    const match = /^\s*(high|medium|low)\b\s*/.exec(rest.value);
    if (!match) return;
    const element = {
      type: 'mdxJsxTextElement',
      name: 'UpgradeImpact',
      attributes: [attr('level', match[1])],
      children: [],
    } as unknown as PhrasingContent;
    paragraph.children = [
      element,
      { ...rest, value: ` ${rest.value.slice(match[0].length)}` },
      ...paragraph.children.slice(2),
    ];
  };
  const walk = (node: { type: string; children?: unknown[] }): void => {
    if (node.type === 'paragraph') badge(node as Paragraph);
    for (const child of node.children ?? []) walk(child as { type: string; children?: unknown[] });
  };
  walk(tree);

  // Each release heading and what follows it, up to the next h2, goes into one section.
  const releaseIds = new Map(guide.releases.map((r) => [r.id, r.release]));
  const children: RootContent[] = [];
  let section: { children: RootContent[] } | null = null;
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth <= 2) {
      section = null;
      const release = node.depth === 2 ? releaseIds.get(headingId(node) ?? '') : undefined;
      if (release) {
        section = { children: [] };
        children.push({
          type: 'mdxJsxFlowElement',
          name: 'section',
          attributes: [attr('data-upgrade-release', release)],
          children: section.children,
        } as unknown as RootContent);
      }
    }
    (section ? section.children : children).push(node);
  }
  tree.children = [componentImport('UpgradeChooser'), componentImport('UpgradeImpact'), ...children];
}

const isNote = (node: RootContent): boolean => node.type === 'mdxJsxFlowElement' && node.name === 'ChangedIn';

/**
 * Notes that follow each other become one note listing the changes, in page order: a page that
 * several releases changed shows one box, not a stack of them.
 */
function groupNotes(children: RootContent[]): RootContent[] {
  const grouped: RootContent[] = [];
  for (let i = 0; i < children.length; i++) {
    let end = i;
    while (isNote(children[i]!) && end + 1 < children.length && isNote(children[end + 1]!)) end++;
    if (end === i) {
      grouped.push(children[i]!);
      continue;
    }
    const run = children.slice(i, end + 1) as unknown as { children: RootContent[] }[];
    grouped.push({
      type: 'mdxJsxFlowElement',
      name: 'ChangedIn',
      attributes: [],
      children: [
        {
          type: 'list',
          ordered: false,
          spread: false,
          children: run.map((note) => ({ type: 'listItem', spread: false, children: note.children })),
        },
      ],
    } as unknown as RootContent);
    i = end;
  }
  return grouped;
}

/** Replaces `<ChangedIn entry="…" />` (an MDX element, or an HTML block in a .md page) with the filled note. */
function transformNotes(tree: Root, path: string, load: () => UpgradeGuide | null, where: string): void {
  let guide: UpgradeGuide | null | undefined;
  const note = (id: string, line: number | undefined): RootContent => {
    guide ??= load();
    const entry = guide?.entries.find((e) => e.id === id);
    if (!entry)
      throw new Error(
        `${where}:${line ?? 1}: <ChangedIn entry="${id}" /> names no entry of the Upgrade Guide (${GUIDE_PAGE})`,
      );
    return {
      type: 'mdxJsxFlowElement',
      name: 'ChangedIn',
      attributes: [],
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', value: `Changed in ${entry.release}: ` },
            {
              type: 'link',
              url: `${guideLinkFrom(path)}#${entry.id}`,
              children: [{ type: 'text', value: entry.title }],
            },
          ],
        },
      ],
    } as unknown as RootContent;
  };
  const walk = (parent: { children?: RootContent[] }): void => {
    if (!parent.children) return;
    parent.children = parent.children.flatMap((node): RootContent[] => {
      const line = node.position?.start.line;
      if (node.type === 'mdxJsxFlowElement' && node.name === 'ChangedIn') {
        const entry = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'entry')?.value;
        return [note(typeof entry === 'string' ? entry : '', line)];
      }
      if (node.type === 'html' && /^\s*<ChangedIn\b/.test(node.value)) {
        const ids = [...node.value.matchAll(/<ChangedIn\s+entry=["']([^"']*)["']\s*\/>/g)].map((m) => m[1]);
        if (ids.length === 0 || node.value.replace(/<ChangedIn\s+entry=["'][^"']*["']\s*\/>/g, '').trim() !== '')
          throw new Error(
            `${where}:${line ?? 1}: write each note as <ChangedIn entry="u204-5" /> on a line of its own`,
          );
        return ids.map((id) => note(id, line));
      }
      walk(node as { children?: RootContent[] });
      return [node];
    });
    parent.children = groupNotes(parent.children);
  };
  walk(tree);
  // A note is plain markup, styled by src/css/custom.css: no component, no JavaScript on the page.
  const toElement = (parent: { children?: RootContent[] }): void => {
    for (const node of parent.children ?? []) {
      if (isNote(node)) {
        Object.assign(node, { name: 'div', attributes: [attr('className', 'changed-in'), attr('role', 'note')] });
      } else toElement(node as { children?: RootContent[] });
    }
  };
  toElement(tree);
}

export default function remarkUpgradeGuide(options: RemarkUpgradeGuideOptions) {
  const { siteDir } = options;
  return (tree: Root, file: VFile) => {
    if (!file.path) return;
    const page = relative(siteDir, file.path);
    const location = docsLocation(page);
    if (!location) return;
    const load = () => loadGuide(siteDir, location.root);
    if (location.path === GUIDE_PAGE) transformGuide(tree, load()!, page);
    transformNotes(tree, location.path, load, page);
  };
}
