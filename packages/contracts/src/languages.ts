/**
 * The languages Sokoni speaks (issue 29): English as the documents word it, siSwati, isiZulu and
 * Kiswahili. Codes are ISO 639-1, as `Accept-Language` and `<html lang>` use them.
 */
export const LANGUAGES = ['en', 'ss', 'zu', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own words, as a picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ss: 'siSwati', zu: 'isiZulu', sw: 'Kiswahili' };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** PUT /users/me with a language we do not speak. */
export const LANGUAGE_MESSAGE = 'Language must be one of en, ss, zu, sw';

/**
 * The language this device speaks, as a cookie the web app keeps beside its own storage, so the
 * server paints a guest's first screen in it (a guest without one gets their Accept-Language).
 */
export const LANGUAGE_COOKIE = 'sokoni_lang';
