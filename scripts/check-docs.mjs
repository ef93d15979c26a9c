#!/usr/bin/env node
// Fast checks of the docs and blog Markdown, without building the site (seconds, not a minute):
// front matter, MDX/Markdown syntax, how docs link (by file path), code-fence languages,
// and that docs/ mirrors versioned_docs/ of the latest version file for file.
// Usage: node scripts/check-docs.mjs [files or folders...]   (default: every docs and blog file)
// Exit code 1 with one line per problem, each naming the file and line.
import { readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname, resolve, relative, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { createRequire } from 'node:module';

import { identicalMirrorFiles } from './lib/mirror.mjs';

// Fences with file="..." show a file of the repository (plugins/remark-include): it must exist.
const { parseIncludeMeta, readInclude } = createRequire(import.meta.url)('../src/lib/codeInclude.cjs');
const { hasNotation, parseNotation } = createRequire(import.meta.url)('../src/lib/codeNotation.cjs');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const versions = JSON.parse(readFileSync(join(root, 'versions.json'), 'utf8'));
const latestDir = join(root, 'versioned_docs', `version-${versions[0]}`);
const problems = [];
const report = (file, line, message) => problems.push(`${relative(root, file)}:${line ?? 1}: ${message}`);

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
const isContent = (f) => /\.mdx?$/.test(f);
/** The file of the latest version that a file of docs/ mirrors. */
const twinOf = (f) => join(latestDir, relative(join(root, 'docs'), f));

const args = process.argv.slice(2);
const docRoots = [latestDir, join(root, 'docs')];
const allFiles = [...docRoots.flatMap(walk), ...walk(join(root, 'blog'))].filter(isContent);
// A file of docs/ identical to its twin in the latest version gets the twin's answer to every check
// below (same text in a mirrored tree), so it is checked once, as the twin; the
// mirror check at the end still compares the two trees file for file.
const mirrored = new Set(identicalMirrorFiles(root).map((f) => join(root, f)));
const requested = args.length
  ? args.flatMap((a) => (statSync(resolve(a)).isDirectory() ? walk(resolve(a)) : [resolve(a)])).filter(isContent)
  : allFiles;
const requestedSet = new Set(requested);
const targets = requested.filter((f) => !mirrored.has(f) || !requestedSet.has(twinOf(f)));

function splitFrontMatter(text) {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!m) return { data: null, body: text, offset: 0 };
  return { data: yaml.load(m[1]) ?? {}, body: text.slice(m[0].length), offset: m[0].split('\n').length - 1 };
}

const processorFor = (file) =>
  createProcessor({ format: extname(file) === '.mdx' ? 'mdx' : 'md', remarkPlugins: [remarkGfm, remarkDirective] });

// Each file is parsed once.
const treeCache = new Map();
function parseFile(file, body) {
  if (!treeCache.has(file)) treeCache.set(file, processorFor(file).parse(body));
  return treeCache.get(file);
}

const isDoc = (file) => docRoots.some((d) => file.startsWith(d + '/'));

