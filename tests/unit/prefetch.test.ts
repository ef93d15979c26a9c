import {
  createPrefetchQueue,
  isConstrainedConnection,
  PREFETCH_BATCH_SIZE,
  type IdleDeadline,
} from '../../src/lib/prefetch';

describe('isConstrainedConnection', () => {
  it('allows fetching ahead on a 4G-class connection, or when the browser does not say', () => {
    expect(isConstrainedConnection({ effectiveType: '4g', saveData: false })).toBe(false);
    expect(isConstrainedConnection(undefined)).toBe(false);
    expect(isConstrainedConnection({})).toBe(false);
  });

  it('refuses when the reader saves data, whatever the connection', () => {
    expect(isConstrainedConnection({ effectiveType: '4g', saveData: true })).toBe(true);
  });

  it.each(['3g', '2g', 'slow-2g'])('refuses on a %s connection', (effectiveType) => {
    expect(isConstrainedConnection({ effectiveType })).toBe(true);
  });
});

/** A fake requestIdleCallback: idle periods run when the test says, with the idle time it gives. */
function idleScheduler() {
  const waiting: Array<(deadline: IdleDeadline) => void> = [];
  return {
    whenIdle: (callback: (deadline: IdleDeadline) => void) => waiting.push(callback),
    get waiting() {
      return waiting.length;
    },
    runIdle(ms: number) {
      const callback = waiting.shift();
      let left = ms;
      callback?.({ didTimeout: false, timeRemaining: () => Math.max(0, (left -= 5)) });
    },
  };
}

describe('createPrefetchQueue', () => {
  it('fetches nothing until the browser is idle, then a small batch per idle period', () => {
    const fetched: string[] = [];
    const idle = idleScheduler();
    const queue = createPrefetchQueue({
      prefetch: (r) => fetched.push(r),
      whenIdle: idle.whenIdle,
      allowed: () => true,
    });
    ['/a', '/b', '/c', '/d', '/e'].forEach((r) => queue.add(r));
    expect(fetched).toEqual([]);
    expect(idle.waiting).toBe(1);
    idle.runIdle(50);
    expect(fetched).toEqual(['/a', '/b'].slice(0, PREFETCH_BATCH_SIZE));
    idle.runIdle(50);
    idle.runIdle(50);
    expect(fetched).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(idle.waiting).toBe(0);
  });

  it('stops a batch early when the idle period is nearly over', () => {
    const fetched: string[] = [];
    const idle = idleScheduler();
    const queue = createPrefetchQueue({
      prefetch: (r) => fetched.push(r),
      whenIdle: idle.whenIdle,
      allowed: () => true,
      batchSize: 5,
    });
    ['/a', '/b', '/c'].forEach((r) => queue.add(r));
    idle.runIdle(6); // one route, then too little time is left for another
    expect(fetched).toEqual(['/a']);
    expect(queue.pending).toEqual(['/b', '/c']);
  });

  it('queues each route once', () => {
    const fetched: string[] = [];
    const idle = idleScheduler();
    const queue = createPrefetchQueue({
      prefetch: (r) => fetched.push(r),
      whenIdle: idle.whenIdle,
      allowed: () => true,
    });
    queue.add('/a');
    queue.add('/a');
    idle.runIdle(50);
    queue.add('/a');
    expect(fetched).toEqual(['/a']);
    expect(idle.waiting).toBe(0);
  });

  it('drops the queue when fetching ahead stops being allowed (the connection got slow)', () => {
    const fetched: string[] = [];
    const idle = idleScheduler();
    let allowed = true;
    const queue = createPrefetchQueue({
      prefetch: (r) => fetched.push(r),
      whenIdle: idle.whenIdle,
      allowed: () => allowed,
    });
    ['/a', '/b', '/c'].forEach((r) => queue.add(r));
    idle.runIdle(50);
    allowed = false;
    idle.runIdle(50);
    expect(fetched).toEqual(['/a', '/b']);
    expect(queue.pending).toEqual([]);
  });
});
