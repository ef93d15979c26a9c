// Child process of the llms plugin: converts the docs pages to their Markdown twins (./twins.ts)
// while the build bundles the site, and sends the results back. TypeScript and ES-module-only
// packages load through Docusaurus's own module loader, as the plugin itself does.
// CommonJS on purpose (a child's entry file runs without Docusaurus's loader), so its imports are require() calls.
/* eslint-disable @typescript-eslint/no-require-imports */
const { loadFreshModule } = require('@docusaurus/utils');
/* eslint-enable @typescript-eslint/no-require-imports */

process.once('message', async ({ module, site, versions }) => {
  try {
    const convertTwins = await loadFreshModule(module);
    const converted = [];
    for (const { versionName, jobs } of versions)
      converted.push({ versionName, results: await convertTwins(site, jobs) });
    process.send({ versions: converted }, () => process.exit(0));
  } catch (error) {
    process.send({ fatal: error instanceof Error ? error.stack : String(error) }, () => process.exit(1));
  }
});
