import { CATEGORIES } from '@sokoni/contracts/catalog';
import { formatPrice } from '@sokoni/contracts/money';
import { MARKET_REASONS, type MarketPosition, type MatchFit } from '@sokoni/contracts/assistant-rules';
import type { Language } from '@sokoni/contracts/languages';
import { lifestyleIn, type LifestyleFacts } from './match-words.ts';
import type { Candidate } from './retrieval.ts';

/** What the shopper asked for, as far as ranking cares (prices in SZL). */
export type RankQuery = {
  words: string[];
  category?: string;
  subcategory?: string;
  minPriceSzl?: number;
  maxPriceSzl?: number;
  budget?: 'cheap' | 'premium';
  condition?: string;
  brands: string[];
  colours: string[];
  yearMin?: number;
  yearMax?: number;
  mileageMaxKm?: number;
  city?: string;
  country?: string;
  /** The shopper's own town (from the request's location): "Near you". */
  nearCity?: string;
};

export type Ranked = {
  candidate: Candidate;
  matchScore: number;
  reasons: string[];
  marketPosition: MarketPosition;
  medianSzl: number | null;
  /** A photo search's: how alike the pictures are (0–1, the dot product of the unit vectors). */
  similarity?: number;
  /** A text search's: of the asked kind within what was stated (a match), or shown for want of one (an alternative). */
  fit?: MatchFit;
};

/** A listing whose picture is all but the shopper's photo (the same picture, resized or re-encoded). */
export const SAME_PICTURE = 0.92;

/** doc 2 §3: below, fair or above the median of comparable listings (±15 % is fair). */
export function marketPositionOf(priceSzl: number | null, medianSzl: number | null): MarketPosition {
  if (priceSzl === null || medianSzl === null || medianSzl <= 0) return 'fair';
  if (priceSzl < medianSzl * 0.85) return 'below';
  if (priceSzl > medianSzl * 1.15) return 'above';
  return 'fair';
}