for (const file of targets) {
  const text = readFileSync(file, 'utf8');
  const { data, body, offset } = splitFrontMatter(text);
  const lineOf = (node) => (node.position?.start.line ?? 1) + offset;

  if (isDoc(file) && !/_category_/.test(file)) {
    if (!data) report(file, 1, 'missing front matter');
    else {
      for (const key of ['title', 'description', 'sidebar_label']) {
        if (typeof data[key] !== 'string' || !data[key].trim())
          report(file, 1, `front matter needs a non-empty "${key}"`);
      }
      if (!Number.isInteger(data.sidebar_position)) report(file, 1, 'front matter needs an integer "sidebar_position"');
      if (typeof data.description === 'string' && data.description.length > 200)
        report(file, 1, 'description is longer than 200 characters');
    }
  }

  let tree;
  try {
    tree = parseFile(file, body);
    if (extname(file) === '.mdx') await processorFor(file).process(body);
  } catch (error) {
    const line = (error.line ?? error.place?.line ?? error.position?.start?.line ?? 1) + offset;
    report(
      file,
      line,
      `does not parse as ${extname(file) === '.mdx' ? 'MDX' : 'Markdown'}: ${error.reason ?? error.message}`,
    );
    continue;
  }

  visit(tree, 'heading', (node) => {
    if (node.depth === 1 && isDoc(file))
      report(file, lineOf(node), 'no "# " heading in the body: the front matter title is the page heading');
    // `### migrate:fresh` reads `:fresh` as a directive: the page still shows the text, but the
    // heading's id is built from "migrate" alone (#migrate, #migrate-1…), which no link expects.
    if (node.children.some((child) => child.type === 'textDirective') && !/\{#[^}]+\}\s*$/.test(toString(node)))
      report(
        file,
        lineOf(node),
        `heading "${toString(node)}…" holds a ":name" that Markdown reads as a directive, so its id is wrong: give it an explicit {#id}`,
      );
  });
  if (extname(file) === '.md') {
    // Docusaurus leaves a titled admonition's title as a raw <mdxAdmonitionTitle> element in
    // CommonMark pages when the title holds markup, so titles in .md files must be plain text.
    body.split('\n').forEach((text, index) => {
      const m = /^\s*:::\w+\[(.*)\]\s*$/.exec(text);
      if (m && /`|\*\*|\]\(|<[A-Za-z]|:[A-Za-z]/.test(m[1]))
        report(file, index + 1 + offset, `admonition title must be plain text in .md files: [${m[1]}]`);
    });
  }
  visit(tree, 'table', (node) => {
    // Screen readers announce header cells as the name of each column; an empty one names nothing.
    const header = node.children[0];
    header?.children.forEach((cell, index) => {
      if (cell.children.length === 0)
        report(file, lineOf(node), `table header cell ${index + 1} is empty: give every column a name`);
    });
  });
  visit(tree, (node) => {
    // The browser copy of each docs version drops per-doc descriptions (plugins/generated-files), which
    // only doc cards read; a page with cards would hydrate without them.
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && /^DocCard/.test(node.name ?? ''))
      report(file, lineOf(node), `<${node.name}> is not supported here: link the pages in a list instead`);
  });
  visit(tree, 'code', (node) => {
    if (!node.lang)
      report(file, lineOf(node), 'code block without a language (use ```ts, ```bash, ```json, ```text ...)');
    const include = parseIncludeMeta(node.meta);
    if (include.file !== null) {
      try {
        if (node.value.trim() !== '') throw new Error(`a code block with file="${include.file}" must be empty`);
        readInclude({ file: include.file, region: include.region, match: include.match, rootDir: root });
        if (include.diff !== null)
          readInclude({ file: include.diff, region: include.region, match: include.match, rootDir: root });
      } catch (error) {
        report(file, lineOf(node), error.message);
      }
    }
    // Folder layouts are :::tree lists (plugins/remark-file-tree), not box-drawing art.
    const art = node.value.split('\n').findIndex((line) => /[├└]──/.test(line));
    if (art !== -1)
      report(file, lineOf(node) + 1 + art, 'folder layout drawn with ├── and └──: write it as a :::tree list instead');
    // Line notation (src/lib/codeNotation.cjs) that the build would reject.
    if (hasNotation(node.value)) {
      try {
        parseNotation(node.value);
      } catch (error) {
        report(file, lineOf(node) + 1 + (error.line ?? 0), error.message);
      }
    }
  });
  // Whether links resolve is checked in one place: the build (Docusaurus's onBrokenLinks,
  // onBrokenAnchors and onBrokenMarkdownLinks) and tests/build/links.test.ts over its output. Here,
  // only how docs link: by file path, so that links follow the version.
  visit(tree, 'link', (node) => {
    const url = node.url;
    if (/^(https?:|mailto:|pathname:)/.test(url)) return;
    const [path] = url.split('#');
    if (!path) return;
    if (path.startsWith('/')) {
      if (isDoc(file) && path.startsWith('/docs/'))
        report(file, lineOf(node), `link docs by file path (../section/page.md), not by URL: ${url}`);
      return;
    }
    if (!/\.mdx?$/.test(path)) report(file, lineOf(node), `relative link should name a .md/.mdx file: ${url}`);
  });
}

// docs/ mirrors the latest version while that line is current.
if (!args.length) {
  const rel = (d) => new Set(walk(d).map((f) => relative(d, f)));
  const a = rel(latestDir);
  const b = rel(join(root, 'docs'));
  for (const f of a) {
    if (!b.has(f))
      report(join(root, 'docs', f), 1, `missing: docs/ must mirror versioned_docs/version-${versions[0]}/`);
    else if (readFileSync(join(latestDir, f), 'utf8') !== readFileSync(join(root, 'docs', f), 'utf8'))
      report(join(root, 'docs', f), 1, `differs from versioned_docs/version-${versions[0]}/${f}`);
  }
  for (const f of b) if (!a.has(f)) report(join(root, 'docs', f), 1, `not in versioned_docs/version-${versions[0]}/`);
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`check-docs: ${problems.length} problem(s) in ${targets.length} file(s)`);
  process.exit(1);
}
const skipped = requested.length - targets.length;
console.log(
  `check-docs: ${targets.length} file(s) OK` +
    (skipped ? ` (and ${skipped} file(s) of docs/ identical to versioned_docs/version-${versions[0]}/)` : ''),
);
