/** What the error screen shows about an error: its HTTP-like status when it has one, its message, its stack. */
export interface ErrorDescription {
  status?: number | string;
  statusText?: string;
  message: string;
  stack?: string;
}

export const ERROR_SCREEN_TITLE = 'Unexpected Application Error!';

function field(error: object, key: string): unknown {
  return (error as Record<string, unknown>)[key];
}

export function describeError(error: unknown): ErrorDescription {
  if (error === null || error === undefined) return { message: 'Unknown error' };
  if (typeof error !== 'object') return { message: String(error) };
  const status = field(error, 'status') ?? field(error, 'statusCode');
  const statusText = field(error, 'statusText');
  const messages: string[] = [];
  // Follow the ES2022 `cause` chain, as Docusaurus does, so wrapped errors keep their origin.
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const message = field(current, 'message');
    if (typeof message === 'string' && message !== '') messages.push(message);
    current = field(current, 'cause');
  }
  const stack = field(error, 'stack');
  return {
    status: typeof status === 'number' || typeof status === 'string' ? status : undefined,
    statusText: typeof statusText === 'string' && statusText !== '' ? statusText : undefined,
    message: messages.length > 0 ? messages.join('\n\nCause: ') : 'Unknown error',
    stack: typeof stack === 'string' && stack !== '' ? stack : undefined,
  };
}

/** The one line the screen shows: "404 Not Found", "500", or the message when there is no status. */
export function errorHeadline(description: ErrorDescription): string {
  if (description.status === undefined) return description.message;
  return description.statusText ? `${description.status} ${description.statusText}` : String(description.status);
}
