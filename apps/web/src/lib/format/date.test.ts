import { describe, expect, it } from 'vitest';
import { formatDate, formatMonthYear } from './date.ts';

// Noon UTC: the same calendar day in every time zone the tests may run in.
const iso = '2026-11-21T12:00:00Z';

describe('formatDate', () => {
  it('writes day, short month and year out', () => {
    expect(formatDate(iso)).toBe('21 Nov 2026');
    expect(formatDate(iso, { month: 'short', day: 'numeric' })).toBe('21 Nov');
  });

  it('gives the month and year for "Joined …"', () => {
    expect(formatMonthYear(iso)).toBe('November 2026');
  });

  it('returns nothing for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('leaves other options to the browser', () => {
    expect(formatDate(iso, { weekday: 'long', timeZone: 'UTC' })).toBe(new Date(iso).toLocaleDateString(undefined, { weekday: 'long', timeZone: 'UTC' }));
  });
});
