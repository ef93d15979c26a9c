// Swizzled (wrapped) to give the tags page a meta description (the stock page has none).
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type { Props } from '@theme/BlogTagsListPage';

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogTagsListPage {...props} />
      <Head>
        <meta
          name="description"
          content="Browse the Larascript blog by topic: releases, upgrades, HTTP, authentication, validation, mail, storage and more."
        />
      </Head>
    </>
  );
}
