// The 404 page's content (see ./index.tsx): what happened and where to go next.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import styles from './styles.module.css';
import { useDocsEntryPath } from '@site/src/hooks/useSite';

export default function NotFoundContent({ className }: Props): ReactNode {
  const docsEntry = useDocsEntryPath();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p className={styles.lead}>
            There is no page at this address. The link you followed may be out of date, or the page may have moved when
            the documentation was reorganized for version 2.0.
          </p>
          <p>These pages are good places to carry on from:</p>
          <ul className={styles.links}>
            <li>
              <Link to="/">Home</Link>: what Larascript is and what it can do.
            </li>
            <li>
              <Link to={docsEntry}>Documentation</Link>: start with the introduction and work through the guides.
            </li>
            <li>
              <Link to="/blog">Blog</Link>: release notes for every version.
            </li>
          </ul>
          <p>
            If a link on this site brought you here, please <Link to="/contribution">tell us or fix it</Link>.
          </p>
        </div>
      </div>
    </main>
  );
}
