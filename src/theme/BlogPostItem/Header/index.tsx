// Swizzled (wrapped) to show each post's cover image, with its alt text, under the header: on the
// list (title, date, image, excerpt) and on the post page (title, updated date, image, content).
// On a list, the covers after the first are far below the fold: they load lazily, so neither React's
// preload in the <head> nor the image itself (an SVG is a document the browser parses and lays out on
// the main thread) competes with the page's first layout. The first cover is the page's largest
// paint and loads with it.
import React, { useContext, type ReactNode } from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SocialCard from '@site/src/components/SocialCard';
import { cardAlt, cardPath } from '@site/src/lib/socialCards';
import { formatOrdinalDate } from '@site/src/lib/dates';
import { FirstListedPost } from '../../BlogPostItems/firstListedPost';
import styles from './styles.module.css';

interface CoverFrontMatter {
  image?: string;
  image_alt?: string;
}

export default function BlogPostItemHeader(): ReactNode {
  const { metadata, frontMatter, isBlogPostPage } = useBlogPost();
  const { image, image_alt: alt } = frontMatter as CoverFrontMatter;
  const src = useBaseUrl(image ?? '');
  const firstListed = useContext(FirstListedPost);
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const lazy = !isBlogPostPage && firstListed !== null && firstListed !== metadata.permalink;
  const cover = image ? (
    <img
      className={styles.cover}
      src={src}
      alt={alt ?? ''}
      width={1200}
      height={630}
      decoding="async"
      // The first cover is the page's largest paint: fetched at high priority, beside the stylesheet.
      fetchPriority={lazy ? undefined : 'high'}
      loading={lazy ? 'lazy' : undefined}
    />
  ) : null;
  return (
    <>
      {isBlogPostPage && (
        <SocialCard
          path={cardPath(metadata.permalink, baseUrl)}
          alt={cardAlt(metadata.title, `Larascript blog, ${formatOrdinalDate(metadata.date)}`)}
        />
      )}
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
