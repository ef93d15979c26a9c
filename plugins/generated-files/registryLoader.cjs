// Loader for the browser bundle's copy of .docusaurus/registry.js (see ./index.ts). Each entry is
//   "chunk": [() => import(/* webpackChunkName: "chunk" */ "module"), "module", require.resolveWeak("module")]
// - The second element, the module's path, is only read while pages are rendered to HTML (to list
//   the modules a page used). The browser gets an empty string in its place.
// - The docs layout's route components (DOCS_LAYOUT), which every docs page loads together, share
//   one chunk name, so the bundler puts them and the code only they share in one chunk instead of
//   four route chunks and a few shared ones. The registry object also gets a non-enumerable
//   `chunkAliases` property (registry key → the chunk's name), for src/lib/linkPrefetch.ts, which
//   looks chunks up by name; without this loader (SITE_STOCK=true, the server bundle) it is absent.
// - With the `dataFiles` option (production builds where plugins/api-reference has made every
//   reference entry of a version one route that fetches its data), the entries' data modules leave
//   the registry: each costs every page a registry entry. All of them must be found.
// Fails loudly if the generated format ever changes, so the saving cannot silently disappear.
const DOCS_LAYOUT = ['@theme/DocsRoot', '@theme/DocVersionRoot', '@theme/DocRoot', '@theme/DocItem'];
const DOCS_LAYOUT_CHUNK = 'docs-layout';

/** Drops the registry entries that import one of `dataFiles` (JSON file names); all must be found. */
function dropDataModules(source, dataFiles) {
  if (dataFiles.length === 0) return source;
  const names = new Set(dataFiles);
  let found = 0;
  const out = source.replace(
    /^[ \t]*"[^"\n]+": \[\(\) => import\([^)\n]*"([^"\n]+\.json)"\)[^\n]*?\)\],\n?/gm,
    (line, file) => {
      if (!names.has(file.split('/').pop())) return line;
      found += 1;
      return '';
    },
  );
  if (found !== names.size)
    throw new Error(
      `generated-files: found ${found} of the ${names.size} API reference entry data modules in .docusaurus/registry.js`,
    );
  return out;
}

function registryLoader(input) {
  const options = (this && typeof this.getOptions === 'function' ? this.getOptions() : null) ?? {};
  const source = dropDataModules(input, options.dataFiles ?? []);
  let replaced = 0;
  const aliases = {};
  const slim = source
    .replace(
      /^(\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: )"[^"]+"( \*\/ "([^"]+)"\))/gm,
      (match, start, key, end, request) => {
        if (!DOCS_LAYOUT.includes(request)) return match;
        aliases[key] = DOCS_LAYOUT_CHUNK;
        return `${start}"${DOCS_LAYOUT_CHUNK}"${end}`;
      },
    )
    .replace(/\), "[^"]+", require\.resolveWeak\(/g, () => {
      replaced += 1;
      return '), "", require.resolveWeak(';
    });
  if (replaced === 0) throw new Error('generated-files: .docusaurus/registry.js no longer has the expected format');
  // A site with docs has all four; a site without has none.
  const merged = Object.keys(aliases).length;
  if (merged !== 0 && merged !== DOCS_LAYOUT.length)
    throw new Error(
      `generated-files: found ${merged} of the ${DOCS_LAYOUT.length} docs layout components in .docusaurus/registry.js`,
    );
  if (!/^export default \{/m.test(slim))
    throw new Error('generated-files: .docusaurus/registry.js no longer starts with `export default {`');
  return `${slim.replace(/^export default \{/m, 'const registry = {')}
Object.defineProperty(registry, 'chunkAliases', { value: ${JSON.stringify(aliases)} });
export default registry;
`;
}

module.exports = registryLoader;
module.exports.dropDataModules = dropDataModules;
module.exports.DOCS_LAYOUT = DOCS_LAYOUT;
module.exports.DOCS_LAYOUT_CHUNK = DOCS_LAYOUT_CHUNK;
