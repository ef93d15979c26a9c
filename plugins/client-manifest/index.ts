/**
 * client-manifest: a page's own JavaScript chunks are listed in its HTML, so the browser requests them
 * together with the main bundle instead of after it.
 *
 * Docusaurus writes the scripts of each page from a client manifest in which every lazily loaded
 * chunk is keyed by its chunk name, while server rendering reports the modules a page used by their
 * import request (`@theme/DocItem`, `@site/versioned_docs/...md`). The two never match, so every
 * page ships only `runtime~main` and `main`, and the route's chunks are discovered by `main` once it
 * runs: a second round trip, and a script element inserted per chunk in the middle of the start-up
 * task. This plugin adds the missing keys (import request → the chunks of that dynamic import) to
 * the manifest after the client build writes it and before the pages are rendered.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { expectTarget, isOn } from '../overrides';

interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, Record<string, { file: string }[]>>;
}

interface ChunkLike {
  id?: string | number | null;
  ids?: (string | number)[] | null;
}
interface ChunkGroupLike {
  chunks: ChunkLike[];
  origins: { request?: string }[];
}
interface CompilationLike {
  chunkGroups: ChunkGroupLike[];
}
interface CompilerLike {
  hooks: { afterEmit: { tap(name: string, fn: (compilation: CompilationLike) => void): void } };
}

const chunkIds = (chunk: ChunkLike): (string | number)[] =>
  chunk.ids && chunk.ids.length ? [...chunk.ids] : chunk.id != null ? [chunk.id] : [];

/** Adds `request → chunk ids` to the manifest's origins for every dynamic import of the build. */
export function addRequestOrigins(manifest: ClientManifest, groups: ChunkGroupLike[]): number {
  let added = 0;
  for (const group of groups) {
    const ids = group.chunks.flatMap(chunkIds).filter((id) => manifest.assets[String(id)]);
    if (!ids.length) continue;
    for (const { request } of group.origins) {
      if (!request || manifest.origins[request]) continue;
      manifest.origins[request] = ids;
      added += 1;
    }
  }
  return added;
}

export default function clientManifest(context: LoadContext): Plugin {
  const manifestPath = join(context.generatedFilesDir, 'client-manifest.json');
  return {
    name: 'client-manifest',
    configureWebpack(config, isServer) {
      if (isServer || !isOn('client-manifest')) return {};
      // Development builds have no client manifest: pages are rendered in the browser.
      if (config.mode !== 'production') return {};
      return {
        plugins: [
          {
            apply(compiler: CompilerLike) {
              compiler.hooks.afterEmit.tap('client-manifest', (compilation) => {
                expectTarget('client-manifest', existsSync(manifestPath), 'the client build no longer writes it');
                const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest;
                expectTarget(
                  'client-manifest',
                  typeof manifest.origins === 'object' && typeof manifest.assets === 'object',
                  'it no longer has `origins` and `assets`',
                );
                const added = addRequestOrigins(manifest, compilation.chunkGroups);
                expectTarget('client-manifest', added > 0, 'no dynamic import of the build matched its chunks');
                writeFileSync(manifestPath, JSON.stringify(manifest));
              });
            },
          },
        ],
      };
    },
  };
}
