import { randomBytes } from 'node:crypto';
import {
  ASSISTANT_LIMITS,
  ASSISTANT_MESSAGES,
  IMAGE_FAILURE_SUGGESTIONS,
  type AssistantChatBody,
  type AssistantChatReply,
  type AssistantHistoryItem,
  type AssistantSearchBody,
  type AssistantSearchResult,
} from '@sokoni/contracts/assistant';
import type { ProductCard } from '@sokoni/contracts/catalog-replies';
import { isOwnUploadKey } from '@sokoni/contracts/media-rules';
import type { PictureReading } from '../drafting/index.ts';
import { toBasePrice } from '../../platform/db/tables/currency-rates.ts';
import type { AssistantMessageRow } from '../../platform/db/tables/assistant.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { countryByCode, countryCodeOf } from '../countries/index.ts';
import { builtinReply, clarifyingReply, nothingFitsReply, refinementsOf, relatedSearchesOf } from './builtin-reply.ts';
import { searchPictureMatches, type PictureCandidate, type PictureVerdict } from './picture-match.ts';
import { nothingOfKindReply, pictureReply } from './picture-reply.ts';
import type { SeenLabel } from './picture-kinds.ts';
import { lifestyleMatchOf, rankCandidate, type RankQuery, type Ranked } from './ranking.ts';
import { expandWords } from './related-words/related-words.ts';
import type { TextCompleter } from '../../platform/ai/index.ts';
import { writeReplyWithLlm } from './llm-reply.ts';
import type { AssistantRepo, SessionOwner } from './repo.ts';
import type { Candidate, CandidateQuery, MarketPrices, ResultOrder, SearchFilters } from './retrieval.ts';
import { askedKindOf, categoryNounOf, describeQuery, isOfKind, itemWordsOf, nounOf, parseQuery, type ShopperQuery } from './understanding/index.ts';
import { outsideBudget, splitByKind } from './fit.ts';

export type AssistantDeps = {
  repo: AssistantRepo;
  findCandidates: (input: CandidateQuery) => Promise<Candidate[]>;
  marketPrices: MarketPrices;
  /** Product cards of these ids, in this order, the listable ones only. */
  cardsOf: (ids: string[]) => Promise<ProductCard[]>;
  /** Listings whose picture looks most like a vector, under a search's constraints. */
  similarPictures: (vector: Float32Array, filters: SearchFilters, limit: number) => Promise<PictureCandidate[]>;
  /** What an uploaded picture shows (its vector, hash, the drafter's reading and every detector label); absent when the image models are off. */
  readPicture?: (key: string) => Promise<{ vector: Float32Array; hash: string | null; reading: PictureReading; labels?: SeenLabel[] }>;
  /** The catalog's mean picture vector (picture-centre.ts): photo similarities are measured from it. */
  pictureCentre?: () => Promise<Float32Array | null>;
  /** An upload's key from its address (or the key itself). */
  keyOf: (urlOrKey: string) => string;
  /** The configured LLM (LLM_BASE_URL, LLM_MODEL): it words the reply; without it, or when it fails, the built-in engine does. */
  llm?: TextCompleter | null;
  /** How long the LLM's first words may take (FIRST_TOKEN_MS; tests shorten it). */
  llmFirstTokenMs?: number;
  log: { warn(obj: object, msg: string): void };
};

type Picture = { key: string; url: string };

/** The caller: a signed-in user, a guest with their key, or a guest without one (nothing is kept). */
export type AssistantCaller = { userId?: string; guestKey?: string };
/** A streamed reply: the LLM's words as they come, and the signal that the shopper left. */
export type ReplyStreaming = { onDelta: (text: string) => void; signal?: AbortSignal };

const matchesOf = (ranked: Ranked[]) => ranked.map((r) => ({ productId: r.candidate.id, matchScore: r.matchScore, reasons: r.reasons.slice(0, 3), ...(r.fit ? { fit: r.fit } : {}) }));
const emptyQuery = (): ShopperQuery => ({ keywords: [], brands: [], models: [], colours: [], sizes: [] });

const ownerOf = (caller: AssistantCaller): SessionOwner | null =>
  caller.userId ? { userId: caller.userId } : caller.guestKey ? { guestKey: caller.guestKey } : null;

