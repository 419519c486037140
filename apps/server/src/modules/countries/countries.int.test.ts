import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { expectFieldError } from '../../../test/factories.ts';
import { FALLBACK_COUNTRIES } from '@sokoni/contracts/countries';
import { countryListSchema, pickerCountryListSchema } from '@sokoni/contracts/country-replies';
import { envelope } from '@sokoni/contracts/envelope';
import { replyMismatches } from '../../platform/http/reply-mismatches.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const formatPrice = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/countries/format-price', payload: payload as object });
/** doc 1 §9's fallback countries outside the African markets: United States … Australia. */
const FALLBACK_ABROAD = FALLBACK_COUNTRIES.filter((c) => c.region !== 'Africa');
type Country = { name: string; code: string; flag: string; dialCode: string; callingCode: string; isSupported: boolean; currency: { code: string; symbol: string } };

describe('the precompressed country lists', () => {
  // Their bytes are made once and sent as they are, past the serializer that checks other replies.
  it.each([
    ['/api/countries/picker', pickerCountryListSchema],
    ['/api/countries/supported', countryListSchema],
    ['/api/countries', countryListSchema],
  ])('%s matches its declared reply schema', async (url, schema) => {
    const res = await get(url);
    expect(replyMismatches(envelope(schema), res.json())).toEqual([]);
  });
});

describe('GET /api/countries/picker', () => {
  it('lists Eswatini first, with its flag and dial code, and can be cached', async () => {
    const res = await get('/api/countries/picker');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const countries: Country[] = res.json().data.countries;
    expect(countries.length).toBeGreaterThan(200);
    expect(countries[0]).toEqual({ name: 'Eswatini', code: 'SZ', flag: '🇸🇿', dialCode: '+268', callingCode: '268', currency: { code: 'SZL', name: 'Swazi Lilangeni', symbol: 'E' }, isSupported: true });
    const za = countries.find((c) => c.code === 'ZA');
    expect(za).toMatchObject({ dialCode: '+27', flag: '🇿🇦', isSupported: true, currency: { code: 'ZAR', symbol: 'R' } });
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    for (const c of countries) expect(c.dialCode).toBe(`+${c.callingCode}`);
  });

  it('gives every country the currency its prices follow (doc 1 §3), the same as the full list', async () => {
    const picker: Country[] = (await get('/api/countries/picker')).json().data.countries;
    const full = new Map(((await get('/api/countries')).json().data.countries as Country[]).map((c) => [c.code, c.currency]));
    for (const c of picker) expect(c.currency, c.code).toEqual(full.get(c.code));
    expect(picker.find((c) => c.code === 'NG')?.currency).toMatchObject({ code: 'NGN' });
    expect(picker.find((c) => c.code === 'KE')?.currency).toEqual({ code: 'KES', name: 'Kenyan Shilling', symbol: 'KSh' });
  });

  it("puts doc 1 §9's fallback countries among the supported ones, beside the African markets", async () => {
    const countries: Country[] = (await get('/api/countries/picker')).json().data.countries;
    const supported = countries.filter((c) => c.isSupported).map((c) => c.code);
    expect(supported.slice(0, 3)).toEqual(['SZ', 'ZA', 'KE']);
    expect(supported.slice(-FALLBACK_ABROAD.length)).toEqual(FALLBACK_ABROAD.map((c) => c.code));
    expect(countries.slice(0, supported.length).every((c) => c.isSupported)).toBe(true);
    for (const expected of FALLBACK_ABROAD) {
      expect(countries.find((c) => c.code === expected.code)).toEqual({ name: expected.name, code: expected.code, flag: expected.flag, dialCode: expected.dialCode, callingCode: expected.callingCode, currency: expected.currency, isSupported: true });
    }
  });
});

describe('GET /api/countries/supported', () => {
  it('contains SZ, ZA and KE with their currencies, all supported', async () => {
    const res = await get('/api/countries/supported');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const countries: Country[] = res.json().data.countries;
    const byCode = new Map(countries.map((c) => [c.code, c]));
    expect(byCode.get('SZ')).toMatchObject({ name: 'Eswatini', isSupported: true, currency: { code: 'SZL', symbol: 'E' } });
    expect(byCode.get('ZA')).toMatchObject({ name: 'South Africa', isSupported: true, currency: { code: 'ZAR', symbol: 'R' } });
    expect(byCode.get('KE')).toMatchObject({ name: 'Kenya', isSupported: true, currency: { code: 'KES', symbol: 'KSh' } });
    expect(countries.every((c) => c.isSupported)).toBe(true);
    expect(countries[0]!.code).toBe('SZ');
    expect(byCode.has('JP')).toBe(false);
  });

  it("carries doc 1 §9's fallback countries after the African markets, each with its currency", async () => {
    const countries: Country[] = (await get('/api/countries/supported')).json().data.countries;
    const codes = countries.map((c) => c.code);
    expect(codes.slice(-FALLBACK_ABROAD.length)).toEqual(FALLBACK_ABROAD.map((c) => c.code));
    for (const expected of FALLBACK_ABROAD) {
      expect(countries.find((c) => c.code === expected.code)).toMatchObject({
        name: expected.name,
        dialCode: expected.dialCode,
        currency: { code: expected.currency.code, symbol: expected.currency.symbol },
        isSupported: true,
      });
    }
  });
});

