// Runs Pagefind's own browser API in Node over a built index (build/pagefind), so build tests can
// search it as the site does without a browser: its downloads are read from disk instead.
// Usage: node pagefind-search.mjs <build dir>, with {"queries": [...], "filters": {...}} on stdin;
// prints {query: [{url, excerpt}, … the best three]}.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { URL, pathToFileURL } from 'node:url';

const { Response } = globalThis;

const [dir = 'build'] = process.argv.slice(2);
const { queries, filters } = JSON.parse(readFileSync(0, 'utf8'));
globalThis.fetch = async (url) => {
  try {
    return new Response(readFileSync(join(dir, new URL(url).pathname)));
  } catch {
    return new Response(null, { status: 404 });
  }
};
const pagefind = await import(pathToFileURL(join(dir, 'pagefind', 'pagefind.js')).href);
await pagefind.options({ basePath: 'http://site.test/pagefind/', baseUrl: '/', excerptLength: 22, noWorker: true });
await pagefind.init();
const found = {};
for (const query of queries) {
  const search = await pagefind.search(query, { filters });
  const pages = await Promise.all((search?.results ?? []).slice(0, 3).map((result) => result.data()));
  found[query] = pages.map(({ url, excerpt }) => ({ url, excerpt }));
}
process.stdout.write(JSON.stringify(found));
