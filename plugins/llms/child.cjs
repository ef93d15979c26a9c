// Child process of the llms plugin: converts the docs pages to their Markdown twins (./twins.ts)
// while the build bundles the site, and sends the results back. TypeScript and ES-module-only
// packages load through Docusaurus's own module loader, as the plugin itself does.
//
// Messages from the build: first `{ module, site, versions }` (what to convert); then
// `{ tree: { file, tree } }` for each page the MDX compiler parses (./trees.ts), converted from that
// tree as it comes; then `{ bundled: true }` once bundling is over, after which the pages whose
// tree never came (a page the bundler took from its cache) are parsed here.
// CommonJS on purpose (a child's entry file runs without Docusaurus's loader), so its imports are require() calls.
/* eslint-disable @typescript-eslint/no-require-imports */
const { loadFreshModule } = require('@docusaurus/utils');
/* eslint-enable @typescript-eslint/no-require-imports */

// A build that fails before its post-build step exits without waiting for the twins: the channel
// closes, and the conversion stops with it instead of running on (and holding the build's output
// pipes open, so that whoever ran the build waited for it).
process.once('disconnect', () => process.exit(0));

const trees = new Map();
let bundled = false;
let wake = () => {};

process.on('message', (message) => {
  if (message.tree) trees.set(message.tree.file, message.tree.tree);
  else if (message.bundled) bundled = true;
  else if (message.module) convert(message);
  wake();
});

async function convert({ module, site, versions }) {
  try {
    // Docusaurus 3's loader returns the module's default export, its named exports as properties;
    // Docusaurus 4's canaries return the whole module. Either way, the function is found by name,
    // or the child says what it got.
    const loaded = await loadFreshModule(module);
    const twinConverter = loaded?.twinConverter ?? loaded?.default?.twinConverter;
    if (typeof twinConverter !== 'function')
      throw new Error(`llms: ${module} loaded as ${typeof loaded}, without a twinConverter function`);
    const pages = versions.flatMap(({ jobs }, version) => {
      const convertPage = twinConverter(site, jobs);
      return jobs.map((job) => ({ version, job, convertPage }));
    });
    const pending = [...pages];
    const results = new Map();
    let fromTrees = 0;
    while (pending.length > 0) {
      // A page whose tree has come; once bundling is over, any page; else wait for the next message.
      let index = pending.findIndex(({ job }) => trees.has(job.file));
      if (index === -1 && bundled) index = 0;
      if (index === -1) {
        await new Promise((resolve) => (wake = resolve));
        continue;
      }
      const [page] = pending.splice(index, 1);
      const tree = trees.get(page.job.file);
      trees.delete(page.job.file);
      if (tree) fromTrees += 1;
      results.set(page, await page.convertPage(page.job, tree));
    }
    const converted = versions.map(({ versionName }, version) => ({
      versionName,
      results: pages.filter((page) => page.version === version).map((page) => results.get(page)),
    }));
    process.send({ versions: converted, fromTrees }, () => process.exit(0));
  } catch (error) {
    process.send({ fatal: error instanceof Error ? error.stack : String(error) }, () => process.exit(1));
  }
}
