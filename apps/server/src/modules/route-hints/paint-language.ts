import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '@sokoni/contracts/languages';
import { languageFromHeader } from '../../platform/i18n/request-language.ts';
import { cookieValue } from './hints.ts';

/** The language a guest's first screen is painted in: this device's choice (the web app's cookie), else Accept-Language, else English, as the app itself chooses. */
export function paintLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const chosen = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  return languageFromHeader(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/** index.html says English; a page painted in another language says so (screen readers, translators). */
export const pageInLanguage = (html: string, language: Language) => (language === DEFAULT_LANGUAGE ? html : html.replace(/<html lang="en">/, `<html lang="${language}">`));
