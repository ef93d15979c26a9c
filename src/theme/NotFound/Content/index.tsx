// Swizzled (ejected, small) to make the 404 page useful: what happened and where to go next
// (./NotFoundContent.tsx). It loads on its own: the docs layout renders it only for a docs address
// that has no page, so every docs page would otherwise carry it in its first load. The HTML of the
// 404 page has it in full (the build waits for it).
import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/NotFound/Content';

const NotFoundContent = lazy(() => import('./NotFoundContent'));

export default function NotFoundContentLoader(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <NotFoundContent {...props} />
    </Suspense>
  );
}
