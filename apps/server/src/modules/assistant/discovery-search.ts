import { IMAGE_FAILURE_SUGGESTIONS_IN, type AssistantSearchBody, type AssistantSearchResult } from '@sokoni/contracts/assistant';
import type { ProductCard } from '@sokoni/contracts/catalog-replies';
import { pictureOf, withCards, type AssistantCaller, type AssistantDeps } from './assistant-deps.ts';
import { nothingFitsReply, relatedSearchesOf } from './builtin-reply.ts';
import { searchCatalog } from './catalog-search.ts';
import type { Language } from '@sokoni/contracts/languages';
import { reasonsIn, understoodIn } from './match-words.ts';
import { lifestyleMatchOf, type Ranked } from './ranking.ts';
import { replyLanguage } from './reply-language.ts';
import { exampleSearchesIn, replyWordsIn } from './reply-words.ts';
import { searchByPicture } from './search-by-picture.ts';
import { askedOf, currencyOfCountry, emptyQuery, medianIn, planOf, withCurrency, type Plan } from './search-plan.ts';
import { categoryNounOf, describeQuery, parseQuery } from './understanding/index.ts';

type DiscoveryReply = { results: AssistantSearchResult[]; total: number; understood?: string; needsClarification: boolean; suggestions: string[]; notice?: string };

/** POST /ai/search: AI Discovery's "AI-Matched Products". */
export async function discoverySearch(deps: AssistantDeps, caller: AssistantCaller, body: AssistantSearchBody): Promise<DiscoveryReply> {
  const text = body.query?.trim() ?? '';
  const picture = pictureOf(deps, { key: body.imageKey, url: body.imageUrl });
  const defaultCurrency = currencyOfCountry(body.location?.country);
  const turn = text ? parseQuery(text, { defaultCurrency }) : null;
  // Issue 29: the words (reading, reasons, chips) in the language of the description, else the request's.
  const language = replyLanguage(text || undefined, caller.language ?? 'en', body.location?.country);
  const failureChips = [...IMAGE_FAILURE_SUGGESTIONS_IN[language]];
  if (!picture && turn?.needsClarification) {
    const local = replyWordsIn(language);
    return { results: [], total: 0, needsClarification: true, suggestions: local ? exampleSearchesIn(local, turn.query, defaultCurrency) : turn.clarifyingSuggestions };
  }
  const query = turn && !turn.needsClarification ? turn.query : emptyQuery();
  const plan = planOf(query, defaultCurrency, body.location?.city ?? undefined);
  let ranked: Ranked[];
  let notice: string | undefined;
  if (picture) {
    const found = await searchByPicture(deps, caller, picture, plan, body.limit);
    if (!found) return { results: [], total: 0, needsClarification: false, suggestions: failureChips };
    ranked = found.ranked;
  } else {
    const found = await searchCatalog(deps, plan, body.limit);
    ranked = found.ranked;
    if (found.nothingFits) {
      const alternatives = ranked.filter((r) => !found.closest.includes(r)).length;
      const categoryNoun = query.category ? categoryNounOf(query.category) : 'listings';
      notice = nothingFitsReply({ ...askedOf(query, defaultCurrency), closest: found.closest[0], overBudget: query.priceMax !== undefined, alternatives, categoryNoun }, language);
    }
  }
  const kept = await withCards(deps, ranked);
  const results = kept.ranked.map((r, i) => toSearchResult(r, kept.cards[i]!, plan, language));
  return {
    results,
    total: results.length,
    ...(turn && !turn.needsClarification ? { understood: understoodIn(language, withCurrency(query, defaultCurrency), describeQuery(withCurrency(query, defaultCurrency))) } : {}),
    needsClarification: false,
    suggestions: picture && results.length === 0 ? failureChips : relatedSearchesOf(query, kept.ranked, language),
    ...(notice ? { notice } : {}),
  };
}

const toSearchResult = (r: Ranked, product: ProductCard, plan: Plan, language: Language): AssistantSearchResult => ({
  product,
  matchScore: r.matchScore,
  reasons: reasonsIn(language, r.reasons, r.candidate.city),
  lifestyleMatch: lifestyleMatchOf(r.candidate, plan.rank, language),
  pricingInsight: { marketPosition: r.marketPosition, medianPrice: medianIn(r.medianSzl, product.price.currency), currency: product.price.currency },
  ...(r.fit ? { fit: r.fit } : {}),
});
