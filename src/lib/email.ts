/**
 * Keeps an e-mail address out of the HTML and JavaScript the site ships: the build passes only an
 * encoded form to the client, and the contribution page decodes it when the reader asks for it.
 * Not encryption; it only stops scrapers that look for addresses in page source.
 */

const SHIFT = 7;

/** Encodes an address as shifted character codes in reverse order. */
export function encodeEmail(address: string): number[] {
  return [...address].reverse().map((char) => char.charCodeAt(0) + SHIFT);
}

export function decodeEmail(encoded: readonly number[]): string {
  return encoded
    .map((code) => String.fromCharCode(code - SHIFT))
    .reverse()
    .join('');
}
