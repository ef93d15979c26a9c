// The browser bundle's registry also names the chunk each merged route component is in
// (plugins/client-size/registryLoader.cjs).
declare module '@generated/registry' {
  /** Registry key → the name of the chunk that holds it, where the two differ. */
  export const chunkAliases: Readonly<Record<string, string>>;
}
