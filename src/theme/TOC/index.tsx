// Swizzled (wrapped) to put the table of contents in a named navigation landmark; on blog posts it
// otherwise sits outside every landmark.
import React, { type ReactNode } from 'react';
import TOC from '@theme-original/TOC';
import type { Props } from '@theme/TOC';

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-label="On this page">
      <TOC {...props} />
    </nav>
  );
}
