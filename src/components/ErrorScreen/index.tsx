import React, { type ReactNode } from 'react';
import { describeError, errorHeadline, ERROR_SCREEN_TITLE } from '@site/src/lib/errors';
import styles from './styles.module.css';

export interface ErrorScreenProps {
  error: unknown;
  /** Re-renders the crashed part of the page. */
  tryAgain?: () => void;
  /** Shows the stack trace; only in the development environment. */
  showStack: boolean;
  /** The home page: the site's base URL (`/` unless the site is served under a path). */
  homeHref?: string;
}

/**
 * The screen a crashed page shows: the title, the error's status (or its message when it has no
 * status), the stack in development, and ways back. Free of Docusaurus hooks so that it can render
 * even when the app around it is broken.
 */
export default function ErrorScreen({ error, tryAgain, showStack, homeHref = '/' }: ErrorScreenProps): ReactNode {
  const description = describeError(error);
  const headline = errorHeadline(description);
  return (
    <main className={styles.screen} role="main">
      <div role="alert">
        <h1 className={styles.title}>{ERROR_SCREEN_TITLE}</h1>
        <p className={styles.headline}>{headline}</p>
        {description.status !== undefined && description.message !== headline && <p>{description.message}</p>}
      </div>
      <p>Something went wrong while showing this page. You can try again, or go back to the home page.</p>
      <div className={styles.actions}>
        {tryAgain && (
          <button type="button" className="button button--primary" onClick={tryAgain}>
            Try again
          </button>
        )}
        <a className="button button--secondary" href={homeHref}>
          Back to the home page
        </a>
      </div>
      {showStack && description.stack && (
        <details className={styles.stack} open>
          <summary>Stack trace (development only)</summary>
          <pre>{description.stack}</pre>
        </details>
      )}
    </main>
  );
}
