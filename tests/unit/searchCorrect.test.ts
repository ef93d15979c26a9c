import {
  countWords,
  identifierParts,
  parseVocabulary,
  serializeVocabulary,
  textWords,
  wordKey,
} from '../../src/lib/search/vocabulary';
import { correctQuery, correctWord, editDistance, maxEdits } from '../../src/lib/search/correct';
import { answersQuery, type PagefindPage } from '../../src/lib/search/results';
import { scopeFilters, scopeFromParams, searchParams } from '../../src/lib/search/scope';

describe('the vocabulary', () => {
  it('splits identifiers at camelCase, _, :, - and keeps each whole as written (a capitalised word is a word)', () => {
    expect(identifierParts('getHTTPClient')).toEqual(['get', 'HTTP', 'Client']);
    expect(identifierParts('JWT_EXPIRES_IN_MINUTES')).toEqual(['JWT', 'EXPIRES', 'IN', 'MINUTES']);
    expect(textWords('Call firstOrFail() with model:read or x-xsrf-token.')).toEqual([
      'call',
      'firstOrFail',
      'first',
      'fail',
      'with',
      'model:read',
      'model',
      'read',
      'x-xsrf-token',
      'xsrf',
      'token',
    ]);
  });

  it('leaves out short words and tokens with digits (versions, hashes)', () => {
    expect(textWords('an id v2.0.6 sha256 a1b2c3 of it')).toEqual([]);
  });

  it('counts words by key, showing the most frequent written form, lowercase on a tie', () => {
    const counts = countWords(['Validation validation', 'HasRole hasRole hasRole']);
    expect(counts.get('validation')).toEqual({ form: 'validation', count: 2 });
    expect(counts.get('hasrole')).toEqual({ form: 'hasRole', count: 3 });
  });

  it('writes one line per frequency, most frequent first, and reads it back; rare words are left out', () => {
    const text = serializeVocabulary(countWords(['route route route list list model once']), 2);
    expect(text).toBe('3 route\n2 list\n');
    const vocabulary = parseVocabulary(`${text}garbage line\n`);
    expect(vocabulary.forms).toEqual(['route', 'list']);
    expect(vocabulary.counts).toEqual([3, 2]);
    expect(vocabulary.index.get(wordKey('List'))).toBe(1);
  });
});

