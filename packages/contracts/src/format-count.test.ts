import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

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
