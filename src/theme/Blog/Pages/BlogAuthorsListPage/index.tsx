// Swizzled (wrapped) to give the authors page a meta description (the stock page has none).
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type { Props } from '@theme/Blog/Pages/BlogAuthorsListPage';

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <Head>
        <meta
          name="description"
          content="The people who write the Larascript blog: release notes, upgrade guides and the story of the framework."
        />
      </Head>
    </>
  );
}
