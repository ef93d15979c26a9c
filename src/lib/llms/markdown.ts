/**
 * A docs page as plain Markdown (its "Markdown twin", written by plugins/llms beside the page at
 * `<page URL>.md` and gathered in llms-full.txt): the source Markdown with its front matter turned
 * into `# Title`, the description and the page's URL, and every construct the site renders with a
 * component turned into plain Markdown:
 *
 * - `<ConfigReference config={x} />` becomes the "Defined in" line and a table (configTable.ts);
 * - `<Tabs>`/`<TabItem label>` become one section per tab, each under its label in bold;
 * - ```` ```bash npm2yarn ```` becomes an npm block and a Yarn block, converted as the site converts
 *   them (npm-to-yarn, the converter of @docusaurus/remark-plugin-npm2yarn);
 * - `<AnchorNav label>` becomes its label in bold and its link list;
 * - the Upgrade Guide's `<UpgradeChooser />` is dropped (the twin lists every release), and a
 *   `<ChangedIn entry="u204-5" />` note becomes the sentence "Changed in 2.0.4: <title>" linking to the entry;
 * - a `::diagram{name="…"}` line (plugins/remark-diagram) becomes the diagram as a numbered list
 *   (diagram.ts);
 * - `:::warning[Title]` admonitions become blockquotes that start with the kind and the title;
 * - imports, exports and MDX comments are dropped; heading ids (`{#id}`) are removed;
 * - links become absolute URLs of the site: a link to a page's source file (`../http/routing.md#x`)
 *   becomes that page's URL, a root-relative one gets the site's URL and base path.
 *
 * Code blocks keep their language and `title`; an empty one with `file="…"` gets that file's content. `.md` files are parsed as CommonMark and `.mdx` files
 * as MDX, as the site does (`markdown.format: 'detect'`). A component or expression with no plain
 * Markdown form fails with the file and line, so a twin never shows JSX.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import npmToYarn from 'npm-to-yarn';
import type { Code, Heading, Nodes, Paragraph, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { ConfigFile } from '../../data/config/types';
import { DIAGRAM_DATA } from '../../data/diagrams';
import { configReferenceNodes } from './configTable';
import { diagramNodes } from './diagram';
import { includeIntoCode } from '../codeInclude.cjs';
import { asDiff, hasNotation, parseNotation } from '../codeNotation.cjs';
import { GUIDE_PAGE, parseUpgradeGuide, type UpgradeGuide } from '../upgradeGuide';
import { stringifyMarkdown } from './stringify';

export interface TwinPage {
  /** The page's source as written, front matter included. */
  source: string;
  /** The source file's path from the site folder (`versioned_docs/version-2.0/http/routing.md`). */
  file: string;
  title: string;
  description?: string;
  /** The page's absolute URL. */
  url: string;
}

export interface TwinContext {
  /** The site folder: `file="…"` code fences (plugins/remark-include) show files from there. */
  rootDir: string;
  /** The site's URL with its base path and a trailing slash, e.g. `https://www.larascriptnode.com/`. */
  siteRoot: string;
  /** The absolute URL of the page built from a source file (path from the site folder), if any. */
  pageUrlOf(file: string): string | undefined;
  /** The default export of a module an MDX page imports, e.g. `@site/src/data/config/http`. */
  loadModule(specifier: string): Promise<unknown>;
}

/** Docusaurus's admonition keywords and the word the twin starts each with. */
const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

// The node types remark-directive and remark-mdx add to mdast.
type ContainerDirective = Extract<RootContent, { type: 'containerDirective' }>;
type MdxJsxFlowElement = Extract<RootContent, { type: 'mdxJsxFlowElement' }>;
type MdxJsxTextElement = Extract<RootContent, { type: 'mdxJsxTextElement' }>;
type MdxjsEsm = Extract<RootContent, { type: 'mdxjsEsm' }>;

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const bold = (children: PhrasingContent[]): Paragraph => ({
  type: 'paragraph',
  children: [{ type: 'strong', children }],
});
const isComment = (expression: string): boolean => /^\s*(\/\*[\s\S]*?\*\/\s*)*$/.test(expression);

/** The source with its front matter blanked out, so that positions still give the file's lines. */
function withoutFrontMatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/, (block) => block.replace(/[^\n]/g, ' '));
}

function parse(page: TwinPage): Root {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
  if (page.file.endsWith('.mdx')) processor.use(remarkMdx);
  return processor.parse(withoutFrontMatter(page.source));
}

/** Local name → module of each default import in the page's `import` lines. */
function defaultImports(tree: Root): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportDefaultSpecifier')
          imports.set(specifier.local.name, String(statement.source.value));
      }
    }
  }
  return imports;
}

