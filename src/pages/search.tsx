/**
 * The full search results page, /search?q=…: works from a shared link, groups results as the dialog
 * does (guides and reference of the latest version, then the blog) and loads more on request.
 * Without JavaScript it says that search needs JavaScript and links to the documentation.
 */
import React, { useEffect, useMemo, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useHistory, useLocation } from '@docusaurus/router';
import { useDocsEntryPath } from '@site/src/hooks/useSite';
import { highlightTerms, normalizeQuery } from '@site/src/lib/search/query';
import { markTerms } from '@site/src/lib/search/excerpt';
import { REFERENCE_LABEL, withHighlight } from '@site/src/lib/search/results';
import { scopeFromParams, searchParams } from '@site/src/lib/search/scope';
import { useSearch, type SearchScope } from '@site/src/components/Search/useSearch';
import { UNAVAILABLE_MESSAGE } from '@site/src/components/Search/pagefind';
import { Correction, SectionSelect } from '@site/src/components/Search/SearchControls';
import { useSearchScope } from '@site/src/components/Search/useSearchScope';
import TextParts from '@site/src/components/Search/TextParts';
import styles from '@site/src/components/Search/styles.module.css';

const PAGE_SIZE = 10;

function Results({ initial }: { initial: URLSearchParams }): ReactNode {
  const history = useHistory();
  const { version, label } = useSearchScope();
  const [input, setInput] = useState(initial.get('q') ?? '');
  const [scope, setScope] = useState<SearchScope>(() => scopeFromParams(initial).scope);
  const [section, setSection] = useState(() => scopeFromParams(initial).section);
  // The query the reader chose to search as typed rather than corrected.
  const [exactFor, setExactFor] = useState<string | null>(null);
  const query = normalizeQuery(input);
  const inDocs = scope === 'docs' ? section : '';
  // How many pages to show: a page of results, more on request, back to one page for a new query.
  const [more, setMore] = useState({ key: '', limit: PAGE_SIZE });
  const moreKey = `${scope}:${inDocs}:${query}`;
  const limit = more.key === moreKey ? more.limit : PAGE_SIZE;
  const search = useSearch(input, scope, version, label, limit, { section: inDocs, exact: exactFor === query });
  const answered = search.corrected ?? query;
  const terms = useMemo(() => highlightTerms(answered), [answered]);

  // The address follows the query, scope and section, so the page can be shared or bookmarked.
  useEffect(() => {
    const params = searchParams(query, scope, inDocs).toString();
    history.replace({ search: params ? `?${params}` : '' });
  }, [history, query, scope, inDocs]);

  const shown = search.groups.reduce((n, group) => n + group.pages.length, 0);
  return (
    <>
      <form className={styles.pageForm} role="search" onSubmit={(e) => e.preventDefault()}>
        <input
          className={styles.pageInput}
          type="search"
          aria-label="Search the documentation and the blog"
          placeholder="Search docs and blog"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          maxLength={200}
        />
        <select
          aria-label="Search in"
          className={styles.pageInput}
          value={scope}
          onChange={(e) => setScope(e.target.value as SearchScope)}>
          <option value="all">All</option>
          <option value="docs">{label}</option>
          <option value="reference">{REFERENCE_LABEL}</option>
          <option value="blog">Blog</option>
        </select>
        {scope === 'docs' && <SectionSelect className={styles.pageInput} value={section} onChange={setSection} />}
      </form>
      <p role="status">
        {!query
          ? 'Type a word, a method name or a setting.'
          : search.status === 'unavailable'
            ? UNAVAILABLE_MESSAGE
            : search.status !== 'ready'
              ? 'Searching…'
              : search.total === 0
                ? `No results for “${query}”.`
                : `${search.total} ${search.total === 1 ? 'page' : 'pages'} for “${answered}”.`}
      </p>
      {search.status === 'ready' && search.corrected && (
        <Correction corrected={search.corrected} original={query} onSearchOriginal={() => setExactFor(query)} />
      )}
      {search.status === 'ready' &&
        search.groups.map((group) => (
          <section key={group.kind} aria-labelledby={`results-${group.kind}`}>
            <Heading as="h2" id={`results-${group.kind}`}>
              {group.label}
            </Heading>
            <ul className={styles.resultList}>
              {group.pages.map((page) => (
                <li key={page.url}>
                  <Link to={withHighlight(page.url, terms)} autoAddBaseUrl={false}>
                    <TextParts parts={markTerms(page.title, terms)} />
                  </Link>{' '}
                  <span className={styles.path}>{page.group}</span>
                  <p>
                    <TextParts parts={page.excerpt} />
                  </p>
                  {page.headings.length > 0 && (
                    <ul>
                      {page.headings.map((heading) => (
                        <li key={heading.url}>
                          <Link to={withHighlight(heading.url, terms)} autoAddBaseUrl={false}>
                            <TextParts parts={markTerms(heading.title, terms)} />
                          </Link>
                          <p>
                            <TextParts parts={heading.excerpt} />
                          </p>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      {search.status === 'ready' && shown < search.total && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setMore({ key: moreKey, limit: limit + PAGE_SIZE })}>
          Show more results
        </button>
      )}
    </>
  );
}

export default function SearchPage(): ReactNode {
  const isBrowser = useIsBrowser();
  const { search } = useLocation();
  const docs = useDocsEntryPath();
  const initial = useMemo(() => new URLSearchParams(search), [search]);
  return (
    <Layout title="Search" description="Search the Larascript documentation and blog." noFooter={false}>
      <main className={styles.page}>
        <Heading as="h1">Search</Heading>
        {isBrowser ? (
          <Results initial={initial} />
        ) : (
          <p>
            Search needs JavaScript. Without it, browse the documentation from its <Link to={docs}>introduction</Link>{' '}
            and the sidebar.
          </p>
        )}
      </main>
    </Layout>
  );
}
