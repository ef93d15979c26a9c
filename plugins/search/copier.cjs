// Child process of the search plugin: writes the indexable copy of every built page
// (./indexable.cjs) for Pagefind to read, on a core of its own, while the build's main thread runs
// the other post-build steps. Answers `{ pages }`, the number of pages copied.
/* eslint-disable @typescript-eslint/no-require-imports */
const { copyIndexablePages } = require('./indexable.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

process.once('disconnect', () => process.exit(0));
process.once('message', ({ outDir, pagesDir }) => {
  try {
    process.send({ pages: copyIndexablePages(outDir, pagesDir) }, () => process.exit(0));
  } catch (error) {
    process.send({ fatal: error instanceof Error ? error.stack : String(error) }, () => process.exit(1));
  }
});
