import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language } from '@sokoni/contracts/languages';

/**
 * The server paints a guest's next first screen in the cookie's language (English, its own, needs
 * none). Imported only by the language picker (sign-in, Settings) and the translations chunk.
 */
export function keepInCookie(code: Language): void {
  if (typeof document === 'undefined') return;
  const keep = code !== DEFAULT_LANGUAGE;
  document.cookie = `${LANGUAGE_COOKIE}=${keep ? code : ''}; path=/; max-age=${keep ? 31_536_000 : 0}; samesite=lax`;
}