describe('correction', () => {
  const vocabulary = parseVocabulary(
    [
      '900 model middleware',
      '500 validation route',
      '300 list authorize',
      '120 controller mode',
      '40 firstOrFail JWT_EXPIRES_IN_MINUTES sessions',
      '20 ApiResponse OneTimeToken hasRoles',
      '5 validator',
    ].join('\n'),
  );

  it('measures insertions, deletions, substitutions and swapped neighbours as one edit each', () => {
    expect(editDistance('valdation', 'validation', 2)).toBe(1);
    expect(editDistance('contrler', 'controller', 2)).toBe(2);
    expect(editDistance('authorise', 'authorize', 2)).toBe(1);
    expect(editDistance('modle', 'model', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
    expect(editDistance('ab', 'ba', 1)).toBe(1);
    expect(editDistance('controller', 'controllers', 2)).toBe(1);
    expect(editDistance('', 'abc', 3)).toBe(3);
    // Long after short: the rows it reuses grow.
    expect(editDistance('x'.repeat(100), `${'x'.repeat(99)}y`, 2)).toBe(1);
  });

  it('allows no edit below four letters, one up to seven, two from eight', () => {
    expect([3, 4, 7, 8, 12].map(maxEdits)).toEqual([0, 1, 1, 2, 2]);
  });

  it('corrects one-letter-off, swapped, missing letters and British spellings', () => {
    expect(correctWord('valdation', vocabulary)).toBe('validation');
    expect(correctWord('middlewear', vocabulary)).toBe('middleware');
    expect(correctWord('contrller', vocabulary)).toBe('controller');
    expect(correctWord('sesions', vocabulary)).toBe('sessions');
    expect(correctWord('authorise', vocabulary)).toBe('authorize');
  });

  it('prefers the more frequent of equally near words', () => {
    // "mode" (a deletion) and "model" (a swap) are both one edit from "modle".
    expect(correctWord('modle', vocabulary)).toBe('model');
  });

  it('keeps the case of identifiers in what it shows', () => {
    expect(correctWord('firstorfial', vocabulary)).toBe('firstOrFail');
    expect(correctWord('JWT_EXPIRES_IN_MINUTSE', vocabulary)).toBe('JWT_EXPIRES_IN_MINUTES');
  });

  it('never changes a known word, identifier or compound, a short word or one with digits', () => {
    for (const word of ['apiresponse', 'hasRoles', 'onetimetoken', 'Validation', 'xyz', 'valdation2'])
      expect(correctWord(word, vocabulary)).toBe(word);
  });

  it('splits two known words run together', () => {
    expect(correctWord('routelist', vocabulary)).toBe('route list');
  });

  it('corrects several words independently, or answers null when none needed it', () => {
    expect(correctQuery('route lsit', vocabulary)).toBe('route list');
    expect(correctQuery('modle valdation', vocabulary)).toBe('model validation');
    expect(correctQuery('route list', vocabulary)).toBeNull();
    expect(correctQuery('xylophonequartzite', vocabulary)).toBeNull();
  });
});

describe('the band of the edit distance', () => {
  // The full matrix, as a reference for the banded one.
  const full = (a: string, b: string): number => {
    const d = Array.from({ length: a.length + 1 }, (_, i) =>
      Array.from({ length: b.length + 1 }, (_, j) => (i ? (j ? 0 : i) : j)),
    );
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++) {
        d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
          d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    return d[a.length]![b.length]!;
  };

  it('agrees with the full matrix up to its limit', () => {
    const words = [
      'validation',
      'valdation',
      'vaildation',
      'validator',
      'middleware',
      'middlewear',
      'model',
      'modle',
      'mode',
      'route',
      'routes',
      'rout',
    ];
    for (const a of words)
      for (const b of words)
        for (const max of [1, 2])
          expect([a, b, max, editDistance(a, b, max)]).toEqual([a, b, max, Math.min(full(a, b), max + 1)]);
  });
});

describe('weak results', () => {
  const page = (excerpt: string): PagefindPage => ({ url: '/docs/2.0/x/', excerpt, meta: {} });

  it('answer a query when each word is marked, or a form up to two letters shorter', () => {
    expect(answersQuery([page('the <mark>validation</mark> rules')], ['validation'])).toBe(true);
    expect(answersQuery([page('run the <mark>migration</mark>')], ['migrations'])).toBe(true);
    expect(answersQuery([page('<mark>OneTimeToken</mark> class')], ['onetimetoken'])).toBe(true);
  });

  it('do not when only a prefix of a word matched, or nothing was found', () => {
    expect(answersQuery([page('the <mark>controller</mark>')], ['contrller'])).toBe(false);
    expect(answersQuery([page('the <mark>author</mark>')], ['authorise'])).toBe(false);
    expect(answersQuery([page('<mark>route</mark> groups')], ['route', 'lsit'])).toBe(false);
    expect(answersQuery([], ['validation'])).toBe(false);
  });
});

describe('the section filter', () => {
  it('narrows the guides of a version to one sidebar section, and only the guides', () => {
    expect(scopeFilters('docs', '2.0', 'Auth')).toEqual({
      version: '2.0',
      section: 'Auth',
      not: { type: 'reference' },
    });
    expect(scopeFilters('docs', '2.0')).toEqual({ version: '2.0', not: { type: 'reference' } });
    expect(scopeFilters('blog', '2.0', 'Auth')).toEqual({ type: 'blog' });
  });

  it('goes into the search page address and comes back from it', () => {
    const params = searchParams('jwt', 'docs', 'Access Control');
    expect(params.toString()).toBe('q=jwt&in=docs&section=Access+Control');
    expect(scopeFromParams(params)).toEqual({ scope: 'docs', section: 'Access Control' });
    expect(searchParams('jwt', 'blog', 'Auth').toString()).toBe('q=jwt&in=blog');
    expect(scopeFromParams(new URLSearchParams('in=nowhere&section=Auth'))).toEqual({ scope: 'all', section: '' });
  });
});
