import { decodeEmail, encodeEmail } from '../../src/lib/email';

describe('e-mail encoding', () => {
  it('round-trips an address', () => {
    expect(decodeEmail(encodeEmail('ben.shepherd@gmx.com'))).toBe('ben.shepherd@gmx.com');
  });
  it('leaves nothing of the address readable in the encoded form', () => {
    const encoded = JSON.stringify(encodeEmail('ben.shepherd@gmx.com'));
    expect(encoded).not.toMatch(/[a-z@]/i);
  });
});
