import type { CategorySlug } from '@sokoni/contracts/catalog';
import { readBrands } from './brand-reader.ts';
import { BRAND_TARGETS } from './brands.ts';
import { readCategory } from './category-reader.ts';
import { COLOUR_LEXICON } from './colours.ts';
import { hasRefineMarker, readFollowUps } from './follow-ups.ts';
import { readBudget, readCondition, readNearMe, readSort } from './intent-words.ts';
import { normalizeText } from './normalize.ts';
import { PLACE_LEXICON } from './places.ts';
import { readPrice } from './prices.ts';
import { Scan } from './scan.ts';
import type { ShopperCountry, ShopperQuery } from './shopper-query.ts';
import { readSizes, readWordSizes } from './sizes.ts';
import { readSpecs } from './specs.ts';
import { KEYWORD_SPELLING, STOP_WORDS } from './stop-words.ts';
import { readMileage, readYears } from './vehicle-numbers.ts';

/** One message read on its own, with what parseQuery needs to relate it to the last search. */
export type Understanding = {
  query: ShopperQuery;
  /** Where the category came from: a category word, a model ("hilux"), or a brand's main line. */
  categorySource?: 'word' | 'model' | 'brand';
  /** Every category the named brands sell in. */
  brandCategories: CategorySlug[];
  itemWords: string[];
  cheaper: boolean;
  moreLikeIndex?: number;
  refineMarker: boolean;
};

/** Words that put vehicles in a message even without a make: a year next to them is a model year. */
const VEHICLE_WORDS =
  /(?<![\w])(?:cars?|carz|bakk?ies?|backies?|bakky|kombis?|combis?|taxis?|minibus(?:es)?|imoto|timoto|moto|gari|magari|vehicles?|trucks?|lorry|lorries|suvs?|sedans?|hatch(?:back)?s?|motor\s?bikes?|motorcycles?|pick\s?ups?|double\s+cab|single\s+cab|4x4|4x2|boda|piki\s?piki|mileage|kms?|odometer)(?![\w])/;
const CLOTHING_CATEGORIES = new Set<string>(['fashion', 'baby-kids', 'sports-outdoors']);
const EDGE_SYMBOLS = /^[-.+#$<>~]+|[-.+#$<>~]+$/g;

/**
 * Reads one message. Readers run in a fixed order, each taking its words so later ones do not
 * misread them: follow-ups, "near me", brands and models, sort, condition, mileage, years (before
 * prices: "2015" beside a car is a year), sizes and specs (also not prices), prices, budget words,
 * colours, places, categories; the words left are the keywords.
 */
export function understand(text: string): Understanding {
  const normalized = normalizeText(text);
  const scan = new Scan(normalized);
  const followUps = readFollowUps(scan);
  const nearMe = readNearMe(scan);
  const named = readBrands(scan);
  const vehicle = named.vehicle || VEHICLE_WORDS.test(normalized);
  let sort = readSort(scan);
  const condition = readCondition(scan);
  const mileageMaxKm = readMileage(scan);
  const years = readYears(scan, vehicle);
  const sizes = readSizes(scan);
  const specs = readSpecs(scan);
  const price = readPrice(scan);
  const budget = readBudget(scan);
  const colours = [...new Set(COLOUR_LEXICON.read(scan).map((h) => h.value))];
  const places = PLACE_LEXICON.read(scan).map((h) => h.value);
  const city = places.find((p) => p.city)?.city;
  const country: ShopperCountry | undefined = places.find((p) => p.city)?.country ?? places[0]?.country;
  const category = readCategory(scan, normalized);

  let categorySource: Understanding['categorySource'];
  let target = category.target;
  if (target) categorySource = 'word';
  else if (named.modelTarget) [target, categorySource] = [named.modelTarget, 'model'];
  else if (named.brandTarget) [target, categorySource] = [named.brandTarget, 'brand'];

  if (!target || CLOTHING_CATEGORIES.has(target.category)) {
    for (const size of readWordSizes(scan)) if (!sizes.includes(size)) sizes.push(size);
  }
  if (budget === 'cheap') sort ??= 'price-low';

  const keywords = [...specs, ...named.keep, ...category.keep];
  for (const token of scan.tokens()) {
    const word = token.word.replace(EDGE_SYMBOLS, '');
    if (word.length < 2 || !/[a-z]/.test(word) || STOP_WORDS.has(word)) continue;
    keywords.push({ text: KEYWORD_SPELLING[word] ?? word, at: token.start });
  }
  keywords.sort((a, b) => a.at - b.at);

  const query: ShopperQuery = {
    keywords: [...new Set(keywords.map((k) => k.text))],
    brands: named.brands,
    models: named.models,
    colours,
    sizes,
  };
  if (target) {
    query.category = target.category;
    if (target.subcategory) query.subcategory = target.subcategory;
  }
  if (price.min !== undefined) query.priceMin = price.min;
  if (price.max !== undefined) query.priceMax = price.max;
  if (price.currency) query.currency = price.currency;
  if (budget) query.budget = budget;
  if (condition) query.condition = condition;
  if (years.min !== undefined) query.yearMin = years.min;
  if (years.max !== undefined) query.yearMax = years.max;
  if (mileageMaxKm !== undefined) query.mileageMaxKm = mileageMaxKm;
  if (city) query.city = city;
  if (country) query.country = country;
  if (nearMe) query.nearMe = true;
  if (sort) query.sort = sort;

  return {
    query,
    ...(categorySource ? { categorySource } : {}),
    brandCategories: [...new Set(named.brands.flatMap((b) => (BRAND_TARGETS.get(b) ?? []).map((t) => t.category)))],
    itemWords: category.itemWords,
    cheaper: followUps.cheaper,
    ...(followUps.moreLikeIndex !== undefined ? { moreLikeIndex: followUps.moreLikeIndex } : {}),
    refineMarker: hasRefineMarker(normalized),
  };
}
