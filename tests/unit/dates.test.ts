import { formatOrdinalDate, isoDate, ordinal, toDate } from '../../src/lib/dates';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [31, '31st'],
  ])('%i → %s', (day, expected) => {
    expect(ordinal(day)).toBe(expected);
  });
});

describe('formatOrdinalDate', () => {
  it('formats the spec examples', () => {
    expect(formatOrdinalDate('2025-06-08T12:00:00Z')).toBe('June 8th, 2025');
    expect(formatOrdinalDate('2024-10-13')).toBe('October 13th, 2024');
    expect(formatOrdinalDate('2024-09-11')).toBe('September 11th, 2024');
    expect(formatOrdinalDate('2024-09-15')).toBe('September 15th, 2024');
  });

  it.each([
    ['2025-01-01', 'January 1st, 2025'],
    ['2025-02-02', 'February 2nd, 2025'],
    ['2025-03-03', 'March 3rd, 2025'],
    ['2025-04-04', 'April 4th, 2025'],
    ['2025-05-11', 'May 11th, 2025'],
    ['2025-06-12', 'June 12th, 2025'],
    ['2025-07-13', 'July 13th, 2025'],
    ['2025-08-21', 'August 21st, 2025'],
    ['2025-09-22', 'September 22nd, 2025'],
    ['2025-10-23', 'October 23rd, 2025'],
    ['2025-11-30', 'November 30th, 2025'],
    ['2025-12-31', 'December 31st, 2025'],
  ])('%s → %s', (input, expected) => {
    expect(formatOrdinalDate(input)).toBe(expected);
  });

  it('reads dates in UTC, so a late-evening UTC time keeps its day', () => {
    expect(formatOrdinalDate('2025-06-06T23:30:00Z')).toBe('June 6th, 2025');
    expect(formatOrdinalDate(Date.UTC(2025, 5, 20))).toBe('June 20th, 2025');
    expect(formatOrdinalDate(new Date('2024-09-15T00:00:00Z'))).toBe('September 15th, 2024');
  });

  it('rejects an invalid date with a message naming it', () => {
    expect(() => formatOrdinalDate('not a date')).toThrow('Invalid date: not a date');
    expect(() => toDate(Number.NaN)).toThrow(RangeError);
  });

  it('gives the ISO day for <time dateTime>', () => {
    expect(isoDate('2025-06-08T12:00:00Z')).toBe('2025-06-08');
  });
});
