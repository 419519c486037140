import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES, IMAGE_FAILURE_SUGGESTIONS_IN, type AssistantChatBody, type AssistantChatReply } from '@sokoni/contracts/assistant';
import type { Language } from '@sokoni/contracts/languages';
import { forbidden } from '../../platform/http/errors.ts';
import { inLanguage } from '../../platform/i18n/server-words.ts';
import { matchesOf, newSessionId, ownerOf, pictureOf, withCards, type AssistantCaller, type AssistantDeps, type Picture, type ReplyStreaming } from './assistant-deps.ts';
import { builtinReply, clarifyingReply, nothingFitsReply, refinementsOf, relatedSearchesOf } from './builtin-reply.ts';
import { searchCatalog } from './catalog-search.ts';
import { resolveFollowUp } from './follow-up.ts';
import { writeReplyWithLlm } from './llm-reply.ts';
import { understoodIn } from './match-words.ts';
import { nothingOfKindReply, pictureReply } from './picture-reply.ts';
import { replyLanguage } from './reply-language.ts';
import { exampleSearchesIn, replyWordsIn } from './reply-words.ts';
import type { SessionOwner } from './repo.ts';
import { searchByPicture } from './search-by-picture.ts';
import { askedOf, currencyOfCountry, emptyQuery, planOf, withCurrency } from './search-plan.ts';
import { ownSession } from './sessions.ts';
import { categoryNounOf, describeQuery, parseQuery, type ShopperQuery } from './understanding/index.ts';

type TurnReply = Omit<AssistantChatReply, 'sessionId'>;
/** A turn's reply, and the search later turns refine. */
type Answered = { reply: TurnReply; lastSearch: ShopperQuery | null };
/** Where the shopper is, and the language to answer in (the one they wrote in). */
type Where = { defaultCurrency: string; nearCity: string | undefined; language: Language };
type Parsed = ReturnType<typeof parseQuery>;

/**
 * POST /ai/chat: understand, search, rank, answer; the turn is kept in the session. With an
 * LLM, `streaming.onDelta` receives its reply as it is written (the final `message` is what counts: the
 * built-in reply when the LLM failed midway).
 */
export async function answerChat(deps: AssistantDeps, caller: AssistantCaller, body: AssistantChatBody, streaming?: ReplyStreaming): Promise<AssistantChatReply> {
  const owner = ownerOf(caller);
  const sessionId = body.sessionId ?? newSessionId();
  const session = await ownSession(deps, sessionId, owner);
  const images = (body.attachments ?? []).filter((a) => a.url || a.key);
  const text = body.message?.trim() || (images.length ? ASSISTANT_MESSAGES.imageQuestion : '');
  const previous = (session?.lastSearch as ShopperQuery | null) ?? undefined;
  const picture = pictureOf(deps, images[0]);
  // A photo with no words of its own (doc 2 §4 sends "What products are similar to this image?"): only what it shows.
  const ownWords = body.message?.trim() && body.message.trim() !== ASSISTANT_MESSAGES.imageQuestion;
  // The conversation's language from its first message, unless that was a photo alone (the web's English words).
  const firstWords = session?.preview && !ASSISTANT_MESSAGES.imageQuestion.startsWith(session.preview) ? session.preview : undefined;
  const language = replyLanguage(ownWords ? body.message : undefined, caller.language ?? 'en', body.location?.country, firstWords);
  const where: Where = { defaultCurrency: currencyOfCountry(body.location?.country), nearCity: body.location?.city ?? undefined, language };
  const turn = picture && !ownWords ? null : parseQuery(text, { previous, defaultCurrency: where.defaultCurrency });
  let answered: Answered;
  if (turn?.needsClarification && !picture) {
    const local = replyWordsIn(language);
    const suggestions = local ? exampleSearchesIn(local, turn.query, where.defaultCurrency) : turn.clarifyingSuggestions;
    const reply: TurnReply = { ...clarifyingReply(suggestions, language), products: [], suggestedActions: [], needsClarification: true, matches: [], source: 'builtin' };
    answered = { reply, lastSearch: previous ?? null };
  } else if (picture) {
    const seen = await answerPicture(deps, caller, picture, turn, where);
    answered = { reply: seen.reply, lastSearch: seen.lastSearch ?? previous ?? null };
  } else {
    answered = await answerText(deps, turn!, text, session?.lastProductIds ?? [], where, streaming);
  }
  if (owner) await saveTurns(deps, sessionId, owner, text, images, answered);
  return { ...answered.reply, sessionId };
}

// doc 2 §8's three chips in the shopper's language: the web app knows each in every language (imageFailureChipOf).
const pictureFailure = (noun: string | undefined, language: Language): TurnReply => ({
  message: nothingOfKindReply(noun, language) ?? inLanguage(language, ASSISTANT_MESSAGES.imageFailure),
  products: [],
  suggestedActions: [],
  suggestions: [...IMAGE_FAILURE_SUGGESTIONS_IN[language]],
  needsClarification: false,
  matches: [],
  source: 'builtin',
});

