// In place of @docusaurus/theme-common's hooks/useWindowSize.js in the browser bundle
// (plugins/client-entry). The same hook ("ssr" until hydration, then "mobile" or "desktop" on either
// side of Infima's 996 px breakpoint), except that the first measurement after hydration is a
// transition, like the browser context (./browserContext.tsx): the theme re-renders what depends on the
// window size (the table of contents, the navbar's mobile sidebar) in slices instead of one long task.
// A later resize updates at once, as before.
import { startTransition, useEffect, useState } from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

const DesktopBreakpoint = 996;

function getWindowSize(desktopBreakpoint: number): WindowSize {
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({
  desktopBreakpoint = DesktopBreakpoint,
}: { desktopBreakpoint?: number } = {}): WindowSize {
  // A constant on the first render, as on the server, so hydration matches.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const updateWindowSize = () => setWindowSize(getWindowSize(desktopBreakpoint));
    startTransition(updateWindowSize);
    window.addEventListener('resize', updateWindowSize);
    return () => window.removeEventListener('resize', updateWindowSize);
  }, [desktopBreakpoint]);
  return windowSize;
}
