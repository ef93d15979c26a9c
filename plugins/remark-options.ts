/**
 * A remark plugin bound to its options, for docusaurus.config.ts.
 *
 * Docusaurus writes the whole site configuration into the browser's bundle, plugin options
 * included: `[remarkInclude, { rootDir: __dirname }]` put this machine's path into every page's
 * first load (so the bundle changed with the folder the site was built in). A function is written
 * as `null`, so a plugin bound to its options here sends nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- remark plugins take any `this` and options.
type RemarkPlugin<Options> = (this: any, options: Options) => unknown;

export function withOptions<Options>(plugin: RemarkPlugin<Options>, options: Options): () => unknown {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the unified processor.
  const bound = function (this: any) {
    return plugin.call(this, options);
  };
  // Named after the plugin, for Docusaurus's and unified's messages.
  Object.defineProperty(bound, 'name', { value: plugin.name });
  return bound;
}
