import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY_CODE } from './constants.ts';

export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';

/**
 * Contract: numbers come with or without "+", spaces or a leading 0 and are stored as E.164.
 * A bare national number is read in the default country (Eswatini); a bare international one
 * ("26876000001") is tried with a "+" in front, and a leading 0 is dropped when the default
 * country has no trunk prefix.
 */
export function normalizePhoneNumber(input: string, defaultCountry: string = DEFAULT_COUNTRY_CODE): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  if (!/^\+?\d{4,17}$/.test(compact)) return null;
  const candidates = compact.startsWith('+')
    ? [compact]
    : compact.startsWith('00')
      ? [`+${compact.slice(2)}`]
      : compact.startsWith('0')
        ? // A trunk 0 written out of habit ("076000001") where the default country has none.
          [compact, compact.slice(1)]
        : [compact, `+${compact}`];
  for (const candidate of candidates) {
    const parsed = parsePhoneNumberFromString(candidate, defaultCountry as CountryCode);
    if (parsed?.isValid()) return parsed.number;
  }
  return null;
}

/** doc 1 §3: a phone shown as an author is masked: first 3 characters, ***, last 2. */
export function maskPhone(phone: string): string {
  return phone.length > 6 ? `${phone.slice(0, 3)}***${phone.slice(-2)}` : phone;
}
