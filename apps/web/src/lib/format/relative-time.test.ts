import { describe, expect, it } from 'vitest';
import { formatDate } from './date.ts';
import { formatRelativeTime } from './relative-time.ts';

const now = Date.parse('2026-05-20T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime (doc 1 §4.7)', () => {
  it('says "Just now" under a minute, and for a time slightly in the future', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('Just now');
    expect(formatRelativeTime(ago(59 * SECOND), now)).toBe('Just now');
    expect(formatRelativeTime(ago(-30 * SECOND), now)).toBe('Just now');
  });

  it('counts whole minutes under an hour', () => {
    expect(formatRelativeTime(ago(MINUTE), now)).toBe('1m ago');
    expect(formatRelativeTime(ago(59 * MINUTE + 59 * SECOND), now)).toBe('59m ago');
  });

  it('counts whole hours under a day', () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1h ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23h ago');
  });

  it('counts whole days under a week', () => {
    expect(formatRelativeTime(ago(DAY), now)).toBe('1d ago');
    expect(formatRelativeTime(ago(6 * DAY + 23 * HOUR), now)).toBe('6d ago');
  });

  it('shows the date from a week on', () => {
    const weekOld = ago(7 * DAY);
    expect(formatRelativeTime(weekOld, now)).toBe(formatDate(weekOld));
    expect(formatRelativeTime(weekOld, now)).toMatch(/2026/);
  });

  it('returns nothing for an unreadable time', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