/** doc 2 §4: "a product prefix, a timestamp and a random suffix". */
export const newSessionId = () => `sokoni_${Date.now()}_${randomBytes(6).toString('hex')}`;

/** The currency prices are meant in when the shopper names none: their market's. */
function currencyOfCountry(country: string | null | undefined): string {
  const code = country ? countryCodeOf(country) : undefined;
  return (code && countryByCode(code)?.currency.code) || 'SZL';
}

/** A median kept in SZL, in the product's own currency. */
const medianIn = (medianSzl: number | null, currency: string) => {
  const rate = toBasePrice(1, currency);
  return medianSzl === null || !rate ? null : Math.round(medianSzl / rate);
};

const inSzl = (amount: number | undefined, currency: string) => (amount === undefined ? undefined : (toBasePrice(amount, currency) ?? amount));

/** The query with the currency its prices are meant in, so they read "E2,000", not "2,000". */
const withCurrency = (q: ShopperQuery, defaultCurrency: string): ShopperQuery =>
  q.priceMin !== undefined || q.priceMax !== undefined ? { ...q, currency: q.currency ?? defaultCurrency } : q;

/** The asked kind with what was stated of it, in words, with and without its price ("laptops under KSh 20,000"). */
function askedOf(q: ShopperQuery, defaultCurrency: string): { asked: string; askedAnyPrice: string; plural: boolean } {
  const items = itemWordsOf(q);
  const kindOnly = { ...q, keywords: items.slice(0, 1), sort: undefined, budget: undefined };
  // "beds or mattresses", not "beds, matching 'mattress'".
  const noun = nounOf(kindOnly);
  const nouns = [noun, ...items.slice(1).map((item) => nounOf({ ...kindOnly, keywords: [item] }))].join(' or ');
  const describe = (k: ShopperQuery) => describeQuery(k).replace(noun, nouns);
  return { asked: describe(withCurrency(kindOnly, defaultCurrency)), askedAnyPrice: describe({ ...kindOnly, priceMin: undefined, priceMax: undefined }), plural: /s$/.test(noun) };
}

/** What a search asks of candidates, and how it ranks them. */
type Plan = { query: ShopperQuery; filters: SearchFilters; rank: RankQuery; order: ResultOrder };

/** A number a search can use: finite and not negative (an absurdly long one reads as Infinity). */
const usable = (n: number | undefined) => (n !== undefined && Number.isFinite(n) && n >= 0 ? n : undefined);

function planOf(raw: ShopperQuery, defaultCurrency: string, nearCity: string | undefined): Plan {
  const query: ShopperQuery = { ...raw, priceMin: usable(raw.priceMin), priceMax: usable(raw.priceMax), yearMin: usable(raw.yearMin), yearMax: usable(raw.yearMax), mileageMaxKm: usable(raw.mileageMaxKm) };
  const currency = query.currency ?? defaultCurrency;
  const minPriceSzl = inSzl(query.priceMin, currency);
  const maxPriceSzl = inSzl(query.priceMax, currency);
  const city = query.city ?? (query.nearMe ? nearCity : undefined);
  const filters: SearchFilters = {
    category: query.category,
    subcategory: query.subcategory,
    minPriceSzl,
    maxPriceSzl,
    condition: query.condition,
    brands: query.brands,
    yearMin: query.yearMin,
    yearMax: query.yearMax,
    mileageMaxKm: query.mileageMaxKm,
    city,
    country: query.country,
  };
  // Keywords may be phrases ("water tank", "55-inch"): full text takes their words.
  const words = [...new Set([...query.keywords, ...query.models, ...query.colours].flatMap((k) => k.toLowerCase().split(/[\s-]+/)).filter(Boolean))];
  const rank: RankQuery = {
    words,
    category: query.category,
    subcategory: query.subcategory,
    minPriceSzl,
    maxPriceSzl,
    budget: query.budget,
    condition: query.condition,
    brands: query.brands,
    colours: query.colours,
    yearMin: query.yearMin,
    yearMax: query.yearMax,
    mileageMaxKm: query.mileageMaxKm,
    city,
    country: query.country,
    nearCity,
  };
  // "cheap" alone sorts by price; "cheap phone with a good camera" ranks the camera phones, cheap ones first among equals.
  const cheapOnly = query.budget === 'cheap' && query.sort === 'price-low';
  const order = cheapOnly && words.length ? 'relevance' : (query.sort ?? 'relevance');
  return { query, filters, rank, order };
}

