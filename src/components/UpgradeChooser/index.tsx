import React, { useEffect, useId, useMemo, useSyncExternalStore, type ChangeEvent, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  entriesToApply,
  formatEffort,
  fromChoices,
  isApplied,
  parseFrom,
  totalEffort,
  type UpgradeEntry,
} from '@site/src/lib/upgradeGuide';
import styles from './styles.module.css';

export interface UpgradeChooserProps {
  /** JSON of the guide's entries without their pages (plugins/remark-upgrade-guide, from the Markdown). */
  entries: string;
  /** JSON of the guide's releases: `{ release, id }[]`. */
  releases: string;
}

type Entry = Omit<UpgradeEntry, 'pages'>;

/** Hides the release sections (and their table-of-contents links) a reader on `from` has applied. */
function showReleases(from: string | null): void {
  document.querySelectorAll<HTMLElement>('[data-upgrade-release]').forEach((section) => {
    const hidden = isApplied(section.dataset.upgradeRelease ?? '', from);
    section.hidden = hidden;
    section.querySelectorAll('h2[id], h3[id]').forEach((heading) => {
      document
        .querySelectorAll<HTMLElement>(`.table-of-contents a[href="#${CSS.escape(heading.id)}"]`)
        .forEach((link) => {
          const item = link.closest('li');
          if (item) item.hidden = hidden;
        });
    });
  });
}

// The URL's query is the chooser's state: components re-read it when the chooser replaces it.
const queryListeners = new Set<() => void>();
const subscribeToQuery = (listener: () => void): (() => void) => {
  queryListeners.add(listener);
  return () => queryListeners.delete(listener);
};

/**
 * "I'm on 2.0.N": the release the reader is on, kept in the URL (`?from=2.0.3`), and the entries
 * still to apply with their total effort. Without JavaScript it renders links to the release
 * sections only, since a select that does nothing would mislead.
 */
export default function UpgradeChooser({ entries, releases }: UpgradeChooserProps): ReactNode {
  const all = useMemo(() => JSON.parse(entries) as Entry[], [entries]);
  const sections = useMemo(() => JSON.parse(releases) as { release: string; id: string }[], [releases]);
  const choices = useMemo(() => fromChoices(sections.map((s) => s.release)), [sections]);
  const isBrowser = useIsBrowser();
  const selectId = useId();
  const search = useSyncExternalStore(
    subscribeToQuery,
    () => window.location.search,
    () => '',
  );
  const from = parseFrom(
    search,
    sections.map((s) => s.release),
  );
  useEffect(() => showReleases(from), [from]);

  const choose = (event: ChangeEvent<HTMLSelectElement>): void => {
    const value = event.target.value || null;
    const url = new URL(window.location.href);
    if (value) url.searchParams.set('from', value);
    else url.searchParams.delete('from');
    window.history.replaceState(window.history.state, '', url);
    queryListeners.forEach((listener) => listener());
  };

  const todo = from ? entriesToApply(all, from) : [];
  return (
    <div className={styles.chooser}>
      <nav aria-label="Releases">
        Releases:{' '}
        {sections.map((s, i) => (
          <React.Fragment key={s.id}>
            {i > 0 && ' · '}
            <a href={`#${s.id}`}>{s.release}</a>
          </React.Fragment>
        ))}
      </nav>
      {isBrowser && (
        <>
          {/* Not a <p>: a control that exists only with JavaScript is not text the static page lacks. */}
          <div className={styles.choice}>
            <label htmlFor={selectId}>I&apos;m on </label>
            <select id={selectId} value={from ?? ''} onChange={choose}>
              <option value="">any release (show everything)</option>
              {choices.map((release) => (
                <option key={release} value={release}>
                  {release}
                </option>
              ))}
            </select>
          </div>
          <div aria-live="polite">
            {from && (
              <p className={styles.summary}>
                From {from}: {todo.length} {todo.length === 1 ? 'change' : 'changes'} to make, estimated effort{' '}
                {formatEffort(totalEffort(todo))}. Sections already applied are hidden.
              </p>
            )}
          </div>
          {from && todo.length > 0 && (
            <ol className={styles.list} aria-label={`Changes to make from ${from}`}>
              {todo.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.title}</a>{' '}
                  <span className={styles.meta}>
                    ({entry.release}, {entry.impact} impact, {entry.effort} min)
                  </span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}
