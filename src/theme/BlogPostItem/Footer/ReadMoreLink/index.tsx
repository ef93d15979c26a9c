// Swizzled (ejected, small): the link's text itself names the post ("Read more" plus a visually
// hidden "about {title}") instead of an aria-label over a bare "Read more", so every reader and
// crawler gets descriptive link text.
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { Props } from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function BlogPostItemFooterReadMoreLink({ blogPostTitle, ...linkProps }: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>Read more</b>
      <span className="sr-only"> about {blogPostTitle}</span>
    </Link>
  );
}
