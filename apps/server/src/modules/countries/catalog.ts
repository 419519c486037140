import { continents, getCountryDataList, getEmojiFlag, type TCountryCode } from 'countries-list';
import { FALLBACK_COUNTRIES, type Country, type PickerCountry } from '@sokoni/contracts/countries';
import { currencySymbol } from '@sokoni/contracts/money';
import { DEFAULT_COUNTRY_CODE } from '@sokoni/contracts/constants';

/** Where Sokoni trades: Southern and East Africa. Eswatini first, it is the default. */
export const MARKET_COUNTRY_CODES = ['SZ', 'ZA', 'KE', 'BW', 'LS', 'NA', 'MZ', 'ZM', 'ZW', 'MW', 'TZ', 'UG', 'RW'];

/** The markets, then doc 1 §9's fallback countries (United States … Australia) that are not among them. */
export const SUPPORTED_COUNTRY_CODES = [...new Set([...MARKET_COUNTRY_CODES, ...FALLBACK_COUNTRIES.map((c) => c.code)])];

const SUBREGIONS: Record<string, string> = {
  SZ: 'Southern Africa', ZA: 'Southern Africa', BW: 'Southern Africa', LS: 'Southern Africa', NA: 'Southern Africa',
  MZ: 'Eastern Africa', ZM: 'Eastern Africa', ZW: 'Eastern Africa', MW: 'Eastern Africa', KE: 'Eastern Africa',
  TZ: 'Eastern Africa', UG: 'Eastern Africa', RW: 'Eastern Africa',
  ...Object.fromEntries(FALLBACK_COUNTRIES.map((c) => [c.code, c.subregion])),
};

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

function build(): Country[] {
  const supported = new Set(SUPPORTED_COUNTRY_CODES);
  return getCountryDataList()
    .filter((c) => c.phone.length > 0)
    .map((c) => {
      const currencyCode = c.currency[0] ?? 'USD';
      const callingCode = String(c.phone[0]);
      return {
        name: c.name,
        code: c.iso2,
        code3: c.iso3,
        callingCode,
        dialCode: `+${callingCode}`,
        flag: getEmojiFlag(c.iso2 as TCountryCode),
        region: continents[c.continent] ?? '',
        subregion: SUBREGIONS[c.iso2] ?? '',
        currency: { code: currencyCode, name: currencyNames.of(currencyCode) ?? currencyCode, symbol: currencySymbol(currencyCode) },
        languages: c.languages,
        isActive: true,
        isSupported: supported.has(c.iso2),
      };
    })
    .sort(bySupportThenName);
}

function bySupportThenName(a: Country, b: Country): number {
  if (a.isSupported !== b.isSupported) return a.isSupported ? -1 : 1;
  if (a.isSupported) return SUPPORTED_COUNTRY_CODES.indexOf(a.code) - SUPPORTED_COUNTRY_CODES.indexOf(b.code);
  return a.name.localeCompare(b.name);
}

let cache: { all: Country[]; byCode: Map<string, Country>; picker: PickerCountry[] } | undefined;
function catalog() {
  if (!cache) {
    const all = build();
    cache = {
      all,
      byCode: new Map(all.map((c) => [c.code, c])),
      picker: all.map(({ name, code, flag, dialCode, callingCode, currency, isSupported }) => ({ name, code, flag, dialCode, callingCode, currency, isSupported })),
    };
  }
  return cache;
}

export const allCountries = () => catalog().all;
export const pickerCountries = () => catalog().picker;
export const supportedCountries = () => catalog().all.filter((c) => c.isSupported);
export const countryByCode = (code: string | null | undefined) => (code ? catalog().byCode.get(code.toUpperCase()) : undefined);
export const isMarket = (code: string) => MARKET_COUNTRY_CODES.includes(code);
export const defaultCountry = () => countryByCode(DEFAULT_COUNTRY_CODE)!;

/** An ISO country code from a code or an English name, any case ("eswatini" → SZ). */
export function countryCodeOf(value: string): string {
  const v = value.trim();
  const byCode = countryByCode(v);
  if (byCode) return byCode.code;
  return allCountries().find((c) => c.name.toLowerCase() === v.toLowerCase())?.code ?? v.toUpperCase();
}
