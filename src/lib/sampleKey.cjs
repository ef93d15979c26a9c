// The key of a TypeScript sample's type data (api/version-<v>/sample-types.json, recorded by
// `check:samples --record-types`): its fence language and the code the page shows (after includes
// and line notation), hashed. The samples check (scripts/lib/sample-blocks.mjs) and the build
// (plugins/remark-sample-types) compute it from the same text. CommonJS, like src/lib/codeInclude.cjs.
/* eslint-disable @typescript-eslint/no-require-imports */
const { createHash } = require('node:crypto');
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * @param {string} lang
 * @param {string} shown
 * @returns {string}
 */
function blockKey(lang, shown) {
  return createHash('sha256')
    .update(`${lang}\n${shown.replace(/\n+$/, '')}`)
    .digest('hex')
    .slice(0, 16);
}

module.exports = { blockKey };
