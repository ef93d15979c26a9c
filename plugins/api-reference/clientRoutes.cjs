// Loader for the browser bundle's copies of .docusaurus/routes.js and routesChunkNames.json (see
// ./index.ts): every reference entry of a version becomes one route, `<prefix>:slug`, whose page data is fetched (`<page>/entry.json`, written at postBuild) instead of
// being a chunk of its own. Docusaurus puts each route's path, chunk names and chunk loader in the
// main bundle that every page downloads: 301 entries cost every page of the site 19 KB gzip. The
// server bundle, and so the HTML of every page, is unchanged. (registry.js loses the entries' data
// modules in plugins/generated-files/registryLoader.cjs, the one rewrite of that file.)
// Fails loudly if the generated format ever changes, so the saving cannot silently disappear.
// CommonJS: a loader runs in the bundler's Node process, like plugins/generated-files'.

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @param {string} source @param {{ part: string, prefixes: string[], route: string }} options */
function transform(source, { part, prefixes, route }) {
  if (part === 'routes') {
    let out = source;
    for (const prefix of prefixes) {
      let first = true;
      const entry = new RegExp(
        `\\n\\s*\\{\\s*path: '${escape(prefix)}[^'/]+',\\s*component: ComponentCreator\\('[^']+', '[^']+'\\),\\s*exact: true\\s*\\},?`,
        'g',
      );
      let found = 0;
      out = out.replace(entry, () => {
        found += 1;
        if (!first) return '';
        first = false;
        return `\n  { path: '${prefix}:slug', component: apiEntryRoute(${JSON.stringify(prefix)}), exact: true },`;
      });
      if (found === 0) throw new Error(`api-reference: no route under ${prefix} in .docusaurus/routes.js`);
    }
    return `import apiEntryRoute from ${JSON.stringify(route)};\n${out}`;
  }
  // routesChunkNames.json: keys are "<route path>-<hash>".
  const chunkNames = JSON.parse(source);
  for (const key of Object.keys(chunkNames)) {
    const path = key.replace(/-[^-]+$/, '');
    if (prefixes.some((prefix) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/')))
      delete chunkNames[key];
  }
  return JSON.stringify(chunkNames);
}

function clientRoutesLoader(source) {
  return transform(source, this.getOptions());
}

module.exports = clientRoutesLoader;
module.exports.transform = transform;
