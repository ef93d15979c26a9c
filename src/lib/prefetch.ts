/**
 * When the site fetches a page's JavaScript before the reader asks for it.
 *
 * - Never on a constrained connection: the reader saves data (`Save-Data`) or the browser measures
 *   a 3G-class connection or slower (`effectiveType` other than `4g`). Those readers download a
 *   page's code when they open it, not before.
 * - Otherwise, a link the reader points at, focuses or touches has its page's code loaded at once
 *   (Docusaurus `preload`), and links that scroll into view have it prefetched in idle time, a few
 *   routes per idle period, so prefetching never competes with the page's own start-up work.
 */

/** The parts of the Network Information API the policy reads (absent in some browsers). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** True when the reader's connection should not be used for anything they did not ask for. */
export function isConstrainedConnection(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return false;
  if (connection.saveData === true) return true;
  return connection.effectiveType !== undefined && connection.effectiveType !== '4g';
}

/** An idle period, as `requestIdleCallback` reports it. */
export interface IdleDeadline {
  timeRemaining(): number;
  didTimeout: boolean;
}

export interface PrefetchQueueOptions {
  /** Fetches one route's code (window.docusaurus.prefetch in the browser). */
  prefetch: (route: string) => void;
  /** Calls back in the next idle period (requestIdleCallback in the browser). */
  whenIdle: (callback: (deadline: IdleDeadline) => void) => void;
  /** Checked before each batch: when false the queue is dropped. */
  allowed: () => boolean;
  /** At most this many routes per idle period. */
  batchSize?: number;
  /** Stop a batch when less idle time than this (ms) is left. */
  minIdleMs?: number;
}

export interface PrefetchQueue {
  /** Queues a route once; routes already queued or fetched are ignored. */
  add(route: string): void;
  /** Routes waiting for an idle period. */
  readonly pending: readonly string[];
}

export const PREFETCH_BATCH_SIZE = 2;
export const PREFETCH_MIN_IDLE_MS = 8;

/** Routes queued while the page is busy are fetched a few at a time when the main thread is idle. */
export function createPrefetchQueue({
  prefetch,
  whenIdle,
  allowed,
  batchSize = PREFETCH_BATCH_SIZE,
  minIdleMs = PREFETCH_MIN_IDLE_MS,
}: PrefetchQueueOptions): PrefetchQueue {
  const seen = new Set<string>();
  const pending: string[] = [];
  let scheduled = false;

  const schedule = (): void => {
    if (scheduled || pending.length === 0) return;
    scheduled = true;
    whenIdle(drain);
  };

  function drain(deadline: IdleDeadline): void {
    scheduled = false;
    if (!allowed()) {
      pending.length = 0;
      return;
    }
    let done = 0;
    while (pending.length && done < batchSize && (done === 0 || deadline.timeRemaining() >= minIdleMs)) {
      prefetch(pending.shift()!);
      done += 1;
    }
    schedule();
  }

  return {
    add(route) {
      if (seen.has(route)) return;
      seen.add(route);
      pending.push(route);
      schedule();
    },
    get pending() {
      return pending;
    },
  };
}