const categoryName = (slug: string) => CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;
const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();
const numberAttr = (c: Candidate, key: string) => {
  const v = c.attributes[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

/** A vehicle's body and year in a few words ("Pickup truck, 2019"). */
function vehicleFact(c: Candidate): string | undefined {
  if (c.category !== 'vehicles') return undefined;
  const body = c.attributes.bodyType ?? c.attributes.body ?? (c.subcategory === 'Bakkies & Trucks' ? 'Pickup truck' : c.subcategory === 'Motorbikes' ? 'Motorbike' : c.subcategory === 'Cars' ? 'Car' : undefined);
  const year = numberAttr(c, 'year');
  if (!body && !year) return undefined;
  return [body ? String(body) : undefined, year ? String(year) : undefined].filter(Boolean).join(', ');
}

/**
 * Scores one candidate 0–100 from features that explain themselves; each feature that counts
 * gives a reason, strongest first. Hard constraints were applied in SQL, so here they only earn
 * their points and their words ("Under your budget").
 */
export function rankCandidate(q: RankQuery, c: Candidate, medianSzl: number | null, bestTextRank: number): Ranked {
  const reasons: { text: string; weight: number }[] = [];
  let score = 35;
  const add = (points: number, text?: string) => {
    score += points;
    if (text) reasons.push({ text, weight: points });
  };

  // The shopper's words: the share of them the listing holds, and how strongly.
  if (q.words.length) {
    const share = Math.min(1, c.wordsMatched / q.words.length);
    const strength = bestTextRank > 0 ? Math.min(1, c.textRank / bestTextRank) : 0;
    const said = q.words.filter((w) => lower(c.title).includes(w.toLowerCase()) || lower(c.brand).includes(w.toLowerCase()));
    // Words in the title count most: a TV's title says "TV", a speaker's description only mentions one.
    // A listing that holds none of their words but words of the same meaning ("kombi" → Quantum minibus) still fits.
    const byMeaning = share === 0 ? strength * 10 : 0;
    const points = Math.round(share * 12 + (said.length / q.words.length) * 8 + strength * 5 + byMeaning);
    add(points, said.length ? `Matches “${said.slice(0, 2).join(' ')}”` : share > 0 || byMeaning > 0 ? 'Matches what you described' : undefined);
  } else {
    add(12);
  }
  if (q.subcategory && lower(c.subcategory) === lower(q.subcategory)) add(12, q.category === 'vehicles' ? vehicleFact(c) : undefined);
  else if (q.category && c.category === q.category) add(9, q.category === 'vehicles' ? vehicleFact(c) : undefined);
  else if (!q.category) add(6);

  const price = c.priceSzl;
  // An alternative shown over the budget (nothing fitted under it) earns nothing for the budget.
  if (q.maxPriceSzl !== undefined && price !== null && price <= q.maxPriceSzl * 1.001) {
    // Under the cap always; a little more for leaving room in the budget, never for being far below it.
    const room = 1 - price / q.maxPriceSzl;
    add(8 + Math.round(Math.min(room, 0.4) * 5), q.minPriceSzl !== undefined ? 'Within your budget' : 'Under your budget');
  } else if (q.maxPriceSzl === undefined && q.minPriceSzl !== undefined && price !== null && price >= q.minPriceSzl * 0.999) {
    add(8, 'Within your price range');
  }
  const position = marketPositionOf(price, medianSzl);
  if (position === 'below') add(q.budget === 'cheap' ? 8 : 5, MARKET_REASONS.below);
  else if (q.budget === 'cheap' && position === 'fair') add(3);
  else if (q.budget === 'premium' && position === 'above') add(4, MARKET_REASONS.premium);

  if (q.brands.length && q.brands.some((b) => lower(b) === lower(c.brand))) add(8, `${c.brand}, as you asked`);
  if (q.condition && c.condition === q.condition) add(5, q.condition === 'new' ? 'Brand new' : q.condition === 'used' ? 'Pre-owned, as you asked' : 'Refurbished');
  if (q.colours.length) {
    const colour = q.colours.find((col) => lower(c.title).includes(col.toLowerCase()) || lower(String(c.attributes.color ?? c.attributes.colour ?? '')).includes(col.toLowerCase()));
    if (colour) add(7, `In ${colour}`);
  }
  if (q.yearMin !== undefined || q.yearMax !== undefined) {
    const year = numberAttr(c, 'year');
    if (year !== undefined) add(5, vehicleFact(c) ? undefined : `From ${year}`);
  }
  if (q.mileageMaxKm !== undefined) {
    const km = numberAttr(c, 'mileage');
    if (km !== undefined) add(5, `${Math.round(km).toLocaleString('en-US')} km`);
  }
  if (q.city && lower(c.city) === lower(q.city)) add(6, `In ${c.city}`);
  else if (q.nearCity && lower(c.city) === lower(q.nearCity)) add(5, `Near you, in ${c.city}`);

  if (c.ratingCount >= 3 && c.rating >= 4) add(3, `Rated ${c.rating.toFixed(1)}★`);
  const popularity = c.likes * 3 + c.views;
  if (popularity > 0) add(Math.min(4, Math.log10(1 + popularity)), popularity >= 150 ? 'Popular with buyers' : undefined);

  const ordered = reasons.filter((r) => r.text).sort((a, b) => b.weight - a.weight);
  // With nothing stated to match, say what it is.
  if (ordered.length === 0) ordered.push({ text: `${categoryName(c.category)}${c.city ? ` in ${c.city}` : ''}`, weight: 0 });
  return {
    candidate: c,
    matchScore: Math.max(1, Math.min(99, Math.round(score))),
    reasons: ordered.map((r) => r.text),
    marketPosition: position,
    medianSzl,
  };
}

/**
 * doc 2 §3 lifestyleMatch: one sentence grounded in the listing's own fields, never invented
 * ("A pre-owned 2019 Toyota Hilux with 86,000 km, in Mbabane for E349,900, within your budget."),
 * in the shopper's language (match-words.ts).
 */
export function lifestyleMatchOf(c: Candidate, q: RankQuery, language: Language = 'en'): string {
  const condition = c.condition === 'new' ? 'brand new' : c.condition === 'used' ? 'pre-owned' : 'refurbished';
  const place = c.city ? `, in ${c.city}` : '';
  const money = c.priceAmount > 0 ? formatPrice(c.priceAmount, c.currency, { cents: 'if-any' }) : null;
  const price = money ? ` for ${money}` : '';
  const withinBudget = q.maxPriceSzl !== undefined && c.priceSzl !== null;
  const fit = withinBudget ? ', within your budget' : '';
  const make = c.attributes.make ?? c.brand;
  const model = c.attributes.model;
  const facts: LifestyleFacts = { title: c.title, condition: c.condition === 'new' || c.condition === 'used' ? c.condition : 'refurbished', city: c.city, price: money, withinBudget };
  if (c.category === 'vehicles' && make && model) {
    const year = numberAttr(c, 'year');
    const km = numberAttr(c, 'mileage');
    const what = [year, make, model].filter(Boolean).join(' ');
    const distance = km ? Math.round(km).toLocaleString('en-US') : undefined;
    const article = c.condition === 'used' ? 'A pre-owned' : c.condition === 'new' ? 'A new' : 'A refurbished';
    const english = `${article} ${what}${distance ? ` with ${distance} km` : ''}${place}${price}${fit}.`;
    return lifestyleIn(language, { ...facts, vehicle: { what, km: distance } }, english);
  }
  return lifestyleIn(language, facts, `${c.title}, ${condition}${place}${price}${fit}.`);
}

/**
 * A listing found by its picture: how alike the pictures are counts most (mirror-averaged MobileNetV2
 * vectors: unrelated photos 0.45–0.7 alike, another photo of the same thing 0.75–0.9, the same
 * picture re-encoded 0.92+), then what the shopper's words stated. What the detectors read in
 * the photo only adds a little: a wrong reading ("a ball" for a laptop) must not outrank the
 * listing whose picture it is.
 */
export function rankPicture(q: RankQuery, c: Candidate, similarity: number, reading: { category: string | null; subcategory?: string; noun?: string }, medianSzl: number | null): Ranked {
  const stated = rankCandidate(q, c, medianSzl, 0);
  const clamp = (x: number) => Math.max(0, Math.min(1, x));
  // Most of the scale up to "another photo of it"; the rest keeps climbing to the same picture, so alike ones still sort.
  const look = 0.85 * clamp((similarity - 0.65) / 0.25) + 0.15 * clamp((similarity - 0.9) / 0.1);
  const sameKind = reading.category !== null && c.category === reading.category;
  const reasons = [
    ...(similarity >= SAME_PICTURE ? ['Same picture as your photo'] : look >= 0.7 ? ['Looks just like your photo'] : look >= 0.35 ? ['Looks like your photo'] : []),
    ...(sameKind ? [reading.subcategory && c.subcategory === reading.subcategory ? `Same kind: ${c.subcategory}` : `Same category: ${categoryName(c.category)}`] : []),
    ...stated.reasons.filter((r) => !r.startsWith('Matches')),
  ];
  const score = look * 70 + stated.matchScore * 0.25 + (sameKind ? 4 : 0);
  return { ...stated, matchScore: Math.max(1, Math.min(99, Math.round(score))), reasons: [...new Set(reasons)], similarity };
}

