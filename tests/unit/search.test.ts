import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { highlightTerms, normalizeQuery, MAX_QUERY_LENGTH } from '../../src/lib/search/query';
import { markTerms, parseExcerpt } from '../../src/lib/search/excerpt';
import {
  cleanUrl,
  groupLabel,
  REFERENCE_LABEL,
  groupResults,
  matchesQuery,
  toResultPage,
  withHighlight,
  type PagefindPage,
} from '../../src/lib/search/results';
import { pickResults, scopeFilters } from '../../src/lib/search/scope';
import { createRecentSearches, MAX_RECENT_SEARCHES, RECENT_SEARCHES_KEY } from '../../src/lib/search/recent';
import { isTypingTarget, shortcutLabel } from '../../src/lib/search/shortcut';
import { matchRanges } from '../../src/lib/search/highlight';
import { copyIndexablePages, ignoreSources, spaceBlocks } from '../../plugins/search/indexable.cjs';

describe('query normalization', () => {
  it('collapses whitespace and trims', () => {
    expect(normalizeQuery('  JWT_EXPIRES_IN_MINUTES \n\t ')).toBe('JWT_EXPIRES_IN_MINUTES');
    expect(normalizeQuery('resource   routes')).toBe('resource routes');
  });

  it('caps very long queries (a 500-character paste)', () => {
    const q = normalizeQuery('a'.repeat(500));
    expect(q.length).toBe(MAX_QUERY_LENGTH);
  });

  it('keeps punctuation and regular-expression characters as plain text', () => {
    expect(normalizeQuery('.*[(')).toBe('.*[(');
    expect(highlightTerms('.*[(')).toEqual([]);
  });

  it('highlights identifiers whole, longest first, without surrounding punctuation', () => {
    expect(highlightTerms('firstOrFail()')).toEqual(['firstOrFail']);
    expect(highlightTerms('model:read x-xsrf-token')).toEqual(['x-xsrf-token', 'model:read']);
    expect(highlightTerms('"Unexpected Application Error!"')).toEqual(['Application', 'Unexpected', 'Error']);
    expect(highlightTerms('a JWT_EXPIRES_IN_MINUTES')).toEqual(['JWT_EXPIRES_IN_MINUTES']);
  });
});

describe('result text', () => {
  it('turns Pagefind excerpts into plain and marked parts, never HTML', () => {
    expect(parseExcerpt('The query builder&#39;s <mark>firstOrFail</mark>() throws &lt;ModelNotFound&gt;')).toEqual([
      { text: "The query builder's ", mark: false },
      { text: 'firstOrFail', mark: true },
      { text: '() throws <ModelNotFound>', mark: false },
    ]);
    expect(parseExcerpt('<mark><img src=x onerror=alert(1)></mark>text')).toEqual([{ text: 'text', mark: false }]);
  });

  it('marks query terms in titles, case-insensitively, and drops the heading links\u2019 zero-width spaces', () => {
    expect(markTerms('Model Methods\u200b', ['methods'])).toEqual([
      { text: 'Model ', mark: false },
      { text: 'Methods', mark: true },
    ]);
    expect(markTerms('Auth', [])).toEqual([{ text: 'Auth', mark: false }]);
  });
});

const page = (url: string, extra: Partial<PagefindPage> = {}): PagefindPage => ({
  url,
  excerpt: 'text <mark>word</mark>',
  meta: { title: 'Title', group: 'Auth' },
  filters: { version: ['2.0'] },
  ...extra,
});

