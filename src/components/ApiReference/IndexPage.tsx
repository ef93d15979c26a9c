import React, { memo, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SocialCard from '@site/src/components/SocialCard';
import PageActions from '@site/src/components/PageActions';
import { hasMarkdownTwin, markdownPath } from '@site/src/lib/llms/paths';
import { cardAlt, cardPath } from '@site/src/lib/socialCards';
import ReferenceLayout from './ReferenceLayout';
import {
  FILTER_KINDS,
  NO_FILTER,
  filterKind,
  indexFilterSearch,
  isFiltered,
  matchesFilter,
  parseIndexFilter,
  type FilterKind,
  type IndexFilter,
} from '@site/src/lib/api/indexFilter';
import { referenceGroupId, type ApiIndexPageData } from './types';
import styles from './styles.module.css';

type IndexEntry = ApiIndexPageData['groups'][number]['entries'][number];

/** One entry of the list; memoized, so that a change of the filter renders only the entries it shows or hides. */
const EntryItem = memo(function EntryItem({ entry, hidden }: { entry: IndexEntry; hidden: boolean }): ReactNode {
  return (
    <li hidden={hidden}>
      <Link to={entry.url}>
        <code>{entry.name}</code>
      </Link>{' '}
      <span className={styles.badge}>{entry.kind}</span>
      {entry.summary && <span className={styles.summary}>{entry.summary}</span>}
    </li>
  );
});

/**
 * The filter above the groups: a name fragment, kind toggles, how many entries match and a way to
 * clear it. Rendered only in the browser, since controls without JavaScript would do nothing; the
 * search index leaves it out.
 */
function FilterControls({
  filter,
  kinds,
  shown,
  total,
  onChange,
}: {
  filter: IndexFilter;
  kinds: readonly (typeof FILTER_KINDS)[number][];
  shown: number;
  total: number;
  onChange: (filter: IndexFilter) => void;
}): ReactNode {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const filtered = isFiltered(filter);
  const toggle = (kind: FilterKind) =>
    onChange({
      ...filter,
      kinds: filter.kinds.includes(kind) ? filter.kinds.filter((k) => k !== kind) : [...filter.kinds, kind],
    });
  const clear = () => {
    onChange(NO_FILTER);
    input.current?.focus();
  };
  return (
    <div className={styles.filter} data-pagefind-ignore="all">
      <div className={styles.filterRow}>
        <label htmlFor={`${id}-q`}>Filter by name</label>
        <input
          ref={input}
          id={`${id}-q`}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={filter.q}
          onChange={(event) => onChange({ ...filter, q: event.target.value })}
        />
      </div>
      <div className={styles.filterRow} role="group" aria-labelledby={`${id}-kind`}>
        <span id={`${id}-kind`}>Kind</span>
        {kinds.map(({ kind, label }) => {
          const pressed = filter.kinds.includes(kind);
          return (
            <button
              key={kind}
              type="button"
              className={clsx('button button--outline button--primary', pressed && 'button--active')}
              aria-pressed={pressed}
              onClick={() => toggle(kind)}>
              {label}
            </button>
          );
        })}
      </div>
      <div className={styles.filterRow}>
        <div role="status" aria-live="polite">
          {!filtered
            ? `${total} entries`
            : shown === 0
              ? `No entry matches the filter: 0 of ${total} entries.`
              : `${shown} of ${total} entries`}
        </div>
        {filtered && (
          <button type="button" className="button button--link" onClick={clear}>
            Clear filter
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * The reference of a docs version (/docs/<v>/api): where it comes from, how to read it, every entry by
 * group. In the browser, a filter narrows the entries by name and kind and keeps itself in the address
 * (`?q=Model&kind=class`); the server renders every entry, as a reader without JavaScript gets them.
 */
export default function ApiIndexPage({ data }: { data: ApiIndexPageData }): ReactNode {
  const count = data.groups.reduce((n, g) => n + g.entries.length, 0);
  const isBrowser = useIsBrowser();
  // Read from the address when the page mounts; applied only once hydrated, so hydration renders the full list.
  const [chosen, setChosen] = useState<IndexFilter>(() =>
    typeof window === 'undefined' ? NO_FILTER : parseIndexFilter(window.location.search),
  );
  const filter = isBrowser ? chosen : NO_FILTER;
  const choose = (next: IndexFilter) => {
    setChosen(next);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', pathname + indexFilterSearch(search, next) + hash);
  };
  const shown = useMemo(
    () => data.groups.map((g) => g.entries.map((e) => matchesFilter(e, filter))),
    [data.groups, filter],
  );
  const shownCount = shown.reduce((n, g) => n + g.filter(Boolean).length, 0);
  const kinds = useMemo(() => {
    const present = new Set(data.groups.flatMap((g) => g.entries.map((e) => filterKind(e.kind))));
    return FILTER_KINDS.filter((k) => present.has(k.kind));
  }, [data.groups]);
  const toc = useMemo(
    () => [
      { value: 'How to read an entry', id: 'how-to-read-an-entry', level: 2 as const },
      ...data.groups
        .filter((_, i) => shown[i].includes(true))
        .map((g) => ({
          value: g.group.replace(/&/g, '&amp;').replace(/</g, '&lt;'),
          id: referenceGroupId(g.group),
          level: 2 as const,
        })),
    ],
    [data.groups, shown],
  );
  const repository = `https://github.com/${data.repository}`;
  const { baseUrl } = useDocusaurusContext().siteConfig;
  return (
    <Layout
      title="API Reference"
      description={`The Larascript ${data.versionLabel} API: ${count} classes, interfaces, functions, types and constants the guides use, generated from the framework's source.`}>
      <SocialCard
        path={cardPath(data.indexUrl, baseUrl)}
        alt={cardAlt('API Reference', `Larascript ${data.versionLabel}`)}
      />
      <ReferenceLayout
        toc={toc}
        breadcrumbs={[{ label: 'API Reference' }]}
        version={data.version}
        versionLabel={data.versionLabel}
        title="API Reference"
        group="Reference">
        <header className={styles.header}>
          <Heading as="h1" className={styles.title}>
            <span data-pagefind-meta="title">API Reference</span>
          </Heading>
          <span className={styles.kind} data-pagefind-filter="type:reference">
            Larascript {data.versionLabel}
          </span>
        </header>
        {hasMarkdownTwin(data.version) && (
          <div className={styles.pageActions}>
            <PageActions markdownUrl={markdownPath(data.indexUrl)} />
          </div>
        )}
        <p>
          The {count} classes, interfaces, functions, types and constants that the guides&apos; code samples import, the
          global helpers, and the base classes a project extends. Each entry is generated from the framework&apos;s
          source at tag{' '}
          <a href={`${repository}/tree/${data.tag}`}>
            <code>{data.tag}</code>
          </a>{' '}
          (commit{' '}
          <a href={`${repository}/commit/${data.commit}`}>
            <code>{data.commit.slice(0, 7)}</code>
          </a>
          ), so its signatures are the ones your project compiles against.
        </p>
        <Heading as="h2" id="how-to-read-an-entry">
          How to read an entry
        </Heading>
        <ul>
          <li>The import line to copy, then the declaration with its type parameters.</li>
          <li>
            &quot;Defined in&quot; links to the file and line on GitHub at the tag; &quot;Used in the guides&quot; lists
            the pages whose samples import it.
          </li>
          <li>
            Members follow: the constructor, then properties and methods. <em>static</em> and <em>protected</em> are
            marked; members a class inherits come last, under the class or interface that declares them.
          </li>
          <li>Names of other entries in a signature link to them.</li>
        </ul>
        {isBrowser && (
          <FilterControls filter={filter} kinds={kinds} shown={shownCount} total={count} onChange={choose} />
        )}
        {data.groups.map((group, g) => (
          <section key={group.group} hidden={!shown[g].includes(true)}>
            <Heading as="h2" id={referenceGroupId(group.group)}>
              {group.group}
            </Heading>
            <ul className={styles.entryList}>
              {group.entries.map((entry, e) => (
                <EntryItem key={entry.url} entry={entry} hidden={!shown[g][e]} />
              ))}
            </ul>
          </section>
        ))}
      </ReferenceLayout>
    </Layout>
  );
}
