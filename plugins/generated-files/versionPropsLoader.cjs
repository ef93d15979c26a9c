// Loader for the browser bundle's copy of each docs version's props (see ./index.ts): empties
// `version.docs`, the map of every doc of the version (id, title, description, sidebar), which only
// `useDocById` reads, for the theme's DocCard and for navbar items of type `doc`. The site has
// neither: scripts/check-docs.mjs rejects doc cards, tests/unit/clientSize.test.ts fails on a `doc`
// navbar item or a `useDocById` in the site's code, and every page's title and description are in
// its own metadata and HTML. The sidebar is untouched.
module.exports = function versionPropsLoader(source) {
  const props = JSON.parse(source);
  if (!props.version || typeof props.version.docs !== 'object') return source;
  props.version.docs = {};
  return JSON.stringify(props);
};
