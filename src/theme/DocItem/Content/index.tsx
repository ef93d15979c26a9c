// Swizzled (ejected, small) to show previous/next links under the page title as well as at the bottom.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import DocPaginator from '@theme/DocPaginator';
import type { Props } from '@theme/DocItem/Content';

export default function DocItemContent({ children }: Props): ReactNode {
  const { metadata, frontMatter, contentTitle } = useDoc();
  const syntheticTitle = !frontMatter.hide_title && contentTitle === undefined ? metadata.title : null;
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
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
