import { describe, expect, it } from 'vitest';
import { FALLBACK_COUNTRIES, formatPriceBody } from './countries.ts';

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
