import { describe, expect, it } from 'vitest';
import { currencySymbol, displayPrice, FALLBACK_COUNTRIES, formatPrice, formatPriceBody } from './countries.ts';

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
  ])('%d %s → %s', (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected);
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

describe('formatPriceBody', () => {
  it('accepts a number and a two-letter code, upper-casing it', () => {
    expect(formatPriceBody.parse({ amount: 1250, countryCode: ' sz ' })).toEqual({ amount: 1250, countryCode: 'SZ' });
  });

  it.each([
    [{ amount: -1, countryCode: 'SZ' }, 'amount must be 0 or more'],
    [{ amount: '12', countryCode: 'SZ' }, 'amount must be a number'],
    [{ amount: Number.POSITIVE_INFINITY, countryCode: 'SZ' }, 'amount must be a number'],
    [{ amount: 1, countryCode: 'SZL' }, 'countryCode must be a two-letter country code'],
    [{ amount: 1, countryCode: 12 }, 'countryCode is required'],
    [{ amount: 1 }, 'countryCode is required'],
  ])('refuses %o with "%s"', (body, message) => {
    const result = formatPriceBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });
});

describe('FALLBACK_COUNTRIES (doc 1 §9)', () => {
  it('lists the eight fallback countries in order, with dial codes and currencies', () => {
    expect(FALLBACK_COUNTRIES.map((c) => [c.name, c.dialCode, c.currency.code])).toEqual([
      ['Eswatini', '+268', 'SZL'],
      ['South Africa', '+27', 'ZAR'],
      ['United States', '+1', 'USD'],
      ['United Kingdom', '+44', 'GBP'],
      ['Germany', '+49', 'EUR'],
      ['France', '+33', 'EUR'],
      ['Canada', '+1', 'CAD'],
      ['Australia', '+61', 'AUD'],
    ]);
    expect(FALLBACK_COUNTRIES[0]!.flag).toBe('🇸🇿');
    expect(FALLBACK_COUNTRIES.every((c) => c.isSupported)).toBe(true);
  });
});
