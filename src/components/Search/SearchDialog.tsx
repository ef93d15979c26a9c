/**
 * The search dialog: a combobox and its list of results, grouped into the guides and the API
 * reference of the docs version being read and the blog, one entry per page with its matching
 * headings beneath. Loaded on first use by the navbar button (src/theme/SearchBar). Keyboard:
 * arrows move through the results, Enter opens one, Ctrl/⌘+Enter opens it in a new tab, Escape
 * closes and returns focus where it was.
 */
import React, {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import clsx from 'clsx';
import { useHistory } from '@docusaurus/router';
import Link from '@docusaurus/Link';
import { highlightTerms, normalizeQuery } from '@site/src/lib/search/query';
import { REFERENCE_LABEL, withHighlight, type ResultGroup } from '@site/src/lib/search/results';
import { markTerms, type TextPart } from '@site/src/lib/search/excerpt';
import { createRecentSearches } from '@site/src/lib/search/recent';
import { searchParams } from '@site/src/lib/search/scope';
import { useSearch, type SearchScope } from './useSearch';
import { UNAVAILABLE_MESSAGE } from './pagefind';
import { useSearchScope } from './useSearchScope';
import { Correction, SectionSelect } from './SearchControls';
import TextParts from './TextParts';
import styles from './styles.module.css';

/** Pages whose text is fetched per search: what fits on screen, and keeps a first search small. */
const DIALOG_RESULTS = 6;
const SUGGESTIONS = [
  'firstOrFail',
  'JWT_EXPIRES_IN_MINUTES',
  'resource routes',
  'validation rules',
  'migrations',
  'x-xsrf-token',
];

interface Option {
  id: string;
  /** A page or heading to open, or a query to run (recent searches and suggestions). */
  url?: string;
  query?: string;
}

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

interface Row {
  option: Option;
  kind: 'query' | 'page' | 'heading';
  title: TextPart[];
  path?: string;
  excerpt?: TextPart[];
}

interface RowGroup {
  id: string;
  label: string;
  rows: Row[];
}

/** The listbox's content: results by guides, reference and blog, or recent searches and suggestions. */
function rowGroups(
  id: string,
  query: string,
  results: readonly ResultGroup[],
  recent: readonly string[],
  terms: readonly string[],
): RowGroup[] {
  let n = 0;
  const option = (fields: Omit<Option, 'id'>): Option => ({ id: `${id}-option-${n++}`, ...fields });
  if (!query) {
    const queries = recent.length ? recent : SUGGESTIONS;
    return [
      {
        id: `${id}-start`,
        label: recent.length ? 'Recent searches' : 'Try searching for',
        rows: queries.map((q) => ({ option: option({ query: q }), kind: 'query', title: [{ text: q, mark: false }] })),
      },
    ];
  }
  return results.map((group) => ({
    id: `${id}-${group.kind}`,
    label: group.label,
    rows: group.pages.flatMap((page): Row[] => [
      {
        option: option({ url: page.url }),
        kind: 'page',
        title: markTerms(page.title, terms),
        path: page.group,
        excerpt: page.excerpt,
      },
      ...page.headings.map((heading): Row => ({
        option: option({ url: heading.url }),
        kind: 'heading',
        title: markTerms(heading.title, terms),
        excerpt: heading.excerpt,
      })),
    ]),
  }));
}

function OptionRow({
  row,
  active,
  onHover,
  onOpen,
}: {
  row: Row;
  active: boolean;
  onHover: () => void;
  onOpen: (newTab: boolean) => void;
}): ReactNode {
  return (
    // Combobox pattern: the input keeps focus and handles the keys (aria-activedescendant points
    // here), so an option needs no key listener of its own and is focusable only by script.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      id={row.option.id}
      role="option"
      tabIndex={-1}
      data-href={row.option.url}
      data-kind={row.kind}
      aria-selected={active}
      className={clsx(styles.option, row.kind === 'heading' && styles.heading, active && styles.optionActive)}
      onMouseMove={onHover}
      onClick={(event: MouseEvent) => onOpen(event.ctrlKey || event.metaKey || event.shiftKey)}>
      {row.path && <span className={styles.path}>{row.path}</span>}
      <span className={styles.title}>
        <TextParts parts={row.title} />
      </span>
      {row.excerpt && (
        <span className={styles.excerpt}>
          <TextParts parts={row.excerpt} />
        </span>
      )}
    </div>
  );
}

export default function SearchDialog({
  onClose,
  initialQuery = '',
}: {
  onClose: () => void;
  initialQuery?: string;
}): ReactNode {
  const history = useHistory();
  const { version, label: docsLabel } = useSearchScope();
  const [input, setInput] = useState(initialQuery);
  const [scope, setScope] = useState<SearchScope>('all');
  const [section, setSection] = useState('');
  // The query the reader chose to search as typed rather than corrected.
  const [exactFor, setExactFor] = useState<string | null>(null);
  // The highlighted option, reset to the first whenever the query or the scope changes.
  const [activeState, setActiveState] = useState({ key: '', index: 0 });
  const recentStore = useMemo(() => createRecentSearches(storage()), []);
  const [recent, setRecent] = useState(() => recentStore.list());
  const query = normalizeQuery(input);
  const search = useSearch(input, scope, version, docsLabel, DIALOG_RESULTS, {
    section: scope === 'docs' ? section : '',
    exact: exactFor === query,
  });
  const answered = search.corrected ?? query;
  const terms = useMemo(() => highlightTerms(answered), [answered]);
  const resultsPage = '/search';
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const showingResults = query !== '' && search.status === 'ready';

  useEffect(() => {
    inputRef.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, []);
  const activeKey = `${scope}:${section}:${query}:${search.corrected}`;
  const active = activeState.key === activeKey ? activeState.index : 0;
  const setActive = (update: (index: number) => number) => setActiveState({ key: activeKey, index: update(active) });

  const groups = rowGroups(id, query, showingResults ? search.groups : [], recent, terms);
  const options = groups.flatMap((group) => group.rows.map((row) => row.option));
  const current = options[Math.min(active, options.length - 1)];

  const open = useCallback(
    (option: Option | undefined, newTab: boolean) => {
      if (!option) return;
      if (option.query !== undefined) {
        setInput(option.query);
        inputRef.current?.focus();
        return;
      }
      setRecent(recentStore.add(query));
      const target = withHighlight(option.url!, terms);
      if (newTab) window.open(target, '_blank', 'noopener');
      else {
        onClose();
        history.push(target);
      }
    },
    [history, onClose, query, recentStore, terms],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (Math.min(a, options.length - 1) + step + options.length) % options.length);
    } else if (event.key === 'Enter' && event.target === inputRef.current) {
      event.preventDefault();
      open(current, event.ctrlKey || event.metaKey);
    } else if (event.key === 'Tab') {
      // Keep focus inside the dialog.
      const focusable = dialog.current?.querySelectorAll<HTMLElement>('input, select, button, a[href]');
      if (!focusable?.length) return;
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  useEffect(() => {
    if (current) document.getElementById(current.id)?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const statusText = !query
    ? ''
    : search.status === 'unavailable'
      ? ''
      : !showingResults
        ? 'Searching…'
        : search.total === 0
          ? `No results for “${query}”.`
          : `${search.total} ${search.total === 1 ? 'page' : 'pages'} found${search.corrected ? ` for “${search.corrected}”` : ''}.`;

  return createPortal(
    <div className={styles.backdrop} role="presentation" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      {/* Keyboard handling for the whole dialog: Escape, the arrow keys, Enter and the focus trap. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={onKeyDown}>
        <h2 id={`${id}-title`} className={styles.visuallyHidden}>
          Search the documentation and the blog
        </h2>
        <div className={styles.searchRow}>
          <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l4.14 4.15-1.06 1.06-4.15-4.14A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
              fill="currentColor"
            />
          </svg>
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label="Search"
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={`${id}-listbox`}
            aria-activedescendant={current?.id}
            placeholder="Search docs and blog"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={200}
            value={input}
            onChange={(e) => setInput(e.target.value)}
          />
          <button type="button" className={styles.close} onClick={onClose}>
            Esc<span className={styles.visuallyHidden}>: close search</span>
          </button>
        </div>
        <fieldset className={styles.scopes}>
          <legend className={styles.visuallyHidden}>Search in</legend>
          {(
            [
              ['all', 'All'],
              ['docs', docsLabel],
              ['reference', REFERENCE_LABEL],
              ['blog', 'Blog'],
            ] as const
          ).map(([value, text]) => (
            <label key={value} className={clsx(styles.scope, scope === value && styles.scopeChecked)}>
              <input
                type="radio"
                name={`${id}-scope`}
                value={value}
                checked={scope === value}
                onChange={() => setScope(value)}
              />
              {text}
            </label>
          ))}
          {scope === 'docs' && <SectionSelect className={styles.sectionSelect} value={section} onChange={setSection} />}
        </fieldset>
        <div className={styles.body}>
          <p className={styles.status} role="status">
            {statusText}
          </p>
          {showingResults && search.corrected && (
            <Correction
              corrected={search.corrected}
              original={query}
              onSearchOriginal={() => {
                setExactFor(query);
                inputRef.current?.focus();
              }}
            />
          )}
          {search.status === 'unavailable' && <p className={styles.notice}>{UNAVAILABLE_MESSAGE}</p>}
          <div id={`${id}-listbox`} role="listbox" aria-label="Search results" className={styles.listbox}>
            {groups.map((group) => (
              <div key={group.id} role="group" aria-labelledby={group.id}>
                <div id={group.id} role="presentation" className={styles.groupLabel}>
                  {group.label}
                </div>
                {group.rows.map((row) => (
                  <OptionRow
                    key={row.option.id}
                    row={row}
                    active={row.option === current}
                    onHover={() => setActive(() => options.indexOf(row.option))}
                    onOpen={(newTab) => open(row.option, newTab)}
                  />
                ))}
              </div>
            ))}
          </div>
          {!query && recent.length > 0 && (
            <button
              type="button"
              className={styles.clear}
              onClick={() => {
                recentStore.clear();
                setRecent([]);
                inputRef.current?.focus();
              }}>
              Clear recent searches
            </button>
          )}
          {showingResults && (
            <p className={styles.more}>
              <Link to={`${resultsPage}?${searchParams(answered, scope, section).toString()}`} onClick={onClose}>
                {search.total === 0 ? 'Open the search page' : `See all ${search.total} results`}
              </Link>
            </p>
          )}
        </div>
        <p className={styles.keys} aria-hidden="true">
          <kbd>↑</kbd>
          <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Ctrl</kbd>/<kbd>⌘</kbd>+<kbd>Enter</kbd> new tab,{' '}
          <kbd>Esc</kbd> to close
        </p>
      </div>
    </div>,
    document.body,
  );
}
