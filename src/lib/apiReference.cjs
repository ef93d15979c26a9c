// The API reference's shared rules (plugins/api-reference, the remark plugin that links samples and
// prose to it, scripts/api-generate.mjs and the unit tests): how a sample's imports are read, and how
// a symbol and a member are named in URLs. Pure logic, plain CommonJS for the same reason as
// codeInclude.cjs: the maintainer scripts run in Node without a build step.
// CommonJS on purpose (see above).

/** One name a sample imports from a framework module: `import Model from '@src/…/Model'` gives
 * `{ local: 'Model', imported: 'default', module: '@src/…/Model', line: 1 }`.
 * @typedef {{ local: string, imported: string, module: string, line: number, typeOnly: boolean }} SampleImport
 */

const IMPORT = /(^|\n)([ \t]*)import\s+(type\s+)?([^'";]*?)\s*from\s*['"](@src\/[^'"]+)['"]/g;

/**
 * The names a piece of code imports from `@src/...` modules, with the line (1-based) of the
 * `import` keyword. Default, named (`{ a, b as c }`, `type` on a name) and namespace imports.
 * @param {string} code
 * @returns {SampleImport[]}
 */
function sampleImports(code) {
  /** @type {SampleImport[]} */
  const found = [];
  for (const match of code.matchAll(IMPORT)) {
    const start = (match.index ?? 0) + match[1].length + match[2].length;
    const line = code.slice(0, start).split('\n').length;
    const typeOnly = Boolean(match[3]);
    const clause = match[4].trim();
    const module = match[5];
    const named = /\{([^}]*)\}/.exec(clause);
    const rest = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    const namespace = /\*\s*as\s+([A-Za-z_$][\w$]*)/.exec(rest);
    if (namespace) found.push({ local: namespace[1], imported: '*', module, line, typeOnly });
    else if (/^[A-Za-z_$][\w$]*$/.test(rest)) found.push({ local: rest, imported: 'default', module, line, typeOnly });
    if (named) {
      for (const part of named[1].split(',')) {
        const item = part.trim().replace(/^type\s+/, '');
        if (!item) continue;
        const [imported, local = imported] = item.split(/\s+as\s+/).map((s) => s.trim());
        found.push({ local, imported, module, line, typeOnly: typeOnly || /^\s*type\s/.test(part) });
      }
    }
  }
  return found;
}

/**
 * The URL segment of a symbol: its name in kebab case (`Model` → `model`, `BaseCommand` →
 * `base-command`, `IHttpConfig` → `i-http-config`, `queryBuilder` → `query-builder`).
 * @param {string} name
 * @returns {string}
 */
function entrySlug(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/**
 * The anchor of a member on its entry's page: `firstOrFail` → `firstorfail`, a static `create` →
 * `static-create`, the constructor → `constructor`.
 * @param {string} name
 * @param {boolean} [isStatic]
 * @returns {string}
 */
function memberAnchor(name, isStatic = false) {
  const id = name.replace(/[^A-Za-z0-9_$]+/g, '-').toLowerCase();
  return isStatic ? `static-${id}` : id;
}

/** The `@src/...` import path of a module file (`src/core/base/Model.ts` → `@src/core/base/Model`,
 * `src/x/index.ts` → `@src/x`).
 * @param {string} file
 * @returns {string}
 */
function modulePath(file) {
  return `@${file.replace(/\.(d\.)?tsx?$/, '').replace(/\/index$/, '')}`;
}

// A fence may be indented (in a list item); its closing fence is the same backticks, indented or not.
const FENCE = /^[ \t]*(`{3,})(ts|typescript|tsx)\b([^\n]*)\n([\s\S]*?)^[ \t]*\1[ \t]*$/gm;

/**
 * The TypeScript samples of a Markdown page: each ```ts/typescript/tsx fence with its first line
 * (1-based) and its code; a fence with file="..." (plugins/remark-include) holds that file's content,
 * read with `readFile` (a path relative to the site root). A fence with release="…" (the Upgrade
 * Guide's before/after code) is left out: it is checked against that release's checkout, not this reference.
 * @param {string} markdown
 * @param {(file: string) => string} readFile
 * @returns {{ line: number, code: string, file: string | null }[]}
 */
function pageSamples(markdown, readFile) {
  /** @type {{ line: number, code: string, file: string | null }[]} */
  const samples = [];
  for (const fence of markdown.matchAll(FENCE)) {
    if (/(?:^|\s)release=/.test(fence[3])) continue;
    const file = /(?:^|\s)file="([^"]+)"/.exec(fence[3])?.[1] ?? null;
    const line = markdown.slice(0, fence.index).split('\n').length;
    samples.push({ line, code: file ? readFile(file) : fence[4], file });
  }
  return samples;
}

/**
 * A versioned sidebar (versioned_sidebars/version-<v>-sidebars.json) whose "API Reference" link
 * points at `href`: a version cut before its reference data existed kept the previous version's
 * link, and `npm run api:generate` for its release points it at its own reference. The link is added
 * after the other items of each sidebar that has none.
 * @param {Record<string, unknown[]>} sidebars
 * @param {string} href
 * @returns {Record<string, unknown[]>}
 */
function sidebarsWithReferenceLink(sidebars, href) {
  /** @type {Record<string, unknown[]>} */
  const out = {};
  for (const [id, items] of Object.entries(sidebars)) {
    const isLink = (/** @type {any} */ item) => item && item.type === 'link' && item.label === 'API Reference';
    const link = { type: 'link', label: 'API Reference', href };
    out[id] = items.some(isLink) ? items.map((item) => (isLink(item) ? link : item)) : [...items, link];
  }
  return out;
}

module.exports = { sampleImports, entrySlug, memberAnchor, modulePath, pageSamples, sidebarsWithReferenceLink };
