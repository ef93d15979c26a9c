import { isConstrainedConnection } from '../../src/lib/prefetch';

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
