import { describe, expect, it } from 'vitest';
import { currencySymbol, displayPrice, formatPrice } from './money.ts';

describe('formatPrice', () => {
  it.each([
    [1250, 'SZL', 'E1,250.00'],
    [1250, 'KES', 'KSh 1,250.00'],
    [3499, 'kes', 'KSh 3,499.00'],
    [99.5, 'ZAR', 'R99.50'],
    [0.006, 'ZAR', 'R0.01'],
    [1234567.891, 'USD', '$1,234,567.89'],
    [10, 'EUR', '€10.00'],
    [10, 'GBP', '£10.00'],
    [1250, 'UGX', 'USh 1,250'],
    [1250.6, 'RWF', 'FRw 1,251'],
    [5, 'BWP', 'P5.00'],
    [5, 'XYZ', 'XYZ 5.00'],
    [0, 'SZL', 'E0.00'],
    [-5, 'USD', '-$5.00'],
    [-20000, 'KES', '-KSh 20,000.00'],
    [-0.001, 'SZL', 'E0.00'],
  ])('%d %s → %s', (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected);
  });

  it('prints Eswatini prices with E, never the ISO code (doc 1 §9)', () => {
    expect(formatPrice(499_900, 'SZL')).toBe('E499,900.00');
    expect(formatPrice(1, 'szl')).not.toContain('SZL');
  });

  it('in a sentence, drops the cents of a whole amount only', () => {
    const inWords = (amount: number, currency?: string) => formatPrice(amount, currency, { cents: 'if-any' });
    expect(inWords(2000, 'SZL')).toBe('E2,000');
    expect(inWords(150_000, 'ZAR')).toBe('R150,000');
    expect(inWords(20_000, 'KES')).toBe('KSh 20,000');
    expect(inWords(300, 'USD')).toBe('$300');
    expect(inWords(1249.5, 'SZL')).toBe('E1,249.50');
    expect(inWords(1999.999, 'SZL')).toBe('E2,000');
    expect(inWords(1250.6, 'RWF')).toBe('FRw 1,251');
    expect(inWords(10, 'GBP')).toBe('£10');
  });

  it('without a currency prints the number alone', () => {
    expect(formatPrice(2500.5, undefined, { cents: 'if-any' })).toBe('2,500.50');
    expect(formatPrice(2000, null, { cents: 'if-any' })).toBe('2,000');
    expect(formatPrice(2000, '')).toBe('2,000.00');
  });
});

describe('displayPrice (doc 1 §5)', () => {
  it('shows a price only above 0', () => {
    expect(displayPrice(1250, 'SZL')).toBe('E1,250.00');
    expect(displayPrice(0.01, 'KES')).toBe('KSh 0.01');
  });

  it.each([0, -1, -0.01, null, undefined, Number.NaN])('amount %s → "Contact for price"', (amount) => {
    expect(displayPrice(amount, 'SZL')).toBe('Contact for price');
  });

  it('falls back to the Eswatini currency', () => {
    expect(displayPrice(10, null)).toBe('E10.00');
    expect(displayPrice(10, '')).toBe('E10.00');
    expect(displayPrice(10, undefined)).toBe('E10.00');
  });
});

describe('currencySymbol', () => {
  it('knows the local symbols and falls back to the code', () => {
    expect(currencySymbol('SZL')).toBe('E');
    expect(currencySymbol('zar')).toBe('R');
    expect(currencySymbol('KES')).toBe('KSh');
    expect(currencySymbol('jpy')).toBe('JPY');
  });
});
