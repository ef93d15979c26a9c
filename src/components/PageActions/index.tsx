import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { copyMarkdown } from '@site/src/lib/copyPage';
import { ASSISTANTS, assistantPrompt } from '@site/src/lib/assistants';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/** The button's label, and what the live region announces, at each step. */
export const LABELS: Record<Status, string> = {
  idle: 'Copy page',
  copying: 'Copy page',
  copied: 'Copied',
  failed: 'Copy failed',
};
export const ANNOUNCEMENTS: Record<Status, string> = {
  idle: '',
  copying: '',
  copied: 'Copied',
  failed: 'Could not copy the page. Use View as Markdown instead.',
};

export interface PageActionsProps {
  /** The URL of the page's Markdown twin (base path included). */
  markdownUrl: string;
}

/**
 * "Copy page" and "View as Markdown" beside a docs page's title, both for the page's Markdown twin
 * (plugins/llms), and "Open in ChatGPT" and "Open in Claude": plain links to a new chat whose prompt
 * carries the twin's address. Nothing is fetched until the button is pressed or a link followed.
 * The copy result shows on the button (which keeps its width, so nothing moves) and is announced in
 * a live region, then cleared.
 */
export default function PageActions({ markdownUrl }: PageActionsProps): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const prompt = assistantPrompt(useDocusaurusContext().siteConfig.url + markdownUrl);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = (): void => {
    if (status === 'copying') return;
    clearTimeout(timer.current);
    setStatus('copying');
    void copyMarkdown(markdownUrl)
      .then(
        () => 'copied' as const,
        () => 'failed' as const,
      )
      .then((result) => {
        setStatus(result);
        timer.current = setTimeout(() => setStatus('idle'), result === 'copied' ? 3000 : 8000);
      });
  };

  return (
    <div className={styles.actions} data-pagefind-ignore="all">
      <button
        type="button"
        className={clsx('button button--secondary button--sm', styles.copy, status === 'failed' && styles.failed)}
        aria-disabled={status === 'copying'}
        onClick={copy}>
        {LABELS[status]}
      </button>
      <a className={styles.view} href={markdownUrl} type="text/markdown">
        View as Markdown
      </a>
      {ASSISTANTS.map((assistant) => (
        <a
          key={assistant.name}
          className={styles.view}
          href={assistant.url(prompt)}
          target="_blank"
          rel="noopener noreferrer">
          {`Open in ${assistant.name}`}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ))}
      <span role="status" className="sr-only">
        {ANNOUNCEMENTS[status]}
      </span>
    </div>
  );
}
