// Swizzled (ejected, small): the desktop sidebar stays rendered on narrow screens, where CSS already
// hides its container. The stock component swaps it for the mobile one once the page has hydrated,
// which on a phone unmounts the whole server-rendered sidebar in the first task after start-up.
import React, { type ReactNode } from 'react';
import { useWindowSize } from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type { Props } from '@theme/DocSidebar';

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
