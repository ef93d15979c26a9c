// Swizzled (wrapped): the banner shows only on a docs version other than the latest (unmaintained or
// unreleased), so its code loads only on those pages instead of in every docs page's first load.
import React, { lazy, Suspense, type ReactNode } from 'react';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocVersionBanner';

const Banner = lazy(() => import('@theme-original/DocVersionBanner'));

export default function DocVersionBanner(props: Props): ReactNode {
  // The same condition as the theme's own banner, which renders nothing without it.
  if (!useDocsVersion().banner) return null;
  return (
    <Suspense fallback={null}>
      <Banner {...props} />
    </Suspense>
  );
}
