import { itemWordsOf } from './item-words.ts';
import { clarifyingSuggestions, isVague } from './clarify.ts';
import { countryOfTown } from './places.ts';
import { withoutUndefined, type ParseContext, type ParsedTurn, type ShopperQuery } from './shopper-query.ts';
import { understand, type Understanding } from './understand.ts';

export type { ParseContext, ParsedTurn, ShopperQuery } from './shopper-query.ts';

/**
 * A buyer's message as a search. With `context.previous` (the last search), a follow-up
 * ("cheaper", "in red", "only new ones", "near me", "more like the second one") refines it, and
 * a message naming another kind of thing starts a new one.
 */
export function parseQuery(text: string, context: ParseContext = {}): ParsedTurn {
  const read = understand(text);
  const previous = context.previous;
  if (!previous) return newTurn(read, context);
  if (read.moreLikeIndex !== undefined) return refineTurn(previous, read);
  if (changesTopic(previous, read)) return newTurn(read, context);
  if (read.cheaper || read.refineMarker || (hasFilters(read.query) && read.query.keywords.length === 0) || isAttributeOnly(read)) {
    return refineTurn(previous, read);
  }
  return newTurn(read, context);
}

/** A few words naming no category, brand or item ("leather", "diesel", "big battery"): a detail of the last search. */
const ATTRIBUTE_WORDS_MAX = 3;
function isAttributeOnly(read: Understanding): boolean {
  const words = read.query.keywords.length;
  return read.categorySource === undefined && read.itemWords.length === 0 && words > 0 && words <= ATTRIBUTE_WORDS_MAX;
}

function newTurn(read: Understanding, context: ParseContext): ParsedTurn {
  const query = { ...read.query };
  // With no search to compare with, "something cheaper" is a wish for cheap things.
  if (read.cheaper) {
    query.budget ??= 'cheap';
    query.sort ??= 'price-low';
  }
  const vague = isVague(query);
  return {
    query: withoutUndefined(query),
    kind: 'new',
    needsClarification: vague,
    clarifyingSuggestions: vague ? clarifyingSuggestions(query, context.defaultCurrency) : [],
  };
}

function refineTurn(previous: ShopperQuery, read: Understanding): ParsedTurn {
  return {
    query: refine(previous, read),
    kind: 'refine',
    ...(read.cheaper ? { cheaper: true } : {}),
    ...(read.moreLikeIndex !== undefined ? { moreLikeIndex: read.moreLikeIndex } : {}),
    needsClarification: false,
    clarifyingSuggestions: [],
  };
}

/** A message about another kind of thing: another category or subcategory, a make that sells none of the last one, another item. */
function changesTopic(previous: ShopperQuery, read: Understanding): boolean {
  const q = read.query;
  if (q.category && (read.categorySource === 'word' || read.categorySource === 'model')) {
    if (q.category !== previous.category) return true;
    if (q.subcategory && previous.subcategory && q.subcategory !== previous.subcategory) return true;
  }
  if (read.categorySource === 'brand' && previous.category && !read.brandCategories.includes(previous.category)) return true;
  const previousItems = itemWordsOf(previous);
  return read.itemWords.length > 0 && previousItems.length > 0 && !read.itemWords.some((w) => previousItems.includes(w));
}

function hasFilters(q: ShopperQuery): boolean {
  return (
    q.category !== undefined ||
    q.priceMin !== undefined ||
    q.priceMax !== undefined ||
    q.budget !== undefined ||
    q.condition !== undefined ||
    q.brands.length > 0 ||
    q.models.length > 0 ||
    q.colours.length > 0 ||
    q.sizes.length > 0 ||
    q.yearMin !== undefined ||
    q.yearMax !== undefined ||
    q.mileageMaxKm !== undefined ||
    q.city !== undefined ||
    q.country !== undefined ||
    q.nearMe === true ||
    q.sort !== undefined
  );
}

/** The previous search with what the follow-up says: each thing it names replaces the old value; its words are added. */
function refine(previous: ShopperQuery, read: Understanding): ShopperQuery {
  const d = read.query;
  const q: ShopperQuery = { ...previous, keywords: [...previous.keywords], brands: [...previous.brands], models: [...previous.models], colours: [...previous.colours], sizes: [...previous.sizes] };
  if (d.category && !q.category) {
    q.category = d.category;
    q.subcategory = d.subcategory;
  } else if (d.category === q.category && d.subcategory && !q.subcategory && read.categorySource === 'word') q.subcategory = d.subcategory;
  if (d.priceMin !== undefined || d.priceMax !== undefined) {
    q.priceMin = d.priceMin;
    q.priceMax = d.priceMax;
  }
  if (d.currency) q.currency = d.currency;
  if (d.budget) q.budget = d.budget;
  if (d.condition) q.condition = d.condition;
  if (d.brands.length > 0) {
    q.brands = d.brands;
    q.models = d.models;
  }
  if (d.colours.length > 0) q.colours = d.colours;
  if (d.sizes.length > 0) q.sizes = d.sizes;
  if (d.yearMin !== undefined || d.yearMax !== undefined) {
    q.yearMin = d.yearMin;
    q.yearMax = d.yearMax;
  }
  if (d.mileageMaxKm !== undefined) q.mileageMaxKm = d.mileageMaxKm;
  if (d.city) {
    q.city = d.city;
    q.country = d.country;
    q.nearMe = undefined;
  } else if (d.country) {
    q.country = d.country;
    if (q.city && countryOfTown(q.city) !== d.country) q.city = undefined;
  }
  if (d.nearMe) {
    q.nearMe = true;
    q.city = undefined;
  }
  if (d.sort) q.sort = d.sort;
  for (const k of d.keywords) if (!q.keywords.includes(k)) q.keywords.push(k);
  return withoutUndefined(q);
}
