// docs/ mirrors the latest released version (versioned_docs/version-<latest>/) file for file while
// that release line is current. A file of docs/ whose bytes equal its twin's gets the same answer
// from every per-file check (front matter, Markdown, relative links in the same tree, spelling,
// style), so the linters check the twin once and skip the copy; `check-docs` still fails on any
// difference between the two trees. A file of docs/ that differs is checked like any other.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Paths (relative to `root`, with `/`) of the files of docs/ identical to their twin in the latest version. */
export function identicalMirrorFiles(root) {
  const [latest] = JSON.parse(readFileSync(join(root, 'versions.json'), 'utf8'));
  const source = join(root, 'versioned_docs', `version-${latest}`);
  const mirror = join(root, 'docs');
  return walk(mirror)
    .filter((file) => {
      const twin = join(source, relative(mirror, file));
      return existsSync(twin) && readFileSync(twin).equals(readFileSync(file));
    })
    .map((file) => relative(root, file).split('\\').join('/'));
}
