// Loader for the browser bundle's copy of .docusaurus/docusaurus.config.mjs (see ./index.ts): drops
// the settings that only the build reads (the HTML template, the presets' and plugins' options, the
// Markdown options, the broken-link policies…). The browser reads the site's URL, base path, title,
// theme settings, custom fields and future flags, which stay. Fails loudly if the generated module
// changes shape, so that the saving cannot silently disappear.
const BUILD_ONLY = [
  'ssrTemplate',
  'presets',
  'plugins',
  'themes',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'staticDirectories',
  'clientModules',
  'scripts',
  'stylesheets',
  'headTags',
  'organizationName',
  'projectName',
];

module.exports = function configLoader(source) {
  const prefix = 'export default ';
  const start = source.indexOf(prefix);
  if (start < 0 || !source.trimEnd().endsWith('};'))
    throw new Error('generated-files: .docusaurus/docusaurus.config.mjs no longer has the expected format');
  const config = JSON.parse(source.slice(start + prefix.length, source.trimEnd().length - 1));
  for (const key of BUILD_ONLY) delete config[key];
  return `${prefix}${JSON.stringify(config)};\n`;
};
module.exports.BUILD_ONLY = BUILD_ONLY;
