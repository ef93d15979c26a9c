// Swizzled (ejected, small): on a phone the menu panel (the site links and the whole docs sidebar,
// hidden until the menu button is pressed) is rendered in idle time after start-up, in a transition,
// instead of in the first task after hydration. Opened before then, it renders at once.
import React, { type ReactNode } from 'react';
import { useLockBodyScroll, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';
import { useWhenIdle } from '@site/src/hooks/useWhenIdle';

export default function NavbarMobileSidebar(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  useLockBodyScroll(mobileSidebar.shown);
  const idle = useWhenIdle(mobileSidebar.shouldRender);
  if (!mobileSidebar.shouldRender || !(idle || mobileSidebar.shown)) return null;
  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={<NavbarMobileSidebarPrimaryMenu />}
      secondaryMenu={<NavbarMobileSidebarSecondaryMenu />}
    />
  );
}
