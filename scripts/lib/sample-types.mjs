// The types of the docs' TypeScript samples, recorded from the compile of `check:samples`, for the
// hovers of their code blocks: `npm run check:samples -- <2.0.6 checkout> --record-types` writes them
// to api/version-2.0/sample-types.json, beside the API reference data, keyed by each block's
// blockKey (scripts/lib/sample-blocks.mjs). The build reads that file and needs no checkout.
//
// Per block: the page and fence line it was recorded from, a table of strings, and
//   hovers:  [line, column, length, quick info (string index), first sentence of its doc comment
//            (string index or -1), API reference entry (slug or slug#member, string index or -1)]
//   queries: [line, column, quick info]      for `// ^?` lines: the type of what the caret points at
//   errors:  [line, column, length, message] for expect-error blocks: the compiler's errors
// Lines and columns are 0-based, in the code the page shows (line notation's removed lines count).
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const TYPES_FORMAT = 1;

/** The type data file of a docs version, relative to the site root. */
export const typesFile = (version) => join('api', `version-${version}`, 'sample-types.json');

export function readTypes(root, version) {
  const file = join(root, typesFile(version));
  if (!existsSync(file)) return { format: TYPES_FORMAT, version, blocks: {} };
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A `// ^?` line: the caret's column, or -1. */
export function queryCaret(line) {
  const m = /^(\s*)\/\/\s*\^\?\s*$/.exec(line);
  return m ? line.indexOf('^') : -1;
}

/** The first sentence of a doc comment (up to the first period followed by a space or the end). */
export function firstSentence(doc) {
  const text = doc.replace(/\s+/g, ' ').trim();
  const m = /^(.+?[.!?])(\s|$)/.exec(text);
  return m ? m[1] : text;
}

/**
 * The API reference's index from declarations to entries: `file#Name` → slug, and
 * `file#Owner.member` → `slug#anchor`, from api/version-<v>/reference.json.
 */
export function referenceIndex(reference) {
  const index = new Map();
  for (const entry of reference.entries ?? []) {
    if (entry.source?.file) index.set(`${entry.source.file}#${entry.name}`, entry.slug);
    for (const member of entry.members ?? [])
      if (member.source?.file && member.anchor)
        index.set(`${member.source.file}#${entry.name}.${member.name}`, `${entry.slug}#${member.anchor}`);
  }
  return index;
}

/**
 * The recorder: a TypeScript language service over the same files as check:samples' compile (the
 * checkout's own TypeScript, the copy's tsconfig), asked for the quick info of every identifier.
 */
export function createRecorder({ ts, options, copyRoot, reference }) {
  let roots = [];
  const registry = ts.createDocumentRegistry();
  const host = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => roots,
    // The files of a page round are written before it and restored after: their time stamps change.
    getScriptVersion: (file) => {
      try {
        const stat = statSync(file, { bigint: true });
        return `${stat.mtimeNs}:${stat.size}`;
      } catch {
        return 'missing';
      }
    },
    getScriptSnapshot: (file) => {
      const text = ts.sys.readFile(file);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => copyRoot,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host, registry);
  const index = referenceIndex(reference);
  const relative = (file) =>
    file
      .slice(copyRoot.length + 1)
      .split('\\')
      .join('/');

  return {
    /**
     * Records one block, written at `file` for this round (`roots`: the round's root files).
     * `block`: { code, shown, lineOf, expectError }; `diagnostics`: the round's errors of this file.
     * Returns the block's record and its identifier counts.
     */
    record({ file, block, roots: roundRoots, diagnostics = [] }) {
      roots = roundRoots;
      const program = service.getProgram();
      const sf = program?.getSourceFile(file);
      if (!sf) throw new Error(`sample-types: ${file} is not in the language service's program`);
      const codeLines = block.code.replace(/\n$/, '').split('\n').length;
      const shownLine = (line) => (block.lineOf ? block.lineOf[line] : line);
      const strings = [];
      const stringIndex = new Map();
      const intern = (s) => {
        if (!stringIndex.has(s)) {
          stringIndex.set(s, strings.length);
          strings.push(s);
        }
        return stringIndex.get(s);
      };
      const quickInfo = (pos) => {
        const info = service.getQuickInfoAtPosition(file, pos);
        if (!info) return null;
        const text = ts.displayPartsToString(info.displayParts);
        if (!text) return null;
        const doc = firstSentence(ts.displayPartsToString(info.documentation ?? []));
        return { text, doc };
      };
      const hovers = [];
      let identifiers = 0;
      const visit = (node) => {
        if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
          const start = node.getStart(sf);
          const { line, character } = sf.getLineAndCharacterOfPosition(start);
          if (line >= codeLines) return;
          identifiers++;
          const info = quickInfo(start);
          if (!info) return;
          let ref = -1;
          for (const def of service.getDefinitionAtPosition(file, start) ?? []) {
            const defFile = relative(def.fileName);
            const slug =
              index.get(`${defFile}#${def.name}`) ??
              (def.containerName ? index.get(`${defFile}#${def.containerName}.${def.name}`) : undefined);
            if (slug) {
              ref = intern(slug);
              break;
            }
          }
          hovers.push([
            shownLine(line),
            character,
            node.getWidth(sf),
            intern(info.text),
            info.doc ? intern(info.doc) : -1,
            ref,
          ]);
          return;
        }
        ts.forEachChild(node, visit);
      };
      visit(sf);
      const queries = [];
      const problems = [];
      const lines = block.code.split('\n');
      lines.forEach((text, i) => {
        const caret = queryCaret(text);
        if (caret < 0) return;
        const target = lines[i - 1];
        if (i === 0 || target === undefined || caret >= target.length || /\s/.test(target[caret])) {
          problems.push({ line: shownLine(i), message: '`// ^?` points at nothing on the line above' });
          return;
        }
        const info = quickInfo(sf.getPositionOfLineAndCharacter(i - 1, caret));
        if (!info) problems.push({ line: shownLine(i), message: '`// ^?` points at no name the compiler knows' });
        else queries.push([shownLine(i), caret, intern(info.text)]);
      });
      const errors = block.expectError
        ? diagnostics
            .filter((d) => d.line >= 1 && d.line <= codeLines)
            .map((d) => [shownLine(d.line - 1), Math.max(0, d.col - 1), d.length ?? 1, d.message])
        : [];
      return {
        record: { strings, hovers, ...(queries.length ? { queries } : {}), ...(errors.length ? { errors } : {}) },
        identifiers,
        hovered: hovers.length,
        problems,
      };
    },
  };
}

/**
 * The type data after a recording: the recorded pages' entries replaced (a block that no longer
 * exists loses its data), the other pages' entries kept.
 */
export function mergeTypes(existing, recorded, recordedPages, meta) {
  const blocks = {};
  for (const [key, entry] of Object.entries(existing.blocks ?? {}))
    if (!recordedPages.has(entry.page)) blocks[key] = entry;
  for (const [key, entry] of recorded) blocks[key] = entry;
  const sorted = Object.fromEntries(
    Object.entries(blocks).sort(([, a], [, b]) => a.page.localeCompare(b.page) || a.line - b.line),
  );
  return { format: TYPES_FORMAT, ...meta, blocks: sorted };
}

export function writeTypes(root, version, data) {
  writeFileSync(join(root, typesFile(version)), `${JSON.stringify(data)}\n`);
}
