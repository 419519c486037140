import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sokoni/contracts/languages';

/**
 * The language a country's buyers get before they choose (issue 29). Every market starts in
 * English, as the documents word it: Eswatini is English with siSwati one tap away on the
 * sign-in screen and in Settings; a country joins here when its own language is the better default.
 */
const COUNTRY_LANGUAGES: Readonly<Record<string, Language>> = { SZ: 'en', ZA: 'en', KE: 'en', TZ: 'en' };

/** The first of the browser's languages that we speak, region dropped ("sw-KE" is Kiswahili). */
export function browserLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const code = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(code)) return code;
  }
  return null;
}

type Sources = { account?: Language | null; stored?: string | null; browser?: readonly string[]; country?: string | null };

/** The account's language, else the one chosen on this device, else the browser's, else the country's. */
export function chooseLanguage({ account, stored, browser = [], country }: Sources): Language {
  if (account) return account;
  if (isLanguage(stored)) return stored;
  return browserLanguage(browser) ?? COUNTRY_LANGUAGES[country ?? ''] ?? DEFAULT_LANGUAGE;
}
