/**
 * sample-types: publishes the recorded types of the docs' TypeScript samples (api/version-<v>/
 * sample-types.json, written by `check:samples --record-types`) as one small file per code block,
 * `sample-types/<key>.json` in the build, which a block fetches the first time a reader points at
 * it, taps it or moves keyboard focus into it (src/components/TypedCode). Nothing of it is in a
 * page's first load. plugins/remark-sample-types gives each block its key. In development the files
 * are not served, and blocks show no types.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { writeFiles, type OutputFile } from '../write-files';

/** The folder of the build that holds the blocks' files. */
export const SAMPLE_TYPES_DIR = 'sample-types';

export default function sampleTypes(context: LoadContext): Plugin {
  return {
    name: 'sample-types',
    async postBuild({ outDir }) {
      const versions = JSON.parse(readFileSync(join(context.siteDir, 'versions.json'), 'utf8')) as string[];
      const dir = join(outDir, SAMPLE_TYPES_DIR);
      const files: OutputFile[] = [];
      for (const version of versions) {
        const file = join(context.siteDir, 'api', `version-${version}`, 'sample-types.json');
        if (!existsSync(file)) continue;
        const data = JSON.parse(readFileSync(file, 'utf8')) as {
          blocks: Record<string, { page: string; line: number }>;
        };
        for (const [key, entry] of Object.entries(data.blocks)) {
          // Where it was recorded from is for the maintainers, not the reader.
          const types: Record<string, unknown> = { version, ...entry };
          delete types.page;
          delete types.line;
          files.push({ path: join(dir, `${key}.json`), data: JSON.stringify(types) });
        }
      }
      await writeFiles(files);
      if (files.length)
        console.log(`[sample-types] Wrote the types of ${files.length} code blocks to ${SAMPLE_TYPES_DIR}/.`);
    },
  };
}
