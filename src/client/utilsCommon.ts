// The browser's copy of @docusaurus/utils-common's index (aliased by plugins/utils-common): the same
// exports, taken from the same files, without the index's `require("tslib")`, which pulls all of
// tslib (about 4 KB gzip) into every page for one interop helper. tests/unit/clientSize.test.ts
// checks that it exports exactly what the package's index exports.
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export { addPrefix, removeSuffix, addSuffix, removePrefix } from '@docusaurus/utils-common/lib/stringUtils';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils';

/** The blog post container's id (the package index defines it inline). */
export const blogPostContainerID = '__blog-post-container';
