/**
 * Leading-and-trailing throttle: calls `fn` at once, then at most once every `wait` ms, and once
 * more after the last call so the final value is never lost.
 */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  clock: { now(): number; setTimeout(cb: () => void, ms: number): unknown; clearTimeout(handle: unknown): void } = {
    now: () => Date.now(),
    setTimeout: (cb, ms) => setTimeout(cb, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
): Throttled<A> {
  let last = -Infinity;
  let timer: unknown = null;
  let pending: A | null = null;

  const run = (args: A): void => {
    last = clock.now();
    pending = null;
    fn(...args);
  };

  const throttled = (...args: A): void => {
    const remaining = wait - (clock.now() - last);
    if (remaining <= 0) {
      if (timer !== null) {
        clock.clearTimeout(timer);
        timer = null;
      }
      run(args);
      return;
    }
    pending = args;
    if (timer === null) {
      timer = clock.setTimeout(() => {
        timer = null;
        if (pending) run(pending);
      }, remaining);
    }
  };
  throttled.cancel = (): void => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
