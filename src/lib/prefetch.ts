/**
 * When the site fetches a page's JavaScript before the reader asks for it.
 *
 * Never on a constrained connection: the reader saves data (`Save-Data`) or the browser measures a
 * 3G-class connection or slower (`effectiveType` other than `4g`). The site fetches ahead only the
 * highlighter (./chunkPrefetch.ts); links prefetch pages as Docusaurus's Link does.
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
