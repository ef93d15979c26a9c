// Swizzled (replaced): what a page shows while its code loads (after a short delay) or when the code
// cannot be loaded. The fallback theme's version draws a 2 KB inline spinner and a bare red box with
// the error into every page's first load; this one uses the site's error screen, already in the
// first load for crashes (src/components/ErrorScreen), and a spinner drawn by CSS.
import React, { type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type Loading from '@theme/Loading';
import ErrorScreen from '@site/src/components/ErrorScreen';
import styles from './styles.module.css';

export default function LoadingScreen({ error, retry, pastDelay }: Parameters<typeof Loading>[0]): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  if (error) return <ErrorScreen error={error} tryAgain={retry} showStack={false} homeHref={siteConfig.baseUrl} />;
  if (!pastDelay) return null;
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="sr-only">Loading the page…</span>
    </div>
  );
}