describe('grouping results', () => {
  it('cleans built URLs into the site\u2019s URLs', () => {
    expect(cleanUrl('/docs/2.0/auth/routes/')).toBe('/docs/2.0/auth/routes');
    expect(cleanUrl('/docs/2.0/auth/routes/index.html#post-authlogin')).toBe('/docs/2.0/auth/routes#post-authlogin');
    expect(cleanUrl('/blog/post.html')).toBe('/blog/post');
    expect(cleanUrl('/')).toBe('/');
  });

  it('puts docs first and blog posts second, keeping Pagefind\u2019s order within each', () => {
    const groups = groupResults(
      [page('/blog/a/', { filters: { type: ['blog'] } }), page('/docs/2.0/x/'), page('/docs/2.0/y/')],
      'Docs 2.0',
    );
    expect(groups.map((g) => [g.kind, g.label, g.pages.map((p) => p.url)])).toEqual([
      ['docs', 'Docs 2.0', ['/docs/2.0/x', '/docs/2.0/y']],
      ['blog', 'Blog', ['/blog/a']],
    ]);
    expect(groups[1]!.pages[0]!.group).toBe('Blog');
    expect(groupResults([], 'Docs 2.0')).toEqual([]);
  });

  it('puts reference entries in a group of their own, between the guides and the blog, with their group path', () => {
    const entry = page('/docs/2.0/api/model/', {
      meta: { title: 'Model', group: 'Reference › Models' },
      filters: { version: ['2.0'], type: ['reference'] },
    });
    const groups = groupResults(
      [entry, page('/blog/a/', { filters: { type: ['blog'] } }), page('/docs/2.0/x/')],
      'Docs 2.0',
    );
    expect(groups.map((g) => [g.kind, g.label, g.pages.map((p) => p.url)])).toEqual([
      ['docs', 'Docs 2.0', ['/docs/2.0/x']],
      ['reference', REFERENCE_LABEL, ['/docs/2.0/api/model']],
      ['blog', 'Blog', ['/blog/a']],
    ]);
    expect(REFERENCE_LABEL).toBe('Reference');
    expect(groups[1]!.pages[0]!.group).toBe('Reference › Models');
  });

  it('lists up to three matching headings under a page, not the page title itself', () => {
    const result = toResultPage(
      page('/docs/2.0/auth/routes/', {
        sub_results: [
          { title: 'Auth Routes', url: '/docs/2.0/auth/routes/', excerpt: '', anchor: { element: 'h1', id: '' } },
          ...['a', 'b', 'c', 'd'].map((id) => ({
            title: `Heading ${id}\u200b`,
            url: `/docs/2.0/auth/routes/#${id}`,
            excerpt: '<mark>x</mark>',
            anchor: { element: 'h2', id },
          })),
        ],
      }),
    );
    expect(result.headings.map((h) => [h.title, h.url])).toEqual([
      ['Heading a', '/docs/2.0/auth/routes#a'],
      ['Heading b', '/docs/2.0/auth/routes#b'],
      ['Heading c', '/docs/2.0/auth/routes#c'],
    ]);
  });

  it('labels a docs page with its sidebar group, nested groups joined', () => {
    expect(groupLabel(['Auth'])).toBe('Auth');
    expect(groupLabel(['Auth', 'Adapters'])).toBe('Auth › Adapters');
    expect(groupLabel([])).toBe('');
  });

  it('links a result with the words to highlight, before the anchor', () => {
    expect(withHighlight('/docs/2.0/auth/routes#post-authlogin', ['expiresInMinutes'])).toBe(
      '/docs/2.0/auth/routes?highlight=expiresInMinutes#post-authlogin',
    );
    expect(withHighlight('/docs/2.0/x', [])).toBe('/docs/2.0/x');
  });
});

describe('highlighting on the page a result opens', () => {
  it('finds each term, case-insensitively, without overlaps', () => {
    expect(matchRanges('firstOrFail and FIRSTORFAIL', ['firstorfail'])).toEqual([
      [0, 11],
      [16, 27],
    ]);
    expect(matchRanges('x-xsrf-token', ['x-xsrf-token', 'token'])).toEqual([[0, 12]]);
  });
});

/** A storage that can be made to fail like a full or disabled localStorage. */
function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    full: false,
    broken: false,
    getItem(key: string) {
      if (this.broken) throw new Error('SecurityError');
      return data.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (this.broken || this.full) throw new Error('QuotaExceededError');
      data.set(key, value);
    },
    removeItem(key: string) {
      if (this.broken) throw new Error('SecurityError');
      data.delete(key);
    },
    data,
  };
}

