import { describe, expect, it } from 'vitest';
import { formatSessionTime } from './session-time.ts';

const now = Date.parse('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatSessionTime (doc 2 §9, assistant history)', () => {
  it('says Just now under a minute, and for a clock a little ahead', () => {
    expect(formatSessionTime(ago(0), now)).toBe('Just now');
    expect(formatSessionTime(ago(59_999), now)).toBe('Just now');
    expect(formatSessionTime(ago(-30_000), now)).toBe('Just now');
  });

  it('counts minutes, hours and days under 7 days', () => {
    expect(formatSessionTime(ago(MIN), now)).toBe('1m ago');
    expect(formatSessionTime(ago(59 * MIN), now)).toBe('59m ago');
    expect(formatSessionTime(ago(HOUR), now)).toBe('1h ago');
    expect(formatSessionTime(ago(23 * HOUR + 59 * MIN), now)).toBe('23h ago');
    expect(formatSessionTime(ago(DAY), now)).toBe('1d ago');
    expect(formatSessionTime(ago(7 * DAY - 1), now)).toBe('6d ago');
  });

  it('gives the short month and day from 7 days on, and nothing for a bad time', () => {
    const old = ago(7 * DAY);
    expect(formatSessionTime(old, now)).toBe(`${new Date(old).getDate()} Nov`);
    expect(formatSessionTime(old, now)).toMatch(/Nov/);
    expect(formatSessionTime(old, now)).not.toMatch(/2026/);
    expect(formatSessionTime('not a date', now)).toBe('');
  });
});
