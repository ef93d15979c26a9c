// Swizzled (wrapped) to show each post's cover image, with its alt text, under the header: on the
// list (title, date, image, excerpt) and on the post page (title, updated date, image, content).
import React, { type ReactNode } from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import styles from './styles.module.css';

interface CoverFrontMatter {
  image?: string;
  image_alt?: string;
}

export default function BlogPostItemHeader(): ReactNode {
  const { metadata, frontMatter, isBlogPostPage } = useBlogPost();
  const { image, image_alt: alt } = frontMatter as CoverFrontMatter;
  const src = useBaseUrl(image ?? '');
  const cover = image ? (
    <img className={styles.cover} src={src} alt={alt ?? ''} width={1200} height={630} decoding="async" />
  ) : null;
  return (
    <>
      <Header />
      {cover &&
        (isBlogPostPage ? (
          cover
        ) : (
          <Link to={metadata.permalink} tabIndex={-1} aria-hidden="true">
            {cover}
          </Link>
        ))}
    </>
  );
}
