// Swizzled (wrapped) to give the archive a real meta description (the stock one is the word "Archive").
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import BlogArchivePage from '@theme-original/BlogArchivePage';
import type { Props } from '@theme/BlogArchivePage';

export default function BlogArchivePageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogArchivePage {...props} />
      <Head>
        <meta
          name="description"
          content="Every Larascript blog post by year: release notes from beta 1.1.0 onwards and the story of how the framework began."
        />
      </Head>
    </>
  );
}
