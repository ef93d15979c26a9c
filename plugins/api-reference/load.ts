/**
 * Reads the API reference data of every docs version (api/version-<v>/reference.json). Used by the
 * api-reference plugin (pages) and by the remark plugin that links samples and prose to the pages.
 * A malformed file fails the build with a message that names it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  createReferenceIndex,
  referenceProblems,
  type ApiReferenceData,
  type ReferenceIndex,
} from '../../src/lib/api/reference';

export interface LoadedReference {
  /** The file, relative to the site (`api/version-2.0/reference.json`). */
  file: string;
  data: ApiReferenceData;
  index: ReferenceIndex;
}

const cache = new Map<string, { mtimeMs: number; reference: LoadedReference }>();

/** One version's reference data, or null when the version has none. */
export function loadReference(siteDir: string, version: string): LoadedReference | null {
  const file = join('api', `version-${version}`, 'reference.json');
  const path = join(siteDir, file);
  if (!existsSync(path)) return null;
  const { mtimeMs } = statSync(path);
  const cached = cache.get(path);
  if (cached && cached.mtimeMs === mtimeMs) return cached.reference;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}. Regenerate it with npm run api:generate.`);
  }
  const problems = referenceProblems(data);
  if (problems.length) throw new Error(`${file} cannot be used:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  const typed = data as ApiReferenceData;
  if (typed.version !== version) throw new Error(`${file} says it is for version ${typed.version}, not ${version}`);
  const reference = { file, data: typed, index: createReferenceIndex(typed) };
  cache.set(path, { mtimeMs, reference });
  return reference;
}

/** Every version's reference data, by version name. */
export function loadReferences(siteDir: string): Map<string, LoadedReference> {
  const dir = join(siteDir, 'api');
  const found = new Map<string, LoadedReference>();
  if (!existsSync(dir)) return found;
  for (const name of readdirSync(dir)) {
    const version = /^version-(.+)$/.exec(name)?.[1];
    if (!version) continue;
    const reference = loadReference(siteDir, version);
    if (reference) found.set(version, reference);
  }
  return found;
}
