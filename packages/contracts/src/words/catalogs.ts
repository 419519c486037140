import type { Language } from '../languages.ts';
import { SS } from './ss.ts';
import { SW } from './sw.ts';
import type { Translations } from './translator.ts';
import { ZU } from './zu.ts';

/** The server's words in each language but English (the documents' own words). */
export const SERVER_TRANSLATIONS: Record<Exclude<Language, 'en'>, Translations> = { ss: SS, zu: ZU, sw: SW };
