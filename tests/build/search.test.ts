/**
 * Search over the built index (build/pagefind): the vocabulary written beside it, and misspelt
 * queries corrected by src/lib/search/correct.ts finding their page in the first three, searched with
 * Pagefind itself (tests/build/support/pagefind-search.mjs runs its browser API in Node).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseVocabulary } from '../../src/lib/search/vocabulary';
import { correctQuery } from '../../src/lib/search/correct';
import { answersQuery, type PagefindPage } from '../../src/lib/search/results';
import { scopeFilters } from '../../src/lib/search/scope';
import { folderSize } from '../../plugins/search/indexable.cjs';

const build = join(__dirname, '..', '..', 'build');
const budgets: { search: { indexKB: number } } = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'budgets.json'), 'utf8'),
);
const text = readFileSync(join(build, 'pagefind', 'vocabulary.txt'), 'utf8');
const vocabulary = parseVocabulary(text);

/** The best three pages of each query, searching everywhere as the dialog's "All" does. */
function search(queries: string[]): Record<string, PagefindPage[]> {
  const run = spawnSync(process.execPath, [join(__dirname, 'support', 'pagefind-search.mjs'), build], {
    input: JSON.stringify({ queries, filters: scopeFilters('all', '2.0') }),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

// [typed, its correction, the page it is after]
const misspelt: [string, string, RegExp][] = [
  ['valdation', 'validation', /\/validation\//],
  ['contrller', 'controller', /controller/],
  ['sesions', 'sessions', /\/http\/sessions\/|\/session/],
  ['repositry', 'repository', /repository/],
  ['authorise', 'authorize', /authorize|access-control/],
  ['authorisation', 'authorization', /auth/],
  ['middlewear', 'middleware', /middleware/],
  ['migratoin', 'migration', /migration/],
  ['route lsit', 'route list', /\/http\/routing\//],
  ['firstOrFial', 'firstOrFail', /\/i-eloquent\/|\/models\/methods\//],
  ['resorce routes', 'resource routes', /resource/],
  ['eloquant', 'eloquent', /eloquent/],
  ['obsrever', 'observer', /observer/],
  ['jwt expirse', 'jwt expires', /\/auth\/jwt-auth-service\//],
  ['hashedpasword', 'hashedPassword', /user-attributes|crypto/],
  ['serivce provder', 'service provider', /\/service-providers\//],
  ['valdiator', 'validator', /validator|\/validation\//],
  ['listner', 'listener', /listener/],
  ['enviroment', 'environment', /environment/],
  ['permisions', 'permissions', /scopes|security|permission/],
  ['factroy', 'factory', /factory/],
  ['encrytp', 'encrypt', /crypto/],
  ['validationrules', 'validation rules', /\/validation\//],
];

// Compound and split forms that find their page as typed: never corrected.
const compounds: [string, RegExp][] = [
  ['apiresponse', /api-response/],
  ['route list', /\/http\/routing\//],
  ['hasRoles', /user|security-rules|roles/],
  ['onetimetoken', /one-time-token/],
];

describe('the vocabulary beside the index', () => {
  it('holds the words and identifiers of the pages, shown as written, and stays small', () => {
    for (const word of ['firstOrFail', 'JWT_EXPIRES_IN_MINUTES', 'validation', 'middleware'])
      expect(vocabulary.forms).toContain(word);
    const gzip = gzipSync(text).length;
    console.log(
      `vocabulary: ${vocabulary.keys.length} entries, ${(text.length / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip`,
    );
    expect(gzip).toBeLessThanOrEqual(30 * 1024);
  });
});

describe('the index on disk', () => {
  it('stays within its budget (budgets.json)', () => {
    expect(folderSize(join(build, 'pagefind')) / 1024).toBeLessThanOrEqual(budgets.search.indexKB);
  });
});

describe('misspelt queries', () => {
  const found = search([...misspelt.flatMap(([typed, corrected]) => [typed, corrected]), ...compounds.map(([q]) => q)]);
  const lands = (query: string, page: RegExp) => found[query]!.findIndex((result) => page.test(result.url)) + 1;

  it.each(misspelt)('%s is corrected to %s, which finds its page in the first three', (typed, corrected, page) => {
    // As typed, it finds nothing or only pages matching a prefix of it: a correction is sought.
    expect(answersQuery(found[typed]!, typed.split(' '))).toBe(false);
    expect(correctQuery(typed, vocabulary)).toBe(corrected);
    const rank = lands(corrected, page);
    console.log(`${typed} → ${corrected}: #${rank} ${found[corrected]![rank - 1]?.url}`);
    expect(rank).toBeGreaterThan(0);
  });

  it.each(compounds)('%s finds its page as typed, with no correction sought', (query, page) => {
    expect(answersQuery(found[query]!.slice(0, 1), query.split(' '))).toBe(true);
    expect(lands(query, page)).toBeGreaterThan(0);
  });
});