describe('a Country wherever it is returned (doc 1 §3)', () => {
  const isCurrencyObject = (currency: unknown) =>
    typeof currency === 'object' && currency !== null && ['code', 'name', 'symbol'].every((key) => typeof (currency as Record<string, unknown>)[key] === 'string');

  it('has its currency as {code, name, symbol}', async () => {
    for (const url of ['/api/countries', '/api/countries/supported']) {
      const countries: Country[] = (await get(url)).json().data.countries;
      expect(countries.filter((c) => !isCurrencyObject(c.currency)).map((c) => c.code), url).toEqual([]);
    }
    const current = (await get('/api/countries/current', { 'cf-ipcountry': 'US' })).json().data.country;
    expect(current.currency).toEqual({ code: 'USD', name: 'US Dollar', symbol: '$' });
    const formatted = (await formatPrice({ amount: 1, countryCode: 'GB' })).json().data;
    expect(formatted.currency).toEqual({ code: 'GBP', name: 'British Pound', symbol: '£' });
  });
});

describe('GET /api/countries/current', () => {
  it('defaults to Eswatini', async () => {
    const res = await get('/api/countries/current');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ detected: false, country: { code: 'SZ', name: 'Eswatini', currency: { code: 'SZL' } } });
    expect(res.headers.vary).toContain('accept-language');
  });

  it('follows the CDN country header', async () => {
    const res = await get('/api/countries/current', { 'cf-ipcountry': 'KE' });
    expect(res.json().data).toMatchObject({ detected: true, country: { code: 'KE', name: 'Kenya' } });
    expect((await get('/api/countries/current', { 'cf-ipcountry': 'ke' })).json().data.country.code).toBe('KE');
  });

  it('falls back to the Accept-Language region', async () => {
    const res = await get('/api/countries/current', { 'accept-language': 'en-ZA,en;q=0.9' });
    expect(res.json().data).toMatchObject({ detected: true, country: { code: 'ZA', name: 'South Africa' } });
  });

  it('ignores unknown CDN codes and unsupported language regions', async () => {
    expect((await get('/api/countries/current', { 'cf-ipcountry': 'XX' })).json().data).toMatchObject({ detected: false, country: { code: 'SZ' } });
    expect((await get('/api/countries/current', { 'cf-ipcountry': 'T1', 'accept-language': 'en-KE' })).json().data.country.code).toBe('KE');
    expect((await get('/api/countries/current', { 'accept-language': 'fr-FR' })).json().data.country.code).toBe('SZ');
    expect((await get('/api/countries/current', { 'accept-language': 'en-US,en;q=0.9' })).json().data.country.code).toBe('SZ');
    expect((await get('/api/countries/current', { 'accept-language': 'en' })).json().data.country.code).toBe('SZ');
  });
});

describe('POST /api/countries/format-price', () => {
  it.each([
    ['SZ', 1250, 'E1,250.00', 'SZL'],
    ['KE', 1250, 'KSh 1,250.00', 'KES'],
    ['ZA', 99.5, 'R99.50', 'ZAR'],
    ['sz', 0, 'E0.00', 'SZL'],
    ['UG', 1250, 'USh 1,250', 'UGX'],
  ])('%s %d → %s', async (countryCode, amount, formattedPrice, currency) => {
    const res = await formatPrice({ amount, countryCode });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ amount, countryCode: countryCode.toUpperCase(), formattedPrice, currency: { code: currency } });
  });

  it('refuses an unknown country with 422', async () => {
    expectFieldError(await formatPrice({ amount: 10, countryCode: 'XX' }), 'countryCode', 'Unknown country code');
    expectFieldError(await formatPrice({ amount: 10, countryCode: 'Eswatini' }), 'countryCode', 'countryCode must be a two-letter country code');
    expectFieldError(await formatPrice({ amount: 10 }), 'countryCode', 'countryCode is required');
  });

  it.each([
    ['negative', -1, 'amount must be 0 or more'],
    ['a string', '1250', 'amount must be a number'],
    ['null', null, 'amount must be a number'],
    ['missing', undefined, 'amount must be a number'],
  ])('refuses an amount that is %s with 422', async (_label, amount, message) => {
    expectFieldError(await formatPrice({ amount, countryCode: 'SZ' }), 'amount', message);
  });
});
