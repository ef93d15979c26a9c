#!/usr/bin/env node
// Prints what the built site (build/, from `npm run build`) links to the API reference, per docs
// version with reference data: framework imports in samples and their links, inline code in prose
// that names an entry and how much of it is linked, entries with at least one link. The counts
// come from plugins/remark-api-links/report.ts, which tests/build/apiLinks.test.ts also checks.
//   node scripts/api-links-report.mjs [--list]   (--list: the mentions left unlinked)
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
// jiti is the TypeScript loader Docusaurus itself uses for docusaurus.config.ts.
const load = require('jiti')(fileURLToPath(import.meta.url));
const { apiLinksReport } = load('../plugins/remark-api-links/report.ts');
const { createSiteConfig } = load('../src/site.ts');

const build = join(root, 'build');
if (!existsSync(build)) {
  console.error('No build/ folder: run npm run build first.');
  process.exit(1);
}
const versions = JSON.parse(readFileSync(join(root, 'versions.json'), 'utf8'));
for (const version of versions) {
  if (!existsSync(join(root, 'api', `version-${version}`, 'reference.json'))) {
    console.log(`${version}: no reference data`);
    continue;
  }
  const r = apiLinksReport(root, build, version, createSiteConfig(process.env).baseUrl);
  const percent = (n) => `${(n * 100).toFixed(1)}%`;
  console.log(`Docs ${version}: ${r.pages} guide pages, reference of ${r.entries} entries`);
  console.log(
    `  samples: ${r.sampleImports} framework imports, ${r.sampleLinks} links in code, ${r.missingSampleLinks.length} missing`,
  );
  console.log(
    `  prose:   ${r.proseLinks} links from inline code; ${r.proseLinks + r.proseUnlinked.length} mentions name an entry, ${percent(r.proseCoverage)} linked`,
  );
  console.log(`  entries with at least one link from the guides: ${r.entriesLinked} of ${r.entries}`);
  if (process.argv.includes('--list')) {
    for (const line of r.missingSampleLinks) console.log(`  missing sample link: ${line}`);
    for (const line of r.proseUnlinked) console.log(`  unlinked mention: ${line}`);
  }
}
