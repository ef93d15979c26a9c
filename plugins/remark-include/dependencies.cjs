// A webpack/Rspack loader that runs before the MDX loader on every Markdown page and declares the
// files the page includes (```lang file="…" fences, src/lib/codeInclude.cjs) as dependencies of the
// page. Without it the bundler knows only the page itself: `npm start` would not reload a page whose
// included example was re-recorded, and a build from the persistent cache would show the old file.
// The page's source passes through unchanged.
/* eslint-disable @typescript-eslint/no-require-imports */
const { includedFiles } = require('../../src/lib/codeInclude.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

module.exports = function includeDependencies(source) {
  const { rootDir } = this.getOptions();
  for (const file of includedFiles(source, rootDir)) this.addDependency(file);
  return source;
};