function jsxElements(node: Nodes, found: (MdxJsxFlowElement | MdxJsxTextElement)[] = []) {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') found.push(node);
  if ('children' in node) for (const child of node.children) jsxElements(child, found);
  return found;
}

/** A string attribute of a JSX element (`label="PostgreSQL"`), or the name of an `{identifier}` one. */
function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || attr.name !== name) continue;
    if (typeof attr.value === 'string') return attr.value;
    if (attr.value && typeof attr.value === 'object') return attr.value.value.trim();
  }
  return undefined;
}

function isConfigFile(value: unknown): value is ConfigFile {
  const candidate = value as Partial<ConfigFile> | null;
  return typeof candidate?.file === 'string' && Array.isArray(candidate.items);
}

/** The page as plain Markdown, starting with `# Title`. */
export async function pageToMarkdown(page: TwinPage, context: TwinContext): Promise<string> {
  const tree = parse(page);
  const fail = (node: Nodes | undefined, message: string): never => {
    throw new Error(`${page.file}:${node?.position?.start.line ?? 1}: ${message}`);
  };

  // Load the data of every configuration card first, so the conversion below is synchronous.
  const imports = defaultImports(tree);
  const configs = new Map<string, ConfigFile>();
  for (const element of jsxElements(tree)) {
    if (element.name !== 'ConfigReference') continue;
    const name = attribute(element, 'config') ?? '';
    const specifier = imports.get(name);
    if (!specifier)
      fail(element, `<ConfigReference config={${name}} />: "${name}" is not a default import of the page`);
    const loaded = await context.loadModule(specifier!);
    if (!isConfigFile(loaded)) fail(element, `<ConfigReference>: ${specifier} does not export a configuration file`);
    configs.set(name, loaded as ConfigFile);
  }

  const absolute = (url: string, node: Nodes): string => {
    if (url.startsWith('pathname://')) return context.siteRoot + url.slice('pathname://'.length).replace(/^\/+/, '');
    if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return url;
    if (url.startsWith('#')) return page.url + url;
    if (url.startsWith('/')) return context.siteRoot + url.slice(1);
    const split = url.search(/[?#]/);
    const path = split < 0 ? url : url.slice(0, split);
    if (/\.mdx?$/.test(path)) {
      const target = context.pageUrlOf(posix.normalize(posix.join(posix.dirname(page.file), decodeURI(path))));
      if (!target) return fail(node, `the link to ${path} does not lead to a docs page of this version`);
      return target + (split < 0 ? '' : url.slice(split));
    }
    return new URL(url, page.url).href;
  };

  const convertAll = (nodes: readonly RootContent[]): RootContent[] => nodes.flatMap(convert);

  // The docs folder of the page (versioned_docs/version-2.0 or docs), where its Upgrade Guide lives.
  const docsRoot = page.file.startsWith('versioned_docs/') ? page.file.split('/').slice(0, 2).join('/') : 'docs';
  const pagePath = page.file.slice(docsRoot.length + 1);
  let guide: UpgradeGuide | undefined;
  const changedIn = (id: string, node: Nodes): RootContent[] => {
    guide ??= parseUpgradeGuide(readFileSync(join(context.rootDir, docsRoot, GUIDE_PAGE), 'utf8'));
    const entry = guide.entries.find((e) => e.id === id);
    if (!entry) return fail(node, `<ChangedIn entry="${id}" /> names no entry of the Upgrade Guide`);
    const up = '../'.repeat(pagePath.split('/').length - 1) || './';
    const url = absolute(`${up}${GUIDE_PAGE}#${entry.id}`, node);
    return [
      {
        type: 'paragraph',
        children: [text(`Changed in ${entry.release}: `), { type: 'link', url, children: [text(entry.title)] }],
      },
    ];
  };

  const codeBlock = (node: Code): RootContent[] => {
    // An empty fence with file="…" shows that file of the repository, as on the page.
    try {
      includeIntoCode(node, { rootDir: context.rootDir, page: page.file });
    } catch (error) {
      return fail(node, (error as Error).message.replace(`${page.file}: `, ''));
    }
    // The site shows these as npm and Yarn tabs (@docusaurus/remark-plugin-npm2yarn, same test).
    if (node.meta === 'npm2yarn') {
      return [
        bold([text('npm')]),
        { type: 'code', lang: node.lang, value: node.value },
        bold([text('Yarn')]),
        { type: 'code', lang: node.lang, value: npmToYarn(node.value, 'yarn') },
      ];
    }
    const title = /(?:^|\s)title=("[^"]*"|'[^']*')/.exec(node.meta ?? '');
    const meta = title ? `title=${title[1]}` : undefined;
    // Line notation (src/lib/codeNotation.cjs): a block with added or removed lines is a unified diff
    // here; focus and highlight have no plain-text form and are dropped.
    if (hasNotation(node.value)) {
      let parsed;
      try {
        parsed = parseNotation(node.value);
      } catch (error) {
        return fail(node, (error as Error).message);
      }
      const changes = parsed.lines.some((kinds) => kinds.includes('added') || kinds.includes('removed'));
      return [
        changes
          ? { type: 'code', lang: 'diff', meta, value: asDiff(parsed) }
          : { type: 'code', lang: node.lang, meta, value: parsed.code },
      ];
    }
    return [{ type: 'code', lang: node.lang, meta, value: node.value }];
  };

  const admonition = (node: ContainerDirective): RootContent[] => {
    const kind = ADMONITIONS[node.name];
    if (!kind) return fail(node, `:::${node.name} is not an admonition the site renders`);
    const [first, ...rest] = node.children;
    const labelled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
    const title = labelled ? (convertAll(first.children) as PhrasingContent[]) : [];
    return [
      {
        type: 'blockquote',
        children: [
          bold(title.length > 0 ? [text(`${kind}: `), ...title] : [text(kind)]),
          ...(convertAll(labelled ? rest : node.children) as typeof node.children),
        ],
      },
    ];
  };

  const component = (node: MdxJsxFlowElement | MdxJsxTextElement): RootContent[] => {
    const name = node.name ?? '';
    switch (name) {
      case 'ConfigReference':
        return configReferenceNodes(configs.get(attribute(node, 'config') ?? '')!);
      case 'Tabs':
        return convertAll(node.children);
      case 'TabItem':
        return [bold([text(attribute(node, 'label') ?? attribute(node, 'value') ?? '')]), ...convertAll(node.children)];
      case 'AnchorNav':
        return [bold([text(attribute(node, 'label') ?? 'On this page')]), ...convertAll(node.children)];
      case 'UpgradeChooser':
        return [];
      case 'ChangedIn':
        return changedIn(attribute(node, 'entry') ?? '', node);
      default:
        // A fragment or a plain HTML element (`<kbd>`, `<br />`) keeps its content.
        if (name === '' || /^[a-z]/.test(name)) return convertAll(node.children);
        return fail(node, `<${name}> has no plain Markdown form yet: add one to src/lib/llms/markdown.ts`);
    }
  };

  function convert(node: RootContent): RootContent[] {
    switch (node.type) {
      case 'mdxjsEsm':
        return [];
      case 'html':
        if (/^\s*<ChangedIn\b/.test(node.value))
          return [...node.value.matchAll(/<ChangedIn\s+entry=["']([^"']*)["']/g)].flatMap((m) => changedIn(m[1], node));
        return /^\s*<!--[\s\S]*-->\s*$/.test(node.value) ? [] : [node];
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return isComment(node.value) ? [] : fail(node, `the expression {${node.value}} has no plain Markdown form`);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return component(node);
      case 'containerDirective':
        // A file tree (plugins/remark-file-tree) is its Markdown list: names, comments, nesting.
        if (node.name === 'tree') return convertAll(node.children) as RootContent[];
        return admonition(node);
      case 'leafDirective':
        if (node.name === 'diagram') {
          const name = node.attributes?.name ?? '';
          const diagram = DIAGRAM_DATA[name];
          return diagram
            ? diagramNodes(diagram)
            : fail(node, `::diagram{name="${name}"} is not a diagram of src/data/diagrams`);
        }
      // falls through
      case 'textDirective': {
        // Not a directive the site renders (e.g. "at 10:30"): the site shows the text as written.
        const { start, end } = node.position ?? {};
        return [{ type: 'html', value: page.source.slice(start?.offset ?? 0, end?.offset ?? 0) }];
      }
      case 'code':
        return codeBlock(node);
      case 'heading': {
        const heading: Heading = { ...node, children: convertAll(node.children) as PhrasingContent[] };
        const last = heading.children.at(-1);
        if (last?.type === 'text') last.value = last.value.replace(/\s*\{#[^}\s]+\}\s*$/, '');
        return [heading];
      }
      case 'link':
      case 'image':
      case 'definition':
        if (node.type === 'link') node.children = convertAll(node.children) as PhrasingContent[];
        return [{ ...node, url: absolute(node.url, node) }];
      default:
        if ('children' in node) (node as Parent).children = convertAll((node as Parent).children);
        return [node];
    }
  }

  const head: RootContent[] = [{ type: 'heading', depth: 1, children: [text(page.title)] }];
  if (page.description)
    head.push({ type: 'blockquote', children: [{ type: 'paragraph', children: [text(page.description)] }] });
  head.push({
    type: 'paragraph',
    children: [text('Source: '), { type: 'link', url: page.url, children: [text(page.url)] }],
  });
  return stringifyMarkdown({ type: 'root', children: [...head, ...convertAll(tree.children)] });
}
