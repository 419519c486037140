import { CATEGORIES } from '@sokoni/contracts/catalog';
import type { Language } from '@sokoni/contracts/languages';
import type { PictureVerdict } from './picture-match.ts';
import { pluralOf } from './picture-kind.ts';
import { formatPrice } from '@sokoni/contracts/money';
import type { Ranked } from './ranking.ts';
import { replyWordsIn, type ReplyWords } from './reply-words.ts';

const withArticle = (noun: string) => (/[^s]s$/i.test(noun) ? noun : `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`);
const categoryName = (slug: string) => CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;

/**
 * The reply to a photo, saying only what is true: the same picture names the listing; a close
 * look-alike is "the closest"; with nothing alike it says it could not find the item and what it
 * shows instead (the kind, or the category). Null when there is nothing to show (the caller uses
 * doc 2's image failure words, or {@link nothingOfKindReply}).
 */
export function pictureReply(verdict: PictureVerdict, ranked: Ranked[], language?: Language): string | null {
  const top = ranked[0];
  if (!top) return null;
  const local = replyWordsIn(language);
  if (local) return localPictureReply(local, verdict, ranked);
  const c = top.candidate;
  const price = c.priceAmount > 0 ? ` at ${formatPrice(c.priceAmount, c.currency, { cents: 'if-any' })}` : '';
  const count = ranked.length;
  if (verdict.best === 'same-picture') return `That is the ${c.title}${price}. Here ${count === 1 ? 'it is' : `it is with ${count - 1} more like it`}.`;
  if (verdict.best === 'looks-like') {
    const alike = ranked.filter((r) => r.reasons[0] === 'Looks like your photo' || r.reasons[0] === 'Same picture as your photo').length;
    const lead = verdict.noun ? `That looks like ${withArticle(verdict.noun)}. ` : '';
    return `${lead}${alike === 1 ? '1 listing looks' : `${alike} listings look`} like your photo. The closest is ${c.title}${price}.`;
  }
  if (verdict.best === 'same-kind' && verdict.noun) return `I couldn't find this exact item — here are the ${pluralOf(verdict.noun)} on Sokoni.`;
  if (verdict.category) {
    const seen = verdict.noun ? `That looks like ${withArticle(verdict.noun)}, but I couldn't find this exact item` : `I couldn't find this exact item`;
    return `${seen} — here is what's in ${categoryName(verdict.category)} on Sokoni.`;
  }
  return null;
}

const alikeCount = (ranked: Ranked[]) => ranked.filter((r) => r.reasons[0] === 'Looks like your photo' || r.reasons[0] === 'Same picture as your photo').length;

/** The same verdicts in another language: the detectors' English noun is left out. */
function localPictureReply(local: ReplyWords, verdict: PictureVerdict, ranked: Ranked[]): string | null {
  const c = ranked[0]!.candidate;
  const it = `${c.title}${c.priceAmount > 0 ? local.at(formatPrice(c.priceAmount, c.currency, { cents: 'if-any' })) : ''}`;
  if (verdict.best === 'same-picture') return local.picture.same(it, ranked.length - 1);
  if (verdict.best === 'looks-like') return local.picture.looksLike(alikeCount(ranked), it);
  if (verdict.best === 'same-kind' && verdict.noun) return local.picture.sameKind;
  if (verdict.category) return local.picture.inCategory(categoryName(verdict.category));
  return null;
}

/** A photo of a kind the catalog has none of: say so, in words. */
export function nothingOfKindReply(noun: string | undefined, language?: Language): string | null {
  const local = replyWordsIn(language);
  if (local) return noun ? local.picture.nothingOfKind : null;
  return noun ? `That looks like ${withArticle(noun)}, but I couldn't find any ${pluralOf(noun)} on Sokoni. Try a different image or describe what you're looking for.` : null;
}
