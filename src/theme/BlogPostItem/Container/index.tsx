// Swizzled (ejected, tiny) to mark a post's article for the search index on the post's own page
// (plugins/search); the blog list repeats the posts' previews and is not indexed.
import React, { type ReactNode } from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogPostItem/Container';

export default function BlogPostItemContainer({ children, className }: Props): ReactNode {
  const { isBlogPostPage } = useBlogPost();
  return (
    <article
      className={className}
      {...(isBlogPostPage && { 'data-pagefind-body': '', 'data-pagefind-filter': 'type:blog' })}>
      {children}
    </article>
  );
}
