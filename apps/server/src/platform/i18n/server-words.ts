import type { Language } from '@sokoni/contracts/languages';
import { SERVER_TRANSLATIONS } from '@sokoni/contracts/words/catalogs';
import { translator } from '@sokoni/contracts/words/translator';

const translators = Object.fromEntries(Object.entries(SERVER_TRANSLATIONS).map(([language, words]) => [language, translator(words)])) as Record<
  Exclude<Language, 'en'>,
  (english: string) => string
>;

/** The server's English in `language`: the same English for English, and for words not translated yet. */
export function inLanguage(language: Language, english: string): string {
  return language === 'en' ? english : translators[language](english);
}
