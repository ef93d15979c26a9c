import {
  easeInOutCubic,
  scrollPositionAt,
  scrollToElement,
  TARGET_NOT_FOUND_WARNING,
  type ScrollEnvironment,
} from '../../src/lib/scroll';

/** A fake browser: a clock the test advances, frames it runs by hand, a recorded scroll position. */
function fakeEnvironment(
  options: { top?: number; scrollY?: number; max?: number; reduced?: boolean; found?: boolean } = {},
) {
  let time = 0;
  let y = options.scrollY ?? 0;
  const frames: Array<() => void> = [];
  const warnings: string[] = [];
  const positions: number[] = [];
  const element = {
    getBoundingClientRect: () => ({ top: (options.top ?? 500) - (y - (options.scrollY ?? 0)) }),
  } as unknown as Element;
  const env: ScrollEnvironment = {
    now: () => time,
    requestFrame: (cb) => frames.push(() => cb(time)),
    scrollY: () => y,
    maxScrollY: () => options.max ?? 10_000,
    scrollTo: (to) => {
      y = to;
      positions.push(to);
    },
    prefersReducedMotion: () => options.reduced ?? false,
    findElement: () => (options.found === false ? null : element),
    warn: (message) => warnings.push(message),
  };
  const runFrames = (stepMs: number, max = 1000): void => {
    for (let i = 0; i < max && frames.length; i++) {
      time += stepMs;
      frames.shift()!();
    }
  };
  return { env, element, warnings, positions, runFrames, current: () => y, elapsed: () => time };
}

describe('easeInOutCubic', () => {
  it('starts at 0, ends at 1, passes the middle at 0.5 and clamps outside [0, 1]', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
  });
  it('moves slowly at the ends and fast in the middle', () => {
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9);
  });
});

describe('scrollPositionAt', () => {
  it('interpolates from start to end over the duration', () => {
    expect(scrollPositionAt(100, 900, 0, 1000)).toBe(100);
    expect(scrollPositionAt(100, 900, 500, 1000)).toBe(500);
    expect(scrollPositionAt(100, 900, 1000, 1000)).toBe(900);
    expect(scrollPositionAt(100, 900, 10, 0)).toBe(900);
  });
});

describe('scrollToElement', () => {
  it('eases to the target over the default 1000 ms', async () => {
    const fake = fakeEnvironment({ top: 800 });
    const done = scrollToElement('#target', {}, fake.env);
    fake.runFrames(16);
    await done;
    expect(fake.current()).toBe(800);
    expect(fake.elapsed()).toBeGreaterThanOrEqual(1000);
    expect(fake.elapsed()).toBeLessThan(1000 + 32);
    // Intermediate frames move monotonically towards the target.
    const sorted = [...fake.positions].sort((a, b) => a - b);
    expect(fake.positions).toEqual(sorted);
    expect(fake.positions.length).toBeGreaterThan(30);
  });

  it('honours a custom duration and stops `offset` pixels above the target', async () => {
    const fake = fakeEnvironment({ top: 800 });
    const done = scrollToElement(fake.element, { duration: 500, offset: 100 }, fake.env);
    fake.runFrames(16);
    await done;
    expect(fake.current()).toBe(700);
    expect(fake.elapsed()).toBeGreaterThanOrEqual(500);
    expect(fake.elapsed()).toBeLessThan(500 + 32);
  });

  it('never scrolls past the end of the page or above the top', async () => {
    const low = fakeEnvironment({ top: 5000, max: 1200 });
    const a = scrollToElement('#x', { duration: 100 }, low.env);
    low.runFrames(16);
    await a;
    expect(low.current()).toBe(1200);

    const high = fakeEnvironment({ top: -50, scrollY: 20 });
    const b = scrollToElement('#x', { duration: 100, offset: 100 }, high.env);
    high.runFrames(16);
    await b;
    expect(high.current()).toBe(0);
  });

  it('jumps without animating when the reader prefers reduced motion', async () => {
    const fake = fakeEnvironment({ top: 800, reduced: true });
    await scrollToElement('#target', { offset: 100 }, fake.env);
    expect(fake.positions).toEqual([700]);
  });

  it('warns "target Element not found" and does not scroll when the target is missing', async () => {
    const fake = fakeEnvironment({ found: false });
    await scrollToElement('#missing', {}, fake.env);
    await scrollToElement(null, {}, fake.env);
    expect(fake.warnings).toEqual([TARGET_NOT_FOUND_WARNING, TARGET_NOT_FOUND_WARNING]);
    expect(TARGET_NOT_FOUND_WARNING).toBe('target Element not found');
    expect(fake.positions).toEqual([]);
  });
});
