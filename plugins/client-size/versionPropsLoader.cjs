// Loader for the browser bundle's copy of each docs version's props (see ./index.ts): drops the
// `description` of every entry in `version.docs`, which only the theme's DocCard reads. The site
// has no doc cards (scripts/check-docs.mjs rejects DocCardList), and the HTML keeps every page's
// description in its own metadata. The sidebar, titles and ids are untouched.
module.exports = function versionPropsLoader(source) {
  const props = JSON.parse(source);
  if (!props.version || typeof props.version.docs !== 'object') return source;
  for (const doc of Object.values(props.version.docs)) delete doc.description;
  return JSON.stringify(props);
};
