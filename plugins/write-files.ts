/**
 * Writes many small files of the post-build step through Node's thread pool, their folders first.
 *
 * Docusaurus starts every plugin's postBuild at once, and the part of each before its first `await`
 * runs before any other continues. Written synchronously, the reference entries' data, the Markdown
 * twins and the sample types (about 1,400 files) held the main thread for about 1 s that way, while
 * the search plugin, whose indexing is what the post-build step waits on, could not start. Through
 * the thread pool, the files are written while Pagefind indexes.
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** A file to write (`data`) or to copy from another file (`from`). */
export type OutputFile = { path: string; data: string | Uint8Array } | { path: string; from: string };

export async function writeFiles(files: Iterable<OutputFile>): Promise<void> {
  const list = [...files];
  await Promise.all([...new Set(list.map((file) => dirname(file.path)))].map((dir) => mkdir(dir, { recursive: true })));
  await Promise.all(
    list.map((file) => ('from' in file ? copyFile(file.from, file.path) : writeFile(file.path, file.data))),
  );
}
