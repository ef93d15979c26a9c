/**
 * Dates as the blog shows them: month name, day with an ordinal suffix, year — "June 8th, 2025".
 * The suffix comes from Intl.PluralRules with `type: 'ordinal'`, so 11, 12 and 13 take "th".
 */

const SUFFIXES: Record<Intl.LDMLPluralRule, string> = {
  one: 'st',
  two: 'nd',
  few: 'rd',
  other: 'th',
  zero: 'th',
  many: 'th',
};

const ordinalRules = new Intl.PluralRules('en-US', { type: 'ordinal' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** 1 → "1st", 2 → "2nd", 3 → "3rd", 11 → "11th", 22 → "22nd". */
export function ordinal(day: number): string {
  return `${day}${SUFFIXES[ordinalRules.select(day)]}`;
}

/** Parses a date (Date, ISO string or timestamp) and rejects invalid input with a clear message. */
export function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

/** "June 8th, 2025". Dates are read in UTC, as the blog's front matter dates are. */
export function formatOrdinalDate(value: Date | string | number): string {
  const date = toDate(value);
  return `${monthFormat.format(date)} ${ordinal(date.getUTCDate())}, ${date.getUTCFullYear()}`;
}

/** The ISO date (YYYY-MM-DD) for a `<time dateTime>` attribute. */
export function isoDate(value: Date | string | number): string {
  return toDate(value).toISOString().slice(0, 10);
}
