import type { Language } from './languages.ts';

// Issue 29: doc 2 §8's image-failure chips and the market reasons in every language, apart from assistant-rules.ts (and
// importing nothing from it) so a screen that needs them only now and then loads them then.

/**
 * Issue 29: the same three chips in each language, in the same order (try another photo, describe
 * it, browse). The server sends the shopper's language's; the web knows a chip by its place here,
 * whatever the language it was sent in (a conversation kept from before a language change too).
 * Glossary: docs/glossary.md.
 */
export const IMAGE_FAILURE_SUGGESTIONS_IN: Readonly<Record<Language, readonly [string, string, string]>> = {
  // IMAGE_FAILURE_SUGGESTIONS (assistant-rules.ts), written out: see the top of this file.
  en: ['Try a different image', 'Describe the product', 'Browse categories'],
  ss: ['Zama lesinye sitfombe', 'Chaza umkhicito', 'Buka tigaba'],
  zu: ['Zama esinye isithombe', 'Chaza umkhiqizo', 'Buka izigaba'],
  sw: ['Jaribu picha nyingine', 'Eleza bidhaa', 'Vinjari kategoria'],
};

export type ImageFailureChip = 'another-photo' | 'describe' | 'browse';
const IMAGE_FAILURE_CHIPS: readonly ImageFailureChip[] = ['another-photo', 'describe', 'browse'];

/** What an image-failure chip does, in whichever language it is worded; null for any other chip. */
export function imageFailureChipOf(words: string): ImageFailureChip | null {
  for (const chips of Object.values(IMAGE_FAILURE_SUGGESTIONS_IN)) {
    const at = chips.indexOf(words);
    if (at >= 0) return IMAGE_FAILURE_CHIPS[at]!;
  }
  return null;
}

/**
 * Issue 29: a match's reasons about its price against similar listings, in the three languages
 * (English's are ranking.ts's own, MARKET_REASONS). The server words them so; the web leaves them out
 * beside the market chip, which says the same.
 */
export const MARKET_REASONS_IN: Readonly<Record<Language, { below: string; premium: string }>> = {
  // MARKET_REASONS (assistant-rules.ts), written out: see the top of this file.
  en: { below: 'Priced below similar listings', premium: 'A premium pick' },
  ss: { below: 'Intsengo ingaphansi kwalokufanana nako', premium: 'Lokusezingeni lelisetulu' },
  zu: { below: 'Intengo ingaphansi kwezinye ezifanayo', premium: 'Okusezingeni eliphezulu' },
  sw: { below: 'Bei iko chini ya matangazo yanayofanana', premium: 'Chaguo la hadhi ya juu' },
};

/** A reason about the price against similar listings in English ('Priced below similar listings', 'A premium pick'); not one about the shopper's budget. */
const MARKET_POSITION_REASON = /\b(below|above|under|over) (similar listings|the market|market)\b|\bfair price\b|\bpremium pick\b/i;
const LOCAL_MARKET_REASONS = new Set(Object.values(MARKET_REASONS_IN).flatMap((words) => [words.below, words.premium]));

/**
 * The reasons to show beside a match's market chip (doc 2 §3): none that repeats what the chip
 * says, in whichever language the server worded it, so the card's 2 reasons (doc 2 §9) each add something.
 */
export function reasonsBesideMarketChip(reasons: readonly string[]): string[] {
  return reasons.filter((reason) => !MARKET_POSITION_REASON.test(reason) && !LOCAL_MARKET_REASONS.has(reason));
}