describe('recent searches', () => {
  it('keeps the newest first, once each, at most six, and survives a reload', () => {
    const storage = fakeStorage();
    const recent = createRecentSearches(storage);
    for (const q of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'B']) recent.add(q);
    expect(recent.list()).toEqual(['B', 'g', 'f', 'e', 'd', 'c']);
    expect(recent.list()).toHaveLength(MAX_RECENT_SEARCHES);
    expect(createRecentSearches(storage).list()).toEqual(['B', 'g', 'f', 'e', 'd', 'c']);
  });

  it('can be cleared', () => {
    const storage = fakeStorage();
    const recent = createRecentSearches(storage);
    recent.add('firstOrFail');
    recent.clear();
    expect(recent.list()).toEqual([]);
    expect(storage.data.has(RECENT_SEARCHES_KEY)).toBe(false);
  });

  it('starts empty when storage holds something else', () => {
    for (const junk of ['{not json', '{"a":1}', '[1, null, "", "ok"]']) {
      const list = createRecentSearches(fakeStorage({ [RECENT_SEARCHES_KEY]: junk })).list();
      expect(list).toEqual(junk.includes('ok') ? ['ok'] : []);
    }
  });

  it('keeps working in memory when storage is full, disabled or missing', () => {
    const full = fakeStorage();
    full.full = true;
    expect(createRecentSearches(full).add('queryBuilder')).toEqual(['queryBuilder']);
    const broken = fakeStorage();
    broken.broken = true;
    const recent = createRecentSearches(broken);
    expect(recent.add('HasRole')).toEqual(['HasRole']);
    expect(() => recent.clear()).not.toThrow();
    expect(createRecentSearches(null).add('x')).toEqual(['x']);
  });
});