/** The listings that look like the photo; no search to refine when none was found. */
async function answerPicture(deps: AssistantDeps, caller: AssistantCaller, picture: Picture, turn: Parsed | null, where: Where): Promise<{ reply: TurnReply; lastSearch?: ShopperQuery }> {
  const query = turn && !turn.needsClarification ? turn.query : emptyQuery();
  const plan = planOf(query, where.defaultCurrency, where.nearCity);
  const found = await searchByPicture(deps, caller, picture, plan, ASSISTANT_LIMITS.chatProducts);
  const kept = found ? await withCards(deps, found.ranked) : { ranked: [], cards: [] };
  const message = found && pictureReply(found.verdict, kept.ranked, where.language);
  if (!found || !message) return { reply: pictureFailure(found?.reading.noun, where.language) };
  const top = kept.ranked[0]!;
  // The photo of a listing: name what the listing is, whatever the detectors took it for.
  const samePicture = found.verdict.best === 'same-picture';
  const lastSearch = { ...query, category: query.category ?? ((samePicture ? top.candidate.category : (found.verdict.category ?? found.reading.category)) as ShopperQuery['category']) ?? undefined };
  const reply: TurnReply = {
    message,
    products: kept.cards,
    suggestedActions: refinementsOf(lastSearch, kept.ranked, where.language),
    suggestions: relatedSearchesOf(lastSearch, kept.ranked, where.language),
    needsClarification: false,
    matches: matchesOf(kept.ranked, where.language),
    source: 'builtin',
  };
  return { reply, lastSearch };
}

/** A text turn (or a follow-up to one): the catalog's matches, worded by the LLM when there is one. */
async function answerText(deps: AssistantDeps, turn: Parsed, text: string, lastProductIds: string[], where: Where, streaming?: ReplyStreaming): Promise<Answered> {
  const { defaultCurrency, language } = where;
  const { query, exclude } = await resolveFollowUp(deps, turn, lastProductIds, defaultCurrency);
  const plan = planOf(query, defaultCurrency, where.nearCity);
  const found = await searchCatalog(deps, plan, ASSISTANT_LIMITS.chatProducts, { exclude, loosen: true });
  const kept = await withCards(deps, found.ranked);
  const priced = withCurrency(query, defaultCurrency);
  // The LLM and the English reply take the English reading; the reply's field is in the shopper's language.
  const understood = describeQuery(priced);
  const matchCount = kept.ranked.filter((r) => r.fit !== 'alternative').length;
  const alternatives = kept.ranked.length - matchCount;
  const otherNoun = query.category ? categoryNounOf(query.category) : 'listings';
  // "Nothing fits" is the built-in engine's to say: an LLM must not word alternatives as matches.
  const worded = found.nothingFits ? null : await wordReply(deps, { question: text, understood, relaxed: found.relaxed, ranked: kept.ranked, order: plan.order, language }, streaming);
  const outside = new Set(found.closest.map((r) => r.candidate.id));
  const closest = kept.ranked.find((r) => outside.has(r.candidate.id));
  const others = kept.ranked.filter((r) => !outside.has(r.candidate.id)).length;
  const reply: TurnReply = {
    message:
      worded?.text ??
      (found.nothingFits
        ? nothingFitsReply({ ...askedOf(query, defaultCurrency), closest, overBudget: query.priceMax !== undefined, alternatives: others, categoryNoun: otherNoun }, language)
        : builtinReply({ understood, count: matchCount, alternatives, otherNoun, relaxed: found.relaxed, top: kept.ranked[0], order: plan.order }, language)),
    products: kept.cards,
    suggestedActions: refinementsOf(query, kept.ranked, language),
    suggestions: relatedSearchesOf(query, kept.ranked, language),
    needsClarification: false,
    understood: understoodIn(language, priced, understood),
    matches: matchesOf(kept.ranked, language),
    source: worded ? 'llm' : 'builtin',
  };
  return { reply, lastSearch: query };
}

/** The LLM's wording of a reply, or null (no LLM, or it failed: the built-in engine answers). */
async function wordReply(deps: AssistantDeps, facts: Parameters<typeof writeReplyWithLlm>[1], streaming?: ReplyStreaming): Promise<{ text: string } | null> {
  if (!deps.llm) return null;
  try {
    return { text: await writeReplyWithLlm(deps.llm, facts, streaming, deps.llmFirstTokenMs) };
  } catch (err) {
    deps.log.warn({ err, model: deps.llm.model }, 'assistant: the LLM failed, the built-in engine answered');
    return null;
  }
}

/** The shopper's turn and the reply, kept in the session. */
async function saveTurns(deps: AssistantDeps, sessionId: string, owner: SessionOwner, text: string, images: { url?: string | null; key?: string | null }[], { reply, lastSearch }: Answered) {
  const attachments = images.map((a) => ({ type: 'image', url: a.url ?? '', key: a.key ?? null }));
  const productIds = reply.products.map((p) => p.id);
  const saved = await deps.repo.saveTurns(
    sessionId,
    owner,
    [
      { role: 'user', content: text, attachments },
      {
        role: 'assistant',
        content: reply.message,
        productIds,
        suggestions: reply.suggestions,
        suggestedActions: reply.suggestedActions,
        needsClarification: reply.needsClarification,
        matches: reply.matches,
      },
    ],
    { preview: text.slice(0, ASSISTANT_LIMITS.previewLength), lastSearch: lastSearch as Record<string, unknown> | null, lastProductIds: productIds },
  );
  // Another owner took this new id between the check above and now: theirs, not ours to answer in.
  if (!saved) throw forbidden(ASSISTANT_MESSAGES.notYourSession);
}
