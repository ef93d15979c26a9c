// Swizzled (wrapped): a navbar dropdown appears only once the docs have two versions (the version
// menu) or a dropdown is configured, so its code loads only then instead of on every page.
import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/NavbarItem/DropdownNavbarItem';

const Dropdown = lazy(() => import('@theme-original/NavbarItem/DropdownNavbarItem'));

export default function DropdownNavbarItem(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <Dropdown {...props} />
    </Suspense>
  );
}
