import { z } from 'zod';
import type { Country, Currency } from './country-replies.ts';

// The reply types, from the schemas the routes declare (kept out of this module: the web app imports it at run time).
export type { Country, PickerCountry } from './country-replies.ts';

export const formatPriceBody = z.object({
  amount: z.number({ error: 'amount must be a number' }).finite().min(0, 'amount must be 0 or more').max(1e12),
  countryCode: z
    .string({ error: 'countryCode is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'countryCode must be a two-letter country code'),
});

function fallback(name: string, code: string, code3: string, calling: string, currency: Currency, region: string, subregion: string): Country {
  const flag = String.fromCodePoint(...[...code].map((c) => 0x1f1a5 + c.charCodeAt(0)));
  return {
    name, code, code3, callingCode: calling, dialCode: `+${calling}`, flag, region, subregion, currency,
    languages: ['en'], isActive: true, isSupported: true,
  };
}

/** doc 1 §9: the list used when the countries API cannot be reached; the server supports each of them. */
export const FALLBACK_COUNTRIES: Country[] = [
  fallback('Eswatini', 'SZ', 'SWZ', '268', { code: 'SZL', name: 'Swazi Lilangeni', symbol: 'E' }, 'Africa', 'Southern Africa'),
  fallback('South Africa', 'ZA', 'ZAF', '27', { code: 'ZAR', name: 'South African Rand', symbol: 'R' }, 'Africa', 'Southern Africa'),
  fallback('United States', 'US', 'USA', '1', { code: 'USD', name: 'US Dollar', symbol: '$' }, 'North America', 'Northern America'),
  fallback('United Kingdom', 'GB', 'GBR', '44', { code: 'GBP', name: 'British Pound', symbol: '£' }, 'Europe', 'Northern Europe'),
  fallback('Germany', 'DE', 'DEU', '49', { code: 'EUR', name: 'Euro', symbol: '€' }, 'Europe', 'Western Europe'),
  fallback('France', 'FR', 'FRA', '33', { code: 'EUR', name: 'Euro', symbol: '€' }, 'Europe', 'Western Europe'),
  fallback('Canada', 'CA', 'CAN', '1', { code: 'CAD', name: 'Canadian Dollar', symbol: 'CA$' }, 'North America', 'Northern America'),
  fallback('Australia', 'AU', 'AUS', '61', { code: 'AUD', name: 'Australian Dollar', symbol: 'A$' }, 'Oceania', 'Australia and New Zealand'),
];
