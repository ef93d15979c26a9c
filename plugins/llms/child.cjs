// Child process of the llms plugin: converts the docs pages to their Markdown twins (./twins.ts)
// while the build bundles the site, and sends the results back. TypeScript and ES-module-only
// packages load through Docusaurus's own module loader, as the plugin itself does.
// CommonJS on purpose (a child's entry file runs without Docusaurus's loader), so its imports are require() calls.
/* eslint-disable @typescript-eslint/no-require-imports */
const { loadFreshModule } = require('@docusaurus/utils');
/* eslint-enable @typescript-eslint/no-require-imports */

// A build that fails before its post-build step exits without waiting for the twins: the channel
// closes, and the conversion stops with it instead of running on (and holding the build's output
// pipes open, so that whoever ran the build waited for it).
process.once('disconnect', () => process.exit(0));

process.once('message', async ({ module, site, versions }) => {
  try {
    // Docusaurus 3's loader returns the module's default export; Docusaurus 4's canaries return the
    // whole module. Either way, the function is found by name, or the child says what it got.
    const loaded = await loadFreshModule(module);
    const convertTwins =
      typeof loaded === 'function'
        ? loaded
        : (loaded?.convertTwins ?? loaded?.default?.convertTwins ?? loaded?.default);
    if (typeof convertTwins !== 'function')
      throw new Error(`llms: ${module} loaded as ${typeof loaded}, without a convertTwins function`);
    const converted = [];
    for (const { versionName, jobs } of versions)
      converted.push({ versionName, results: await convertTwins(site, jobs) });
    process.send({ versions: converted }, () => process.exit(0));
  } catch (error) {
    process.send({ fatal: error instanceof Error ? error.stack : String(error) }, () => process.exit(1));
  }
});
