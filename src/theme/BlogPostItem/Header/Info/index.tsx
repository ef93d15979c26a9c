// Swizzled (ejected, small) to show dates as "June 8th, 2025" and, on a post page, the updated date.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogPostItem/Header/Info';
import { formatOrdinalDate, isoDate } from '@site/src/lib/dates';
import styles from './styles.module.css';

interface LastUpdateFrontMatter {
  last_update?: { date?: string | Date };
}

function DateTime({ value }: { value: string | Date }): ReactNode {
  return <time dateTime={isoDate(value)}>{formatOrdinalDate(value)}</time>;
}

export default function BlogPostItemHeaderInfo({ className }: Props): ReactNode {
  const { metadata, frontMatter, isBlogPostPage } = useBlogPost();
  const updated = (frontMatter as LastUpdateFrontMatter).last_update?.date;
  const minutes = metadata.readingTime === undefined ? undefined : Math.max(1, Math.ceil(metadata.readingTime));
  return (
    <div className={clsx(styles.info, 'margin-vert--md', className)}>
      <span>
        Posted <DateTime value={metadata.date} />
      </span>
      {isBlogPostPage && updated !== undefined && (
        <>
          <span aria-hidden="true"> · </span>
          <span className={styles.updated}>
            Updated <DateTime value={updated} />
          </span>
        </>
      )}
      {minutes !== undefined && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{minutes === 1 ? 'One min read' : `${minutes} min read`}</span>
        </>
      )}
    </div>
  );
}
