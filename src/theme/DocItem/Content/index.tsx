// Swizzled (ejected, small) to show previous/next links under the page title as well as at the
// bottom, to put "Copy page" and "View as Markdown" beside the title (plugins/llms), and to mark the
// article for the search index (plugins/search): only the title and the content are indexed, with
// the docs version, the page's sidebar group and its outermost group (its section).
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc, useDocsVersion, useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import DocPaginator from '@theme/DocPaginator';
import type { Props } from '@theme/DocItem/Content';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PageActions from '@site/src/components/PageActions';
import SocialCard from '@site/src/components/SocialCard';
import { cardAlt, cardPath } from '@site/src/lib/socialCards';
import { groupLabel } from '@site/src/lib/search/groupLabel';
import { hasMarkdownTwin, markdownPath } from '@site/src/lib/llms/paths';
import styles from './styles.module.css';

export default function DocItemContent({ children }: Props): ReactNode {
  const { metadata, frontMatter, contentTitle } = useDoc();
  const { version, label } = useDocsVersion();
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const categories = (useSidebarBreadcrumbs() ?? []).filter((item) => item.type === 'category');
  // The outermost sidebar group, by which search can narrow results (src/lib/search/scope.ts).
  const section = categories[0]?.label.replace(/,/g, ' ');
  const syntheticTitle = !frontMatter.hide_title && contentTitle === undefined ? metadata.title : null;
  // The unreleased version (/docs/next) has no Markdown twin.
  const markdownUrl = hasMarkdownTwin(version) ? markdownPath(metadata.permalink) : null;
  const actions = markdownUrl && <PageActions markdownUrl={markdownUrl} />;
  return (
    <div
      className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}
      data-pagefind-body=""
      data-pagefind-filter={`version:${version}`}
      data-pagefind-meta={`group:${groupLabel(categories.map((c) => c.label)).replace(/,/g, ' ')}`}>
      <SocialCard
        path={cardPath(metadata.permalink, baseUrl)}
        alt={cardAlt(metadata.title, `Larascript docs ${label}`)}
      />
      {markdownUrl && (
        <Head>
          <link rel="alternate" type="text/markdown" href={markdownUrl} />
        </Head>
      )}
      {syntheticTitle ? (
        <header className={styles.header}>
          <Heading as="h1">{syntheticTitle}</Heading>
          {actions}
        </header>
      ) : (
        actions
      )}
      {(metadata.previous || metadata.next) && (
        <DocPaginator className="doc-paginator--top" previous={metadata.previous} next={metadata.next} />
      )}
      {section && <span hidden data-pagefind-filter={`section:${section}`} />}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
