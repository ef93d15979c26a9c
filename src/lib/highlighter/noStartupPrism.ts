// Stands in, in the browser bundle only, for the theme's client module that loads Prism and its
// languages at start-up (@docusaurus/theme-classic/lib/prism-include-languages.js). The browser
// loads them on demand instead: see ./client.ts. Replaced by plugins/highlighter.
export {};
