// Loader for the browser bundle's copy of .docusaurus/registry.js (see ./index.ts). Each entry is
//   "chunk": [() => import("module"), "module", require.resolveWeak("module")]
// and the second element, the module's path, is only read while pages are rendered to HTML (to list
// the modules a page used). The browser gets an empty string in its place. Fails loudly if the
// generated format ever changes, so the saving cannot silently disappear.
module.exports = function registryLoader(source) {
  let replaced = 0;
  const slim = source.replace(/\), "[^"]+", require\.resolveWeak\(/g, () => {
    replaced += 1;
    return '), "", require.resolveWeak(';
  });
  if (replaced === 0) throw new Error('client-size: .docusaurus/registry.js no longer has the expected format');
  return slim;
};