describe('the search shortcut', () => {
  it('reads ⌘ K on Apple keyboards and Ctrl K elsewhere', () => {
    expect(shortcutLabel({ platform: 'MacIntel' })).toBe('⌘ K');
    expect(shortcutLabel({ platform: '', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' })).toBe('⌘ K');
    expect(shortcutLabel({ platform: 'Linux x86_64' })).toBe('Ctrl K');
  });

  it('ignores "/" typed into fields', () => {
    const field = (tagName: string, type = '') =>
      ({ tagName, type, isContentEditable: false, closest: () => ({ tagName, type }) }) as unknown as EventTarget;
    expect(isTypingTarget(field('INPUT', 'text'))).toBe(true);
    expect(isTypingTarget(field('INPUT', 'checkbox'))).toBe(false);
    expect(isTypingTarget(field('TEXTAREA'))).toBe(true);
    expect(isTypingTarget({ isContentEditable: true, closest: () => null } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ isContentEditable: false, closest: () => null } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('what the indexer reads', () => {
  it('keeps words of adjacent cells and definitions apart', () => {
    expect(spaceBlocks('<dl><dt>Type<dd><code>number</code></dl><table><tr><td>a<td>b</table>')).toBe(
      ' <dl> <dt>Type <dd><code>number</code></dl> <table> <tr> <td>a <td>b</table>',
    );
  });
});

describe('the Sources section of a page', () => {
  it('is left out of the index up to the next h2 or the doc footer', () => {
    const page =
      '<article><div class=markdown><h2 id=usage>Usage</h2><p>Call <code>find()</code>.' +
      '<h2 class=anchor id=sources>Sources<a href=#sources>#</a></h2><p>Read in <code>src/Model.ts</code>.<ul><li>a</ul>' +
      '</div><footer class=theme-doc-footer><a>Edit this page</a></footer></article>';
    expect(ignoreSources(page)).toBe(
      '<article><div class=markdown><h2 id=usage>Usage</h2><p>Call <code>find()</code>.' +
        '<h2 data-pagefind-ignore class=anchor id=sources>Sources<a data-pagefind-ignore href=#sources>#</a></h2>' +
        '<p data-pagefind-ignore>Read in <code data-pagefind-ignore>src/Model.ts</code>.<ul data-pagefind-ignore><li data-pagefind-ignore>a</ul>' +
        '</div><footer class=theme-doc-footer><a>Edit this page</a></footer></article>',
    );
    expect(ignoreSources('<h2 id=related>Related</h2><p>x')).toBe('<h2 id=related>Related</h2><p>x');
  });
});

describe('the copies Pagefind reads', () => {
  it('are the marked pages only, at their paths, changed as above, in a folder emptied first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'search-copies-'));
    try {
      const out = join(dir, 'build');
      const pages = join(dir, 'pages');
      mkdirSync(join(out, 'docs', 'x'), { recursive: true });
      mkdirSync(join(out, 'pagefind'), { recursive: true });
      writeFileSync(
        join(out, 'docs', 'x', 'index.html'),
        '<article data-pagefind-body><table><tr><td>a<td>b</table></article>',
      );
      writeFileSync(join(out, '404.html'), '<main>Not found</main>');
      writeFileSync(join(out, 'pagefind', 'old.html'), '<article data-pagefind-body>index output</article>');
      mkdirSync(pages);
      writeFileSync(join(pages, 'stale.html'), 'from an earlier build');
      expect(copyIndexablePages(out, pages)).toBe(1);
      expect(readdirSync(pages, { recursive: true }).sort()).toEqual([
        'docs',
        join('docs', 'x'),
        join('docs', 'x', 'index.html'),
      ]);
      expect(readFileSync(join(pages, 'docs', 'x', 'index.html'), 'utf8')).toBe(
        '<article data-pagefind-body> <table> <tr> <td>a <td>b</table></article>',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('which pages match a query', () => {
  const withMarks = (...marks: string[]): PagefindPage => ({
    url: '/docs/2.0/x/',
    excerpt: marks.map((m) => `text <mark>${m}</mark>`).join(' '),
    meta: {},
  });

  it('keeps pages matched on a word of the query, or another form of it', () => {
    expect(matchesQuery(withMarks('firstOrFail()'), ['firstOrFail'])).toBe(true);
    expect(matchesQuery(withMarks('Migration'), ['migrations'])).toBe(true);
    expect(matchesQuery(withMarks('x-xsrf-token'), ['x-xsrf-token'])).toBe(true);
    expect(matchesQuery(withMarks('id'), ['id'])).toBe(true);
    expect(matchesQuery(withMarks('user.setHashedPassword(hash);'), ['setHashedPassword'])).toBe(true);
  });

  it('drops pages Pagefind found through a short prefix of a word that matches nothing', () => {
    expect(matchesQuery(withMarks('X'), ['xylophonequartzite'])).toBe(false);
    expect(matchesQuery(withMarks('m'), ['modl'])).toBe(false);
    expect(matchesQuery(withMarks(), ['zzzz'])).toBe(false);
  });
});

describe('search scopes', () => {
  it('searches the guides, the reference and the blog, or one of them, never another docs version', () => {
    expect(scopeFilters('all', '2.0')).toEqual({ any: [{ version: '2.0' }, { type: 'blog' }] });
    expect(scopeFilters('docs', '2.0')).toEqual({ version: '2.0', not: { type: 'reference' } });
    expect(scopeFilters('reference', '2.0')).toEqual({ version: '2.0', type: 'reference' });
    expect(scopeFilters('blog', '2.0')).toEqual({ type: 'blog' });
  });

  it('keeps the best results, giving the last place to the best reference entry when none made the cut', () => {
    const results = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
    expect(pickResults(results, 3)).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    expect(pickResults(results, 3, [{ id: 'r1' }, { id: 'r2' }])).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'r1' }]);
    // An entry already among the best: nothing changes.
    expect(pickResults(results, 3, [{ id: 'b' }])).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    expect(pickResults(results, 3, [])).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    expect(pickResults([], 3, [{ id: 'r1' }])).toEqual([{ id: 'r1' }]);
  });
});
