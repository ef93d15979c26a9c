// Swizzled (ejected, small). Compared with the stock archive: a real meta description instead of
// the word "Archive"; the page heading sits inside <main> (the stock <header> outside it became a
// second banner landmark next to the announcement bar); years are h2 under the h1 (the stock h3
// skipped a level); dates use the site's ordinal format ("June 8th, 2025").
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { PageMetadata } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type { ArchiveBlogPost, Props } from '@theme/BlogArchivePage';
import { formatOrdinalDate, isoDate } from '@site/src/lib/dates';
import styles from './styles.module.css';

const TITLE = 'Archive';
const DESCRIPTION =
  'Every Larascript blog post by year: release notes from beta 1.1.0 onwards and the story of how the framework began.';

interface Year {
  year: string;
  posts: ArchiveBlogPost[];
}

/** Posts grouped by year, newest year first, keeping the blog's newest-first order inside a year. */
function byYear(posts: readonly ArchiveBlogPost[]): Year[] {
  const years = new Map<string, ArchiveBlogPost[]>();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years].map(([year, yearPosts]) => ({ year, posts: yearPosts }));
}

export default function BlogArchivePage({ archive }: Props): ReactNode {
  const years = byYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={TITLE} description={DESCRIPTION} />
      <Layout>
        <main className="container margin-vert--lg">
          <Heading as="h1">{TITLE}</Heading>
          <p className={styles.lead}>{DESCRIPTION}</p>
          <div className={styles.years}>
            {years.map(({ year, posts }) => (
              <section key={year} className={styles.year}>
                <Heading as="h2" id={year}>
                  {year}
                </Heading>
                <ul className={styles.posts}>
                  {posts.map((post) => (
                    <li key={post.metadata.permalink}>
                      <time dateTime={isoDate(post.metadata.date)}>{formatOrdinalDate(post.metadata.date)}</time>
                      <Link to={post.metadata.permalink}>{post.metadata.title}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </main>
      </Layout>
    </>
  );
}
