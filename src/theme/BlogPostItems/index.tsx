// Swizzled (wrapped) so that a post's cover knows whether it opens the list (the blog list, a tag's
// and an author's pages): only the first cover is fetched with the page, the others are loaded lazily
// as the reader scrolls near them (see BlogPostItem/Header).
import React, { type ReactNode } from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type { Props } from '@theme/BlogPostItems';
import { FirstListedPost } from './firstListedPost';

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  return (
    <FirstListedPost.Provider value={props.items[0]?.content.metadata.permalink ?? null}>
      <BlogPostItems {...props} />
    </FirstListedPost.Provider>
  );
}
