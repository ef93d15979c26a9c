import { formatDuration } from '../../scripts/lib/duration.mjs';

describe('formatDuration (the stage times npm test and the bench print)', () => {
  it('gives tenths of a second under a minute', () => {
    expect(formatDuration(0.04)).toBe('0.0 s');
    expect(formatDuration(9.5)).toBe('9.5 s');
    expect(formatDuration(59.94)).toBe('59.9 s');
  });

  it('gives minutes and two-digit seconds from a minute on', () => {
    expect(formatDuration(59.95)).toBe('1 min 00 s');
    expect(formatDuration(60)).toBe('1 min 00 s');
    expect(formatDuration(99.4)).toBe('1 min 39 s');
    expect(formatDuration(744)).toBe('12 min 24 s');
  });

  it('carries a rounded-up 60 seconds into the minutes', () => {
    // A browser stage of 479.6 s was printed "7 min 60 s".
    expect(formatDuration(479.6)).toBe('8 min 00 s');
    expect(formatDuration(119.5)).toBe('2 min 00 s');
  });
});
