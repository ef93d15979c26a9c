import { throttle } from '../../src/lib/throttle';
import { SCROLL_SPY_THROTTLE_MS } from '../../src/hooks/useScrollPosition';

function fakeClock() {
  let now = 0;
  const timers: Array<{ at: number; cb: () => void; id: number }> = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimeout: (cb: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: now + ms, cb, id });
      return id;
    },
    clearTimeout: (id: unknown) => {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
    advance(ms: number) {
      now += ms;
      for (const t of [...timers].sort((a, b) => a.at - b.at)) {
        if (t.at <= now) {
          timers.splice(timers.indexOf(t), 1);
          t.cb();
        }
      }
    },
  };
}

describe('throttle', () => {
  it('defaults the scroll spy to 66 ms', () => {
    expect(SCROLL_SPY_THROTTLE_MS).toBe(66);
  });

  it('runs at once, then at most once per interval, and always delivers the last call', () => {
    const clock = fakeClock();
    const calls: number[] = [];
    const throttled = throttle((n: number) => calls.push(n), 66, clock);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    clock.advance(65);
    expect(calls).toEqual([1]);
    clock.advance(1);
    expect(calls).toEqual([1, 3]);
    clock.advance(200);
    throttled(4);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('drops a pending call when cancelled', () => {
    const clock = fakeClock();
    const calls: number[] = [];
    const throttled = throttle((n: number) => calls.push(n), 66, clock);
    throttled(1);
    throttled(2);
    throttled.cancel();
    clock.advance(100);
    expect(calls).toEqual([1]);
  });
});
