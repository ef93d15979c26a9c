/**
 * Smooth scrolling with easing, used by in-page anchor lists and the home page.
 * Pure logic with the browser behind a small interface, so it can be unit-tested.
 */

export interface ScrollOptions {
  /** Length of the animation in milliseconds (default 1000). */
  duration?: number;
  /** Pixels to stop above the target (default 0). */
  offset?: number;
}

/** The parts of the browser the scroller uses. */
export interface ScrollEnvironment {
  now(): number;
  requestFrame(callback: (time: number) => void): void;
  scrollY(): number;
  maxScrollY(): number;
  scrollTo(y: number): void;
  prefersReducedMotion(): boolean;
  findElement(selector: string): Element | null;
  warn(message: string): void;
}

export const DEFAULT_SCROLL_DURATION = 1000;
export const TARGET_NOT_FOUND_WARNING = 'target Element not found';

/** Ease-in-out cubic: slow start, fast middle, slow end. Maps [0, 1] onto [0, 1]. */
export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - Math.pow(-2 * x + 2, 3) / 2;
}

/** Scroll offset for step `elapsed` of an animation from `from` to `to` lasting `duration`. */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0) return to;
  return from + (to - from) * easeInOutCubic(elapsed / duration);
}

export function browserScrollEnvironment(): ScrollEnvironment {
  return {
    now: () => performance.now(),
    requestFrame: (callback) => window.requestAnimationFrame(callback),
    scrollY: () => window.scrollY,
    maxScrollY: () => Math.max(0, document.documentElement.scrollHeight - window.innerHeight),
    // 'instant' so that a CSS `scroll-behavior: smooth` does not animate every frame again.
    scrollTo: (y) => window.scrollTo({ top: y, left: window.scrollX, behavior: 'instant' }),
    prefersReducedMotion: () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    findElement: (selector) =>
      selector.startsWith('#')
        ? document.getElementById(decodeURIComponent(selector.slice(1)))
        : document.querySelector(selector),
    warn: (message) => console.warn(message),
  };
}

/**
 * Scrolls the page so that `target` sits `offset` pixels below the top of the viewport, easing over
 * `duration` ms; jumps straight there when the reader prefers reduced motion. A missing target logs
 * the warning `target Element not found` and leaves the page where it is. Resolves when done.
 */
export function scrollToElement(
  target: Element | string | null | undefined,
  { duration = DEFAULT_SCROLL_DURATION, offset = 0 }: ScrollOptions = {},
  env: ScrollEnvironment = browserScrollEnvironment(),
): Promise<void> {
  const element = typeof target === 'string' ? env.findElement(target) : target;
  if (!element) {
    env.warn(TARGET_NOT_FOUND_WARNING);
    return Promise.resolve();
  }
  const from = env.scrollY();
  const to = Math.min(env.maxScrollY(), Math.max(0, from + element.getBoundingClientRect().top - offset));
  if (env.prefersReducedMotion() || duration <= 0 || from === to) {
    env.scrollTo(to);
    return Promise.resolve();
  }
  const start = env.now();
  return new Promise((resolve) => {
    const step = (): void => {
      const elapsed = env.now() - start;
      env.scrollTo(scrollPositionAt(from, to, elapsed, duration));
      if (elapsed < duration) env.requestFrame(step);
      else resolve();
    };
    env.requestFrame(step);
  });
}
