import { describe, expect, it } from 'vitest';
import { formatCount, formatFixed, formatWhole } from './format-count.ts';

describe('formatCount', () => {
  it('shortens thousands and millions', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1.2K');
    expect(formatCount(123_456)).toBe('123K');
    expect(formatCount(2_500_000)).toBe('2.5M');
    expect(formatCount(undefined)).toBe('0');
  });
});

describe('formatWhole', () => {
  it('groups thousands the same way everywhere', () => {
    expect(formatWhole(10177)).toBe('10,177');
    expect(formatWhole(1)).toBe('1');
  });
});

describe('formatFixed', () => {
  it('matches en-US number formatting for prices and counts', () => {
    const intl = (value: number, digits: number) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    for (const value of [0, 1, 12.5, 999.99, 1000, 1250, 12345.678, 999999.995, 1234567.1, 45000000, -1250.5]) {
      for (const digits of [0, 2]) expect(formatFixed(value, digits), `${value} with ${digits}`).toBe(intl(value, digits));
    }
    // Unlike Intl, no "-0.00" for a negative that rounds to nothing.
    expect(formatFixed(-0.001, 2)).toBe('0.00');
  });
});
