// Swizzled (wrapped): the site has one language and no language menu, so the menu's code (and its
// icon) loads only if one is ever configured, instead of on every page.
import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/NavbarItem/LocaleDropdownNavbarItem';

const LocaleDropdown = lazy(() => import('@theme-original/NavbarItem/LocaleDropdownNavbarItem'));

export default function LocaleDropdownNavbarItem(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <LocaleDropdown {...props} />
    </Suspense>
  );
}
