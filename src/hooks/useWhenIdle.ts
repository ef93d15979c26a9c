import { startTransition, useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * False until the browser has an idle moment after `active` became true, then true for good. The
 * update is a transition, so React renders what it unlocks in small slices.
 */
export function useWhenIdle(active: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!active || idle) return undefined;
    const done = () => startTransition(() => setIdle(true));
    const w = window as IdleWindow;
    if (w.requestIdleCallback && w.cancelIdleCallback) {
      const handle = w.requestIdleCallback(done);
      return () => w.cancelIdleCallback!(handle);
    }
    const timer = setTimeout(done, 300);
    return () => clearTimeout(timer);
  }, [active, idle]);
  return idle;
}
