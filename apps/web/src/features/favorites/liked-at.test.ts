import { describe, expect, it } from 'vitest';
import { likedAtLabel } from './liked-at.ts';

const now = new Date(2026, 10, 21, 15, 0); // 21 Nov 2026, 15:00 local
const at = (days: number, hour = 10) => new Date(2026, 10, 21 - days, hour, 0).toISOString();

describe('likedAtLabel (doc 1 §9)', () => {
  it('says Today and Yesterday by calendar day', () => {
    expect(likedAtLabel(at(0, 0), now)).toBe('Today');
    expect(likedAtLabel(at(1, 23), now)).toBe('Yesterday');
  });
  it('counts days under 7 and weeks under 30', () => {
    expect(likedAtLabel(at(2), now)).toBe('2 days ago');
    expect(likedAtLabel(at(6), now)).toBe('6 days ago');
    expect(likedAtLabel(at(7), now)).toBe('1 week ago');
    expect(likedAtLabel(at(13), now)).toBe('1 week ago');
    expect(likedAtLabel(at(14), now)).toBe('2 weeks ago');
    expect(likedAtLabel(at(29), now)).toBe('4 weeks ago');
  });
  it('shows the date from 30 days on, and nothing for a missing time', () => {
    expect(likedAtLabel(at(30), now)).toBe('22 Oct 2026');
    expect(likedAtLabel(undefined, now)).toBe('');
    expect(likedAtLabel('not a date', now)).toBe('');
  });
  it('treats a clock slightly ahead as today', () => {
    expect(likedAtLabel(new Date(now.getTime() + 60_000).toISOString(), now)).toBe('Today');
  });
});
