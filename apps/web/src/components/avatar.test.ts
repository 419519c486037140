import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar.tsx';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Kagiso Molefe')).toBe('KM');
    expect(initialsOf('  Sipho  Themba Dlamini ')).toBe('SD');
    expect(initialsOf('thandi')).toBe('T');
  });

  it('skips leading marks, and falls back to a question mark', () => {
    expect(initialsOf('+26***01')).toBe('2');
    expect(initialsOf('"Bongani" (Jozi)')).toBe('BJ');
    expect(initialsOf('   ')).toBe('?');
  });
});
