import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@sokoni/contracts/languages';
import Negotiator from 'negotiator';

/**
 * The language a guest's `Accept-Language` asks for, or null when it names none of ours. Region
 * subtags are dropped first: a phone set to "sw-KE,en" wants Kiswahili, and negotiator would rank
 * the exact "en" above the partial match.
 */
export function languageFromHeader(header: string | undefined): Language | null {
  if (!header) return null;
  const languages = header.replace(/-[A-Za-z0-9]+/g, '');
  const best = new Negotiator({ headers: { 'accept-language': languages } }).language(LANGUAGES);
  return (best as Language | undefined) ?? null;
}

/** The caller's language: the account's when chosen, else what `Accept-Language` asks for, else English. */
export function requestLanguage(request: { auth?: { language: Language | null } | null; headers: { 'accept-language'?: string } }): Language {
  return request.auth?.language ?? languageFromHeader(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
