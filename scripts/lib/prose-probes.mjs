// Prose probes for scripts/check-samples.mjs: the inline code of a page, classified by the rule of
// src/lib/api/probes.cjs, turned into one TypeScript module per page that the page's last check round
// compiles next to its blocks, and the compiler's diagnostics mapped back to the spans.
// Pure: no file is read or written here, and the TypeScript module is passed in.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { collectSpans, classifySpan, LEFT_OUT, GLOBALS, HISTORY_PAGES } = require('../../src/lib/api/probes.cjs');
export { collectSpans, classifySpan, LEFT_OUT, GLOBALS, HISTORY_PAGES };

/** Where the probes' helper files go in the checkout copy. */
export const PROBES_DIR = 'src/__docs_probes__';
export const RECEIVERS_MODULE = `@${PROBES_DIR}/receivers`;

/**
 * The names a page's spans may use, and where each comes from.
 * @param {{
 *   framework: Map<string, { spec: string, isDefault: boolean }[]>,
 *   shared: Map<string, { spec: string, isDefault: boolean }[]>,
 *   receivers: { values: Set<string>, types: Set<string> },
 *   docsDeclared: Set<string>,
 *   pageExports: Map<string, { spec: string, isDefault: boolean }>,
 *   pageImports: Map<string, string>,
 *   referenceModules: Map<string, string>,
 * }} sources
 */
export function probeNames(sources) {
  const { framework, shared, receivers, docsDeclared, pageExports, pageImports, referenceModules } = sources;
  /** @returns {import('../../src/lib/api/probes.cjs').NameOrigin | null} */
  const lookup = (name) => {
    if (receivers.values.has(name)) return 'receiver';
    if (receivers.types.has(name)) return 'third-party';
    if (pageExports.has(name) || shared.has(name)) return 'docs';
    if (framework.has(name)) return 'framework';
    if (GLOBALS.has(name)) return 'global';
    if (docsDeclared.has(name)) return 'docs-local';
    return null;
  };
  /** The import a probe module needs for `name`, or null (a global, or nothing importable). */
  const importFor = (name) => {
    if (receivers.values.has(name) || receivers.types.has(name)) return { spec: RECEIVERS_MODULE, isDefault: false };
    if (pageExports.has(name)) return pageExports.get(name);
    const sharedDefs = shared.get(name);
    if (sharedDefs?.length) return sharedDefs[0];
    const defs = framework.get(name);
    if (!defs?.length) return null;
    // Among several framework modules: the one the page's samples import it from, then the reference's.
    const preferred = pageImports.get(name) ?? referenceModules.get(name);
    return defs.find((d) => d.spec === preferred) ?? defs[0];
  };
  return { lookup, importFor };
}

/**
 * One module for a page's compiled probes: imports first, then one line per probe, so that a
 * diagnostic's line names its probe. Free names that are not importable are declared `any` inside
 * the probe (they stand for values the sentence talks about).
 * @param {{ index: number, classification: any }[]} probes the spans to compile
 * @param {{ lookup: (n: string) => string | null, importFor: (n: string) => { spec: string, isDefault: boolean } | null }} names
 * @returns {{ text: string, lineOf: Map<number, number> }} the module, and each probe's line (1-based)
 */
export function probeModule(probes, names) {
  const imports = new Map(); // spec -> { default?: string, named: Set<string> }
  const use = (name) => {
    const target = names.importFor(name);
    if (!target) return false;
    if (!imports.has(target.spec)) imports.set(target.spec, { default: null, named: new Set() });
    const entry = imports.get(target.spec);
    if (target.isDefault) {
      if (entry.default && entry.default !== name) return false;
      entry.default = name;
    } else entry.named.add(name);
    return true;
  };
  const bodies = [];
  for (const { index, classification: c } of probes) {
    if (c.form === 'type') {
      const params = [];
      for (const name of c.roots) if (names.lookup(name) !== 'global' && !use(name)) params.push(name);
      const local = params.map((p) => `type ${p} = any;`).join(' ');
      bodies.push({ index, line: `namespace __probe_${index} { ${local} export type __Probe = ${c.code}; }` });
      continue;
    }
    const declared = [];
    for (const name of new Set([...c.roots, ...c.free])) {
      if (names.lookup(name) === 'global') continue;
      if (!use(name)) declared.push(name);
    }
    const typeParams = [];
    for (const name of new Set(c.types ?? [])) if (names.lookup(name) !== 'global' && !use(name)) typeParams.push(name);
    const locals =
      typeParams.map((t) => `type ${t} = any; `).join('') +
      (declared.length ? `let ${declared.map((d) => `${d}: any`).join(', ')}; ` : '');
    bodies.push({ index, line: `async function __probe_${index}() { ${locals}void (${c.code}\n); }` });
    // `Class.member` also names an instance member (`ApiToken.hasScope()`): the same code on the
    // class's prototype is compiled too, and the probe passes when either compiles.
    const instance = /^([A-Z][\w$]*)\./.exec(c.code);
    if (instance && c.roots[0] === instance[1])
      bodies.push({
        index: -(index + 1),
        line: `async function __probe_${index}_instance() { ${locals}void (${instance[1]}.prototype.${c.code.slice(instance[0].length)}\n); }`,
      });
  }
  const lines = [];
  for (const [spec, { default: def, named }] of [...imports].sort(([a], [b]) => a.localeCompare(b))) {
    const parts = [def, named.size ? `{ ${[...named].sort().join(', ')} }` : null].filter(Boolean);
    lines.push(`import ${parts.join(', ')} from '${spec}';`);
  }
  lines.push('export {};');
  const lineOf = new Map();
  for (const b of bodies) {
    // A probe's code may hold a newline before its closing parenthesis (a trailing line comment).
    lineOf.set(b.index, lines.length + 1);
    lines.push(...b.line.split('\n'));
  }
  return { text: lines.join('\n') + '\n', lineOf };
}

/** The probe a diagnostic's line belongs to (the last probe that starts at or before it); a negative
 * number -(i + 1) is probe i's instance-member form. */
export function probeAtLine(lineOf, line) {
  let found = null;
  let best = 0;
  for (const [index, start] of lineOf) if (start <= line && start > best) [found, best] = [index, start];
  return found;
}

/**
 * The inline code spans of the configuration cards' data (src/data/config/*.ts): the backticked
 * spans of their strings, and each item's `type`, which is a TypeScript type.
 * @param {any} ts
 * @param {string} fileName
 * @param {string} text
 * @returns {{ value: string, line: number, receiver: null, firstColumn: false, expectFail: boolean, context: string, asType?: boolean }[]}
 */
export function configDataSpans(ts, fileName, text) {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const spans = [];
  const visit = (node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'type') {
      const init = node.initializer;
      if (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init)) {
        const line = sf.getLineAndCharacterOfPosition(init.getStart(sf)).line + 1;
        spans.push({
          value: init.text,
          line,
          receiver: null,
          firstColumn: false,
          expectFail: false,
          context: '',
          asType: true,
        });
        return;
      }
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
      for (const m of node.text.matchAll(/`([^`]+)`/g)) {
        const after = node.text.slice((m.index ?? 0) + m[0].length);
        spans.push({
          value: m[1],
          line,
          receiver: null,
          firstColumn: false,
          expectFail: /^\s*(?:\(TS\d{4}\)|does not compile|fails to compile)/i.test(after),
          context: after.slice(0, 60),
        });
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return spans;
}
