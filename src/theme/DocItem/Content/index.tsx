// Swizzled (ejected, small) to show previous/next links under the page title as well as at the
// bottom, and to mark the article for the search index (plugins/search): only the title and the
// content are indexed, with the docs version and the page's sidebar group.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc, useDocsVersion, useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import DocPaginator from '@theme/DocPaginator';
import type { Props } from '@theme/DocItem/Content';
import { groupLabel } from '@site/src/lib/search/results';

export default function DocItemContent({ children }: Props): ReactNode {
  const { metadata, frontMatter, contentTitle } = useDoc();
  const { version } = useDocsVersion();
  const categories = (useSidebarBreadcrumbs() ?? []).filter((item) => item.type === 'category');
  const syntheticTitle = !frontMatter.hide_title && contentTitle === undefined ? metadata.title : null;
  return (
    <div
      className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}
      data-pagefind-body=""
      data-pagefind-filter={`version:${version}`}
      data-pagefind-meta={`group:${groupLabel(categories.map((c) => c.label)).replace(/,/g, ' ')}`}>
      {syntheticTitle && (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
        </header>
      )}
      {(metadata.previous || metadata.next) && (
        <DocPaginator className="doc-paginator--top" previous={metadata.previous} next={metadata.next} />
      )}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
