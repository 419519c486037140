import { IMAGE_FAILURE_SUGGESTIONS_IN, MARKET_REASONS_IN } from '../assistant-chips.ts';
import type { Language } from '../languages.ts';

/**
 * The chips and the market reasons (assistant-chips.ts) as catalog entries (English → `language`), so the web app,
 * which carries another language's catalog only for those who speak it, knows them as they were
 * sent without a table of every language in everyone's first load.
 */
export function assistantWordsIn(language: Exclude<Language, 'en'>): Record<string, string> {
  return {
    ...Object.fromEntries(IMAGE_FAILURE_SUGGESTIONS_IN.en.map((english, at) => [english, IMAGE_FAILURE_SUGGESTIONS_IN[language][at]!])),
    [MARKET_REASONS_IN.en.below]: MARKET_REASONS_IN[language].below,
    [MARKET_REASONS_IN.en.premium]: MARKET_REASONS_IN[language].premium,
  };
}
