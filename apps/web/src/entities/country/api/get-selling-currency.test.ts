// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { currencyOfCountry } from './get-selling-currency.ts';

describe('currencyOfCountry', () => {
  it("takes the seller's country's currency, USD when unknown (doc 2 §9)", () => {
    expect(currencyOfCountry('sz', [])).toBe('SZL');
    expect(currencyOfCountry('ZA', [])).toBe('ZAR');
    expect(currencyOfCountry(undefined, [])).toBe('USD');
    expect(currencyOfCountry('XX', [])).toBe('USD');
    // A country beyond the built-in list, with the currency GET /countries/picker gives it.
    expect(currencyOfCountry('ng', [{ code: 'NG', currency: { code: 'NGN', name: 'Nigerian Naira', symbol: '₦' } }])).toBe('NGN');
  });
});