/** What a text search found: matches first, then alternatives; `nothingFits` when none is of the asked kind within what was stated. */
type Found = { ranked: Ranked[]; relaxed: string[]; nothingFits: boolean; closest: Ranked[] };
/** How many of the asked kind's listings outside the budget a "nothing fits" answer shows, nearest first. */
const CLOSEST_SHOWN = 3;

/** Steps that loosen a search that found nothing, never past a stated price: each says what it gave up. */
const RELAXATIONS: { drop: (f: SearchFilters) => SearchFilters | null; said: (q: ShopperQuery) => string }[] = [
  { drop: (f) => (f.city ? { ...f, city: undefined } : null), said: (q) => `in ${q.city ?? 'your town'}` },
  { drop: (f) => (f.brands?.length ? { ...f, brands: [] } : null), said: (q) => `from ${q.brands.join(' or ')}` },
  { drop: (f) => (f.condition ? { ...f, condition: undefined } : null), said: (q) => `${q.condition ?? ''}`.trim() },
  { drop: (f) => (f.subcategory && f.category ? { ...f, subcategory: undefined } : null), said: (q) => `among ${q.subcategory ?? 'that kind'}` },
];

export function createAssistantService(deps: AssistantDeps) {
  const { repo } = deps;

  async function ownSession(sessionId: string, owner: SessionOwner | null) {
    const session = await repo.session(sessionId);
    if (!session) return null;
    const mine = owner && (owner.userId ? session.userId === owner.userId : session.guestKey === owner.guestKey);
    if (!mine) throw forbidden(ASSISTANT_MESSAGES.notYourSession);
    return session;
  }

  /**
   * Candidates for a plan, ranked. The shopper's words steer: when the kind of thing read from
   * them ("School" for "school uniform") holds fewer of their words than the category around it,
   * the kind gives way (not a main kind like "laptop", which is its subcategory). With `loosen`
   * (the chat, which says so in its reply), a search that found nothing of the asked kind also
   * gives up, one at a time, the town, the brand, the condition and the subcategory; never a
   * stated price. Only the asked kind's listings are matches (issue 25): the rest follow as
   * alternatives, and when none is left, the kind's nearest listings outside the budget lead them.
   */
  async function search(plan: Plan, limit: number, opts: { exclude?: string[]; loosen?: boolean } = {}): Promise<Found> {
    const words = plan.rank.words;
    const kind = askedKindOf(plan.query);
    const related = expandWords(words, 3).filter((w) => !words.includes(w));
    // With a category (or brand) to go on, words only rank; with nothing else, they must match.
    const run = (filters: SearchFilters) =>
      deps.findCandidates({ filters, words, related, wordsRequired: !filters.category && !filters.brands?.length, order: plan.order });
    const coverage = (found: Candidate[]) => Math.max(0, ...found.map((c) => c.wordsMatched));
    const fitting = (found: Candidate[]) => (kind ? found.filter((c) => isOfKind(kind, c)).length : found.length);
    let filters: SearchFilters = { ...plan.filters, excludeIds: opts.exclude ?? [] };
    let found = await run(filters);
    const mainKind = kind !== null && kind.items.length === 0;
    if (words.length && filters.subcategory && !mainKind && coverage(found) < words.length) {
      const looser = { ...filters, subcategory: undefined };
      const again = await run(looser);
      if (coverage(again) > coverage(found)) [filters, found] = [looser, again];
    }
    let relaxed: string[] = [];
    const dropped: string[] = [];
    let trying = filters;
    for (const step of opts.loosen ? RELAXATIONS : []) {
      if (fitting(found) > 0) break;
      const looser = step.drop(trying);
      if (!looser) continue;
      trying = looser;
      dropped.push(step.said(plan.query));
      const again = await run(trying);
      // A looser search with nothing of the kind either keeps the nearer alternatives.
      if (found.length === 0 || fitting(again) > 0) [relaxed, filters, found] = [[...dropped], trying, again];
    }
    const ranked = await rankAll(plan, found);
    const { matches, alternatives } = splitByKind(ranked, kind);
    if (matches.length > 0 || !kind) return { ranked: [...matches, ...alternatives].slice(0, limit), relaxed: relaxed.filter(Boolean), nothingFits: false, closest: [] };
    // Nothing of the kind within what was stated: the kind's nearest listings outside the price come first.
    let closest: Ranked[] = [];
    const { minPriceSzl: min, maxPriceSzl: max } = plan.filters;
    if (min !== undefined || max !== undefined) {
      const unpriced = { ...plan.filters, excludeIds: opts.exclude ?? [], minPriceSzl: undefined, maxPriceSzl: undefined, subcategory: mainKind ? plan.filters.subcategory : undefined };
      const distance = (c: Candidate) => (c.priceSzl === null ? Infinity : max !== undefined && c.priceSzl > max ? c.priceSzl - max : min !== undefined && c.priceSzl < min ? min - c.priceSzl : 0);
      const pool = (await run(unpriced)).filter((c) => isOfKind(kind, c) && c.priceSzl !== null).sort((a, b) => distance(a) - distance(b));
      closest = outsideBudget(await rankAll(plan, pool.slice(0, CLOSEST_SHOWN)), max);
    }
    return { ranked: [...closest, ...alternatives].slice(0, limit), relaxed: [], nothingFits: true, closest };
  }

  async function rankAll(plan: Plan, found: Candidate[]): Promise<Ranked[]> {
    const best = Math.max(0, ...found.map((c) => c.textRank));
    const ranked = await Promise.all(found.map(async (c) => rankCandidate(plan.rank, c, await deps.marketPrices.medianOf(c.category, c.subcategory), best)));
    if (plan.order === 'relevance') ranked.sort((a, b) => b.matchScore - a.matchScore);
    return ranked;
  }

  /**
   * Listings that look like the shopper's photo (doc 2 §4 image attach), nearest first, under what
   * their words state; the kind of thing read from the photo narrows the search when the words
   * name none. Null when the picture is not theirs, cannot be read, or the models are off.
   */
  async function searchByPicture(caller: AssistantCaller, picture: Picture, plan: Plan, limit: number): Promise<{ ranked: Ranked[]; reading: PictureReading; verdict: PictureVerdict } | null> {
    if (!deps.readPicture || !caller.userId || !isOwnUploadKey(picture.key, caller.userId)) return null;
    const seen = await deps.readPicture(picture.key).catch(() => null);
    if (!seen) return null;
    const query = { vector: seen.vector, hash: seen.hash, reading: seen.reading, labels: seen.labels, filters: plan.filters, rank: plan.rank };
    const found = await searchPictureMatches({ similarPictures: deps.similarPictures, medianOf: (c, s) => deps.marketPrices.medianOf(c, s), centre: deps.pictureCentre }, query, limit);
    return { ...found, reading: seen.reading };
  }

  /** The LLM's wording of a reply, or null (no LLM, or it failed: the built-in engine answers). */
  async function wordReply(facts: Parameters<typeof writeReplyWithLlm>[1], streaming?: ReplyStreaming): Promise<{ text: string } | null> {
    if (!deps.llm) return null;
    try {
      return { text: await writeReplyWithLlm(deps.llm, facts, streaming, deps.llmFirstTokenMs) };
    } catch (err) {
      deps.log.warn({ err, model: deps.llm.model }, 'assistant: the LLM failed, the built-in engine answered');
      return null;
    }
  }

  /** The session's owner check, before a streamed reply commits to a 200. */
  async function checkSession(caller: AssistantCaller, sessionId: string | null | undefined): Promise<void> {
    if (sessionId) await ownSession(sessionId, ownerOf(caller));
  }

  /** The search a follow-up makes: "cheaper" and "more like the second one" lean on what was shown. */
  async function resolveFollowUp(
    turn: ReturnType<typeof parseQuery>,
    lastIds: string[],
    defaultCurrency: string,
  ): Promise<{ query: ShopperQuery; exclude: string[] }> {
    const query = { ...turn.query };
    if (turn.kind !== 'refine') return { query, exclude: [] };
    const shown = lastIds.length ? await deps.cardsOf(lastIds) : [];
    if (turn.moreLikeIndex !== undefined) {
      const pick = shown[turn.moreLikeIndex - 1];
      if (pick) {
        const titleWords = pick.title.toLowerCase().match(/[\p{L}]{3,}/gu) ?? [];
        return {
          query: { ...query, category: pick.category as ShopperQuery['category'], keywords: [...new Set([...titleWords.slice(0, 4), ...query.keywords])], brands: pick.brand ? [pick.brand] : query.brands },
          exclude: [pick.id],
        };
      }
    }
    if (turn.cheaper && shown.length) {
      const prices = shown
        .map((p) => (p.price.amount > 0 ? inSzl(p.price.amount, p.price.currency) : undefined))
        .filter((n): n is number => n !== undefined)
        .sort((a, b) => a - b);
      if (prices.length) {
        // Cheaper than the middle of what was shown (strictly: the same listing at the same price is not cheaper), in the shopper's currency.
        const middle = prices[Math.floor((prices.length - 1) / 2)]!;
        const currency = query.currency ?? defaultCurrency;
        const cap = Math.ceil(middle / (toBasePrice(1, currency) ?? 1)) - 1;
        query.priceMax = Math.min(query.priceMax ?? Infinity, cap);
        query.currency = currency;
        query.sort = query.sort ?? 'price-low';
      }
    }
    return { query, exclude: [] };
  }

  /** The picture an attachment names (its key, or the key inside its address). */
  const pictureOf = (a: { url?: string | null; key?: string | null } | undefined): Picture | null => {
    const key = a?.key?.trim() || (a?.url ? deps.keyOf(a.url.trim()) : '');
    return key ? { key, url: a?.url ?? '' } : null;
  };

  /** Ranked candidates with their cards, dropping any that stopped being listable meanwhile. */
  async function withCards(ranked: Ranked[]): Promise<{ ranked: Ranked[]; cards: ProductCard[] }> {
    const cards = await deps.cardsOf(ranked.map((r) => r.candidate.id));
    const byId = new Map(cards.map((c) => [c.id, c]));
    const kept = ranked.filter((r) => byId.has(r.candidate.id));
    return { ranked: kept, cards: kept.map((r) => byId.get(r.candidate.id)!) };
  }

  const historyItem = (t: AssistantMessageRow, products: ProductCard[]): AssistantHistoryItem => ({
    role: t.role,
    content: t.content,
    timestamp: t.createdAt.toISOString(),
    products,
    suggestions: t.suggestions,
    needsClarification: t.needsClarification,
    suggestedActions: t.suggestedActions,
    attachments: t.attachments,
    // Older turns (before the scores were kept) have none: their cards show no badge.
    matches: t.matches.filter((m) => products.some((p) => p.id === m.productId)),
  });

  return {
    checkSession,

    /**
     * POST /ai/chat: understand, search, rank, answer; the turn is kept in the session. With an
     * LLM, `streaming.onDelta` receives its reply as it is written (the final `message` is what counts: the
     * built-in reply when the LLM failed midway).
     */
    async chat(caller: AssistantCaller, body: AssistantChatBody, streaming?: ReplyStreaming): Promise<AssistantChatReply> {
      const owner = ownerOf(caller);
      const sessionId = body.sessionId ?? newSessionId();
      const session = await ownSession(sessionId, owner);
      const images = (body.attachments ?? []).filter((a) => a.url || a.key);
      const text = body.message?.trim() || (images.length ? ASSISTANT_MESSAGES.imageQuestion : '');
      const defaultCurrency = currencyOfCountry(body.location?.country);
      const nearCity = body.location?.city ?? undefined;
      const previous = (session?.lastSearch as ShopperQuery | null) ?? undefined;

      let reply: Omit<AssistantChatReply, 'sessionId'>;
      let lastSearch: ShopperQuery | null = previous ?? null;
      const picture = pictureOf(images[0]);
      // A photo with no words of its own (doc 2 §4 sends "What products are similar to this image?"): only what it shows.
      const ownWords = body.message?.trim() && body.message.trim() !== ASSISTANT_MESSAGES.imageQuestion;
      const turn = picture && !ownWords ? null : parseQuery(text, { previous, defaultCurrency });
      if (turn?.needsClarification && !picture) {
        reply = { ...clarifyingReply(turn.clarifyingSuggestions), products: [], suggestedActions: [], needsClarification: true, matches: [], source: 'builtin' };
      } else if (picture) {
        const query = turn && !turn.needsClarification ? turn.query : emptyQuery();
        const plan = planOf(query, defaultCurrency, nearCity);
        const found = await searchByPicture(caller, picture, plan, ASSISTANT_LIMITS.chatProducts);
        const kept = found ? await withCards(found.ranked) : { ranked: [], cards: [] };
        const message = found && pictureReply(found.verdict, kept.ranked);
        if (!found || !message) {
          const words = (found && nothingOfKindReply(found.reading.noun)) ?? ASSISTANT_MESSAGES.imageFailure;
          reply = { message: words, products: [], suggestedActions: [], suggestions: [...IMAGE_FAILURE_SUGGESTIONS], needsClarification: false, matches: [], source: 'builtin' };
        } else {
          const top = kept.ranked[0]!;
          // The photo of a listing: name what the listing is, whatever the detectors took it for.
          const samePicture = found.verdict.best === 'same-picture';
          lastSearch = { ...query, category: query.category ?? ((samePicture ? top.candidate.category : (found.verdict.category ?? found.reading.category)) as ShopperQuery['category']) ?? undefined };
          reply = {
            message,
            products: kept.cards,
            suggestedActions: refinementsOf(lastSearch, kept.ranked),
            suggestions: relatedSearchesOf(lastSearch, kept.ranked),
            needsClarification: false,
            matches: matchesOf(kept.ranked),
            source: 'builtin',
          };
        }
      } else {
        const { query, exclude } = await resolveFollowUp(turn!, session?.lastProductIds ?? [], defaultCurrency);
        const plan = planOf(query, defaultCurrency, nearCity);
        const found = await search(plan, ASSISTANT_LIMITS.chatProducts, { exclude, loosen: true });
        const kept = await withCards(found.ranked);
        const understood = describeQuery(withCurrency(query, defaultCurrency));
        lastSearch = query;
        const matchCount = kept.ranked.filter((r) => r.fit !== 'alternative').length;
        const alternatives = kept.ranked.length - matchCount;
        const otherNoun = query.category ? categoryNounOf(query.category) : 'listings';
        // "Nothing fits" is the built-in engine's to say: an LLM must not word alternatives as matches.
        const worded = found.nothingFits ? null : await wordReply({ question: text, understood, relaxed: found.relaxed, ranked: kept.ranked, order: plan.order }, streaming);
        const outside = new Set(found.closest.map((r) => r.candidate.id));
        const closest = kept.ranked.find((r) => outside.has(r.candidate.id));
        const others = kept.ranked.filter((r) => !outside.has(r.candidate.id)).length;
        reply = {
          message:
            worded?.text ??
            (found.nothingFits
              ? nothingFitsReply({ ...askedOf(query, defaultCurrency), closest, overBudget: query.priceMax !== undefined, alternatives: others, categoryNoun: otherNoun })
              : builtinReply({ understood, count: matchCount, alternatives, otherNoun, relaxed: found.relaxed, top: kept.ranked[0], order: plan.order })),
          products: kept.cards,
          suggestedActions: refinementsOf(query, kept.ranked),
          suggestions: relatedSearchesOf(query, kept.ranked),
          needsClarification: false,
          understood,
          matches: matchesOf(kept.ranked),
          source: worded ? 'llm' : 'builtin',
        };
      }

      if (owner) {
        const attachments = images.map((a) => ({ type: 'image', url: a.url ?? '', key: a.key ?? null }));
        // Another owner took this new id between the check above and now: theirs, not ours to answer in.
        const saved = await repo.saveTurns(
          sessionId,
          owner,
          [
            { role: 'user', content: text, attachments },
            {
              role: 'assistant',
              content: reply.message,
              productIds: reply.products.map((p) => p.id),
              suggestions: reply.suggestions,
              suggestedActions: reply.suggestedActions,
              needsClarification: reply.needsClarification,
              matches: reply.matches,
            },
          ],
          { preview: text.slice(0, ASSISTANT_LIMITS.previewLength), lastSearch: lastSearch as Record<string, unknown> | null, lastProductIds: reply.products.map((p) => p.id) },
        );
        if (!saved) throw forbidden(ASSISTANT_MESSAGES.notYourSession);
      }
      return { ...reply, sessionId };
    },

    /** GET /ai/sessions: the caller's own, most recent first (a guest without a key has none). */
    async sessions(caller: AssistantCaller, limit: number) {
      const owner = ownerOf(caller);
      if (!owner) return { sessions: [] };
      const rows = await repo.sessions(owner, limit);
      return { sessions: rows.map((s) => ({ sessionId: s.id, preview: s.preview, messageCount: s.messageCount, stashedAt: s.updatedAt.toISOString() })) };
    },

    /** GET /ai/sessions/{id}/history: an unknown session is an empty history (doc 2 §4); another's a 403. */
    async history(caller: AssistantCaller, sessionId: string) {
      const session = await ownSession(sessionId, ownerOf(caller));
      if (!session) return { sessionId, history: [] };
      const turns = await repo.history(sessionId, ASSISTANT_LIMITS.historyTurns);
      const cards = await deps.cardsOf([...new Set(turns.flatMap((t) => t.productIds))]);
      const byId = new Map(cards.map((c) => [c.id, c]));
      return {
        sessionId,
        history: turns.map((t) => historyItem(t, t.productIds.flatMap((id) => byId.get(id) ?? []))),
      };
    },

    /** DELETE /ai/sessions/{id}: the session goes; a fresh id comes back (doc 2 §4 New Chat). */
    async clear(caller: AssistantCaller, sessionId: string) {
      const owner = ownerOf(caller);
      await ownSession(sessionId, owner);
      if (owner) await repo.remove(sessionId, owner);
      return { newSessionId: newSessionId() };
    },

    /** POST /ai/search: AI Discovery's "AI-Matched Products". */
    async search(caller: AssistantCaller, body: AssistantSearchBody): Promise<{ results: AssistantSearchResult[]; total: number; understood?: string; needsClarification: boolean; suggestions: string[]; notice?: string }> {
      const text = body.query?.trim() ?? '';
      const picture = pictureOf({ key: body.imageKey, url: body.imageUrl });
      const defaultCurrency = currencyOfCountry(body.location?.country);
      const turn = text ? parseQuery(text, { defaultCurrency }) : null;
      if (!picture && turn?.needsClarification) return { results: [], total: 0, needsClarification: true, suggestions: turn.clarifyingSuggestions };
      const query = turn && !turn.needsClarification ? turn.query : emptyQuery();
      const plan = planOf(query, defaultCurrency, body.location?.city ?? undefined);
      let ranked: Ranked[];
      let notice: string | undefined;
      if (picture) {
        const found = await searchByPicture(caller, picture, plan, body.limit);
        if (!found) return { results: [], total: 0, needsClarification: false, suggestions: [...IMAGE_FAILURE_SUGGESTIONS] };
        ranked = found.ranked;
      } else {
        const found = await search(plan, body.limit);
        ranked = found.ranked;
        if (found.nothingFits) {
          const alternatives = ranked.filter((r) => !found.closest.includes(r)).length;
          const categoryNoun = query.category ? categoryNounOf(query.category) : 'listings';
          notice = nothingFitsReply({ ...askedOf(query, defaultCurrency), closest: found.closest[0], overBudget: query.priceMax !== undefined, alternatives, categoryNoun });
        }
      }
      const kept = await withCards(ranked);
      const results = kept.ranked.map((r, i) => {
        const product = kept.cards[i]!;
        return {
          product,
          matchScore: r.matchScore,
          reasons: r.reasons,
          lifestyleMatch: lifestyleMatchOf(r.candidate, plan.rank),
          pricingInsight: { marketPosition: r.marketPosition, medianPrice: medianIn(r.medianSzl, product.price.currency), currency: product.price.currency },
          ...(r.fit ? { fit: r.fit } : {}),
        };
      });
      return {
        results,
        total: results.length,
        ...(turn && !turn.needsClarification ? { understood: describeQuery(withCurrency(query, defaultCurrency)) } : {}),
        needsClarification: false,
        suggestions: picture && results.length === 0 ? [...IMAGE_FAILURE_SUGGESTIONS] : relatedSearchesOf(query, kept.ranked),
        ...(notice ? { notice } : {}),
      };
    },
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
