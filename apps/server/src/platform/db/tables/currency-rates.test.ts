import { describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOLS } from '@sokoni/contracts/money';
import { supportedCountries } from '../../../modules/countries/catalog.ts';
import { RATES_TO_BASE, toBasePrice } from './currency-rates.ts';

describe('rates to SZL', () => {
  it('cover every currency of a supported market and every currency the app has a symbol for', () => {
    const currencies = new Set([...supportedCountries().map((c) => c.currency.code), ...Object.keys(CURRENCY_SYMBOLS)]);
    for (const code of currencies) expect(RATES_TO_BASE[code], code).toBeGreaterThan(0);
  });

  it('keep the pegs: rand, loti and Namibian dollar are worth one lilangeni', () => {
    for (const code of ['SZL', 'ZAR', 'LSL', 'NAD']) expect(RATES_TO_BASE[code]).toBe(1);
  });

  it('put KSh 980,000 below E499,900, and no price nowhere', () => {
    expect(toBasePrice(980_000, 'KES')!).toBeLessThan(toBasePrice(499_900, 'SZL')!);
    expect(toBasePrice(0, 'SZL')).toBeUndefined();
    expect(toBasePrice(10, 'XXX')).toBeUndefined();
    expect(toBasePrice(10, 'kes')).toBeCloseTo(1.38);
  });
});
