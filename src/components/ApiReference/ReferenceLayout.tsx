import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useWindowSize } from '@docusaurus/theme-common';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import { useLocation } from '@docusaurus/router';
import PageFeedback from '@site/src/components/PageFeedback';
import type { EntryTocItem } from '@site/src/lib/api/entrySections';
import styles from './styles.module.css';

interface Props {
  toc: EntryTocItem[];
  /** The trail above the title; an item without a URL is the current page. */
  breadcrumbs: { label: string; url?: string }[];
  /** For the search index: the docs version and the result's group label. */
  version: string;
  group: string;
  /** The page's title and its docs version's label, for "Was this page helpful?" at the end. */
  title?: string;
  versionLabel?: string;
  children: ReactNode;
}

/**
 * The frame of the reference pages, laid out as docs pages are: breadcrumbs, the content, and the
 * table of contents (right column on a desktop, collapsible above the content on a phone). Only
 * the article is indexed for search.
 */
export default function ReferenceLayout({
  toc,
  breadcrumbs,
  version,
  group,
  title,
  versionLabel,
  children,
}: Props): ReactNode {
  const windowSize = useWindowSize();
  const { pathname } = useLocation();
  // As on docs pages: the server renders both tables of contents, CSS shows the one that fits.
  const desktopToc = windowSize === 'desktop' || windowSize === 'ssr';
  return (
    <main className="container margin-vert--lg">
      <div className="row">
        <div className={clsx('col', styles.mainColumn)}>
          <nav aria-label="Breadcrumbs" className={styles.breadcrumbs} data-pagefind-ignore="all">
            <ul className="breadcrumbs">
              {breadcrumbs.map((crumb) => (
                <li key={crumb.label} className="breadcrumbs__item">
                  {crumb.url ? (
                    <Link className="breadcrumbs__link" to={crumb.url}>
                      {crumb.label}
                    </Link>
                  ) : (
                    <span className="breadcrumbs__link" aria-current="page">
                      {crumb.label}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div data-pagefind-ignore="all">
            <TOCCollapsible toc={toc} minHeadingLevel={2} maxHeadingLevel={3} className={styles.tocMobile} />
          </div>
          <article
            data-pagefind-body=""
            data-pagefind-filter={`version:${version}`}
            data-pagefind-meta={`group:${group.replace(/,/g, ' ')}`}>
            {/* The docs' Markdown styles, and the class the crawl reads a docs page's text from. */}
            <div className="markdown">{children}</div>
            {title && <PageFeedback title={title} path={pathname} version={versionLabel ?? version} />}
          </article>
        </div>
        {desktopToc && (
          <div className={clsx('col col--3', styles.tocColumn)} data-pagefind-ignore="all">
            <TOC toc={toc} minHeadingLevel={2} maxHeadingLevel={3} />
          </div>
        )}
      </div>
    </main>
  );
}
