import { CATEGORIES } from '@sokoni/contracts/catalog';
import type { Language } from '@sokoni/contracts/languages';
import { formatPrice } from '@sokoni/contracts/money';
import { inLanguage } from '../../platform/i18n/server-words.ts';
import { relatedSearchIn } from './match-words.ts';
import { replyWordsIn, type ReplyWords } from './reply-words.ts';
import type { Ranked } from './ranking.ts';
import type { ResultOrder } from './retrieval.ts';
import type { ShopperQuery } from './understanding/index.ts';

/** The built-in engine's words: plain, short, and only about what was found. */

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * What the first card is, in the order the cards are shown: only a list ordered by fit has its
 * best fit first; a sorted one ("cheap phone") has its cheapest first, whatever its score.
 */
const FIRST_CARD: Readonly<Record<ResultOrder, string>> = {
  relevance: 'The best fit is',
  'price-low': 'The cheapest is',
  'price-high': 'The most expensive is',
  newest: 'The newest is',
  popular: 'The most popular is',
};

export function builtinReply(
  input: { understood: string; count: number; alternatives?: number; otherNoun?: string; relaxed: string[]; top: Ranked | undefined; order: ResultOrder },
  language?: Language,
): string {
  const local = replyWordsIn(language);
  if (local) return localBuiltinReply(local, input);
  const { understood, count, relaxed, top } = input;
  if (count === 0) {
    return `I couldn't find ${understood} right now. Try a higher budget, fewer details, or another word for it.`;
  }
  const lead = relaxed.length
    ? `I found nothing ${relaxed.join(' or ')}, so I looked wider for ${understood}: here ${count === 1 ? 'is 1 match' : `are ${count} matches`}.`
    : `Here ${count === 1 ? 'is 1 match' : `are ${count} matches`} for ${understood}.`;
  // Alternatives come after the matches and are never counted as ones.
  const after = input.alternatives ? ` After ${count === 1 ? 'it' : 'them'}, other ${input.otherNoun ?? 'listings'} that are not what you asked for.` : '';
  if (!top) return `${lead}${after}`;
  const c = top.candidate;
  const price = c.priceAmount > 0 ? ` at ${formatPrice(c.priceAmount, c.currency, { cents: 'if-any' })}` : '';
  const why = top.reasons[0] ? ` (${top.reasons[0].charAt(0).toLowerCase()}${top.reasons[0].slice(1)})` : '';
  return `${lead} ${FIRST_CARD[input.order]} ${c.title}${price}${why}.${after}`;
}

const priceOf = (c: Ranked['candidate']) => formatPrice(c.priceAmount, c.currency, { cents: 'if-any' });
/** "Samsung A14 at E1,500", in the language's words; a title alone when it has no price. */
const titleAt = (local: ReplyWords, c: Ranked['candidate']) => `${c.title}${c.priceAmount > 0 ? local.at(priceOf(c)) : ''}`;

function localBuiltinReply(local: ReplyWords, input: Parameters<typeof builtinReply>[0]): string {
  const { count, relaxed, top } = input;
  if (count === 0) return local.noMatches;
  const lead = relaxed.length ? `${local.widened} ${local.matches(count)}` : local.matches(count);
  const after = input.alternatives ? local.alternativesAfter : '';
  return top ? `${lead} ${local.first[input.order]}${titleAt(local, top.candidate)}.${after}` : `${lead}${after}`;
}

/**
 * Issue 25: nothing is of the asked kind within what was stated. Say so, then what is shown
 * instead: the kind's nearest listing outside the budget ("No laptops under KSh 20,000 — the
 * cheapest is …"), or, when there is none of the kind at all, other things of its category.
 */
export function nothingFitsReply(
  input: { asked: string; askedAnyPrice: string; plural?: boolean; closest?: Ranked; overBudget: boolean; alternatives: number; categoryNoun: string },
  language?: Language,
): string {
  const { asked, closest, alternatives, categoryNoun } = input;
  const local = replyWordsIn(language);
  if (local) {
    if (closest) return `${local.nothingFits.closest(input.overBudget)}${titleAt(local, closest.candidate)}.${alternatives > 0 ? local.nothingFits.othersAfter : ''}`;
    return asked !== input.askedAnyPrice ? local.nothingFits.anyPrice(alternatives > 0) : local.nothingFits.none(alternatives > 0);
  }
  const others = alternatives > 0 ? ` After ${closest ? 'it' : 'that'}, other ${categoryNoun}, which are not what you asked for.` : '';
  if (closest) {
    const c = closest.candidate;
    const price = formatPrice(c.priceAmount, c.currency, { cents: 'if-any' });
    return `No ${asked} on Sokoni right now — the ${input.overBudget ? 'cheapest' : 'closest'} is ${c.title} at ${price}.${others}`;
  }
  if (asked !== input.askedAnyPrice) {
    return alternatives > 0
      ? `No ${asked} on Sokoni right now, and none at any price — here are other ${categoryNoun}, which are not what you asked for.`
      : `No ${asked} on Sokoni right now, and none at any price. Try another word for it, or a wider search.`;
  }
  // "There is no rice", "There are no printers".
  const none = `There ${input.plural === false ? 'is' : 'are'} no ${asked} on Sokoni yet`;
  return alternatives > 0 ? `${none} — here are other ${categoryNoun}, which are not what you asked for.` : `${none}. Try another word for it, or a wider search.`;
}

