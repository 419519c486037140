import { outsideBudget, splitByKind } from './fit.ts';
import type { AssistantDeps } from './assistant-deps.ts';
import { rankCandidate, type Ranked } from './ranking.ts';
import { expandWords } from './related-words/related-words.ts';
import type { Candidate, SearchFilters } from './retrieval.ts';
import type { Plan } from './search-plan.ts';
import { askedKindOf, isOfKind, type ShopperQuery } from './understanding/index.ts';

/** What a text search found: matches first, then alternatives; `nothingFits` when none is of the asked kind within what was stated. */
export type Found = { ranked: Ranked[]; relaxed: string[]; nothingFits: boolean; closest: Ranked[] };
export type SearchOptions = { exclude?: string[]; loosen?: boolean };
type AskedKind = NonNullable<ReturnType<typeof askedKindOf>>;
type Run = (filters: SearchFilters) => Promise<Candidate[]>;
type Searched = { filters: SearchFilters; found: Candidate[]; relaxed: string[] };

/** How many of the asked kind's listings outside the budget a "nothing fits" answer shows, nearest first. */
const CLOSEST_SHOWN = 3;

/** Steps that loosen a search that found nothing, never past a stated price: each says what it gave up. */
const RELAXATIONS: { drop: (f: SearchFilters) => SearchFilters | null; said: (q: ShopperQuery) => string }[] = [
  { drop: (f) => (f.city ? { ...f, city: undefined } : null), said: (q) => `in ${q.city ?? 'your town'}` },
  { drop: (f) => (f.brands?.length ? { ...f, brands: [] } : null), said: (q) => `from ${q.brands.join(' or ')}` },
  { drop: (f) => (f.condition ? { ...f, condition: undefined } : null), said: (q) => `${q.condition ?? ''}`.trim() },
  { drop: (f) => (f.subcategory && f.category ? { ...f, subcategory: undefined } : null), said: (q) => `among ${q.subcategory ?? 'that kind'}` },
];

const isMainKind = (kind: AskedKind | null) => kind !== null && kind.items.length === 0;

/**
 * Candidates for a plan, ranked. The shopper's words steer: when the kind of thing read from
 * them ("School" for "school uniform") holds fewer of their words than the category around it,
 * the kind gives way (not a main kind like "laptop", which is its subcategory). With `loosen`
 * (the chat, which says so in its reply), a search that found nothing of the asked kind also
 * gives up, one at a time, the town, the brand, the condition and the subcategory; never a
 * stated price. Only the asked kind's listings are matches (issue 25): the rest follow as
 * alternatives, and when none is left, the kind's nearest listings outside the budget lead them.
 */
export async function searchCatalog(deps: AssistantDeps, plan: Plan, limit: number, opts: SearchOptions = {}): Promise<Found> {
  const words = plan.rank.words;
  const kind = askedKindOf(plan.query);
  const related = expandWords(words, 3).filter((w) => !words.includes(w));
  // With a category (or brand) to go on, words only rank; with nothing else, they must match.
  const run: Run = (filters) => deps.findCandidates({ filters, words, related, wordsRequired: !filters.category && !filters.brands?.length, order: plan.order });
  const first = await searchSteeredByWords(run, plan, kind, { ...plan.filters, excludeIds: opts.exclude ?? [] });
  const { found, relaxed } = opts.loosen ? await loosenUntilFound(run, plan, kind, first) : first;
  const ranked = await rankAll(deps, plan, found);
  const { matches, alternatives } = splitByKind(ranked, kind);
  if (matches.length > 0 || !kind) return { ranked: [...matches, ...alternatives].slice(0, limit), relaxed: relaxed.filter(Boolean), nothingFits: false, closest: [] };
  // Nothing of the kind within what was stated: the kind's nearest listings outside the price come first.
  const closest = await closestOutsideBudget(deps, run, plan, kind, opts.exclude ?? []);
  return { ranked: [...closest, ...alternatives].slice(0, limit), relaxed: [], nothingFits: true, closest };
}

/** The search as planned; without its subcategory when that covers more of the shopper's words. */
async function searchSteeredByWords(run: Run, plan: Plan, kind: AskedKind | null, planned: SearchFilters): Promise<Searched> {
  const words = plan.rank.words;
  const coverage = (found: Candidate[]) => Math.max(0, ...found.map((c) => c.wordsMatched));
  const found = await run(planned);
  if (words.length && planned.subcategory && !isMainKind(kind) && coverage(found) < words.length) {
    const looser = { ...planned, subcategory: undefined };
    const again = await run(looser);
    if (coverage(again) > coverage(found)) return { filters: looser, found: again, relaxed: [] };
  }
  return { filters: planned, found, relaxed: [] };
}

/** RELAXATIONS one at a time, until something of the asked kind turns up. */
async function loosenUntilFound(run: Run, plan: Plan, kind: AskedKind | null, searched: Searched): Promise<Searched> {
  const fitting = (found: Candidate[]) => (kind ? found.filter((c) => isOfKind(kind, c)).length : found.length);
  let best = searched;
  const dropped: string[] = [];
  let trying = searched.filters;
  for (const step of RELAXATIONS) {
    if (fitting(best.found) > 0) break;
    const looser = step.drop(trying);
    if (!looser) continue;
    trying = looser;
    dropped.push(step.said(plan.query));
    const again = await run(trying);
    // A looser search with nothing of the kind either keeps the nearer alternatives.
    if (best.found.length === 0 || fitting(again) > 0) best = { filters: trying, found: again, relaxed: [...dropped] };
  }
  return best;
}

/** The asked kind's listings nearest a stated price from outside it (none when no price was stated). */
async function closestOutsideBudget(deps: AssistantDeps, run: Run, plan: Plan, kind: AskedKind, exclude: string[]): Promise<Ranked[]> {
  const { minPriceSzl: min, maxPriceSzl: max } = plan.filters;
  if (min === undefined && max === undefined) return [];
  const unpriced = { ...plan.filters, excludeIds: exclude, minPriceSzl: undefined, maxPriceSzl: undefined, subcategory: isMainKind(kind) ? plan.filters.subcategory : undefined };
  const distance = (c: Candidate) => (c.priceSzl === null ? Infinity : max !== undefined && c.priceSzl > max ? c.priceSzl - max : min !== undefined && c.priceSzl < min ? min - c.priceSzl : 0);
  const pool = (await run(unpriced)).filter((c) => isOfKind(kind, c) && c.priceSzl !== null).sort((a, b) => distance(a) - distance(b));
  return outsideBudget(await rankAll(deps, plan, pool.slice(0, CLOSEST_SHOWN)), max);
}

async function rankAll(deps: AssistantDeps, plan: Plan, found: Candidate[]): Promise<Ranked[]> {
  const best = Math.max(0, ...found.map((c) => c.textRank));
  const ranked = await Promise.all(found.map(async (c) => rankCandidate(plan.rank, c, await deps.marketPrices.medianOf(c.category, c.subcategory), best)));
  if (plan.order === 'relevance') ranked.sort((a, b) => b.matchScore - a.matchScore);
  return ranked;
}
