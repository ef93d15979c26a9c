import { useEffect, useState } from 'react';
import { throttle } from '@site/src/lib/throttle';

export const SCROLL_SPY_THROTTLE_MS = 66;

/** The window's vertical scroll offset, updated at most every `throttleMs` (default 66 ms). */
export function useScrollPosition(throttleMs: number = SCROLL_SPY_THROTTLE_MS): number {
  const [scrollY, setScrollY] = useState(0);
  useEffect(() => {
    const update = throttle(() => setScrollY(window.scrollY), throttleMs);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      update.cancel();
    };
  }, [throttleMs]);
  return scrollY;
}