/** doc 2 §3 needsClarification: ask, and offer searches that work. */
export function clarifyingReply(suggestions: string[], language: Language = 'en'): { message: string; suggestions: string[] } {
  return {
    message: inLanguage(
      language,
      'Happy to help you shop! What are you looking for? Tell me the item, and if you like your budget, the condition or the town, for example "phone under E2,000 in Manzini".',
    ),
    suggestions,
  };
}

/**
 * Chips that refine what was just found: only ones that would change the list (a condition the
 * results mix, a brand most of them share, a place, cheaper ones).
 */
export function refinementsOf(q: ShopperQuery, ranked: Ranked[], language?: Language): string[] {
  if (ranked.length === 0) return [];
  const chips = replyWordsIn(language)?.chips ?? ENGLISH_CHIPS;
  const out: string[] = [];
  const conditions = new Set(ranked.map((r) => r.candidate.condition));
  if (!q.condition && conditions.has('new') && conditions.size > 1) out.push(chips.onlyNew);
  if (!q.condition && conditions.has('used') && conditions.size > 1) out.push(chips.onlyUsed);
  if (!q.brands.length) {
    const counts = new Map<string, number>();
    for (const r of ranked) if (r.candidate.brand) counts.set(r.candidate.brand, (counts.get(r.candidate.brand) ?? 0) + 1);
    const [brand, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (brand && n && n >= 2 && n < ranked.length) out.push(chips.brandOnly(brand));
  }
  if (!q.city && !q.nearMe) out.push(chips.nearMe);
  if (ranked.some((r) => r.candidate.priceAmount > 0) && ranked.length > 1) out.push(chips.cheaper);
  if (ranked.length > 1) out.push(chips.moreLikeFirst);
  return out.slice(0, 4);
}

const ENGLISH_CHIPS: ReplyWords['chips'] = {
  onlyNew: 'Only new ones',
  onlyUsed: 'Only used ones',
  brandOnly: (brand) => `${brand} only`,
  nearMe: 'Near me',
  cheaper: 'Cheaper',
  moreLikeFirst: 'More like the first one',
};

/** Other searches worth a tap, in the language: the category's other kinds, or a start when nothing was found. */
export function relatedSearchesOf(q: ShopperQuery, ranked: Ranked[], language?: Language): string[] {
  const category = CATEGORIES.find((c) => c.slug === (q.category ?? ranked[0]?.candidate.category));
  const local = language && language !== 'en' ? language : null;
  if (!category) return local ? replyWordsIn(local)!.examples({ phone: 'E2,000', sofa: 'E5,000' }, undefined) : ['Phones under E2,000', 'Used cars', 'Sneakers', 'Sofas'];
  const others = category.subcategories.filter((s) => s !== q.subcategory).slice(0, 3);
  const cap = q.priceMax !== undefined ? formatPrice(q.priceMax, q.currency ?? 'SZL', { cents: 'if-any' }) : undefined;
  if (local) return others.map((s) => relatedSearchIn(local, s, cap, q.city));
  const place = q.city ? ` in ${q.city}` : '';
  return others.map((s) => capitalise(`${s.toLowerCase()}${cap ? ` under ${cap}` : ''}${place}`));
}

/** "a sofa", "an oven", "oranges" (a plural takes none). */
const withArticle = (noun: string) => (/[^s]s$/i.test(noun) ? noun : `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`);

/** The reply to a photo: what it looked like, and the closest listing. */
export function pictureReply(count: number, seenAs: string | undefined, top: Ranked | undefined, samePicture = false): string {
  const listings = `${count === 1 ? 'is 1 listing' : `are ${count} listings`} that look${count === 1 ? 's' : ''} like`;
  const c = top?.candidate;
  const price = c && c.priceAmount > 0 ? ` at ${formatPrice(c.priceAmount, c.currency, { cents: 'if-any' })}` : '';
  if (samePicture && c) return `That is the ${c.title}${price}. Here ${listings} it.`;
  const lead = seenAs ? `That looks like ${withArticle(seenAs)}. Here ${listings} it.` : `Here ${listings} your photo.`;
  return c ? `${lead} The closest is ${c.title}${price}.` : lead;
}
