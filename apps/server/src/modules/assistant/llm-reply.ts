import type { ChatMessage, TextCompleter } from '../../platform/ai/index.ts';
import type { Language } from '@sokoni/contracts/languages';
import { formatPrice } from '@sokoni/contracts/money';
import type { Ranked } from './ranking.ts';
import type { ResultOrder } from './retrieval.ts';

/** doc 2's assistant with an LLM: the first words must come this fast, or the built-in reply answers. */
export const FIRST_TOKEN_MS = 3_000;
const WHOLE_REPLY_MS = 20_000;
const LISTINGS_SHOWN = 5;

const SYSTEM = [
  "You are Sokoni's shopping assistant, a friendly shop assistant for buyers in Eswatini, South Africa and Kenya.",
  'Answer in at most three short sentences of plain text (no lists, no markdown, no links).',
  'Talk only about the listings you are given, by their titles. Never invent a product, a price, a shop, a place, a year or any other fact; never promise delivery, stock or discounts.',
  'Every number you write must appear in the facts. If no listing fits, say so kindly and suggest changing the search.',
  'The listings are in the order the facts name (listedBy): call a listing the best fit only when they are listed by fit, and then only the first.',
  'A listing whose fit is "alternative" is not what the shopper asked for: never call it a match; say it is another kind of thing or over their budget.',
].join(' ');

export type ReplyFacts = {
  question: string;
  understood?: string;
  relaxed: string[];
  ranked: Ranked[];
  order: ResultOrder;
  /** The language the shopper wrote in; English when not given. */
  language?: Language;
};

/** The language the reply must be in, named as the model knows it. */
const LANGUAGE_NAMES: Readonly<Record<Exclude<Language, 'en'>, string>> = { ss: 'siSwati (Swati)', zu: 'isiZulu (Zulu)', sw: 'Kiswahili (Swahili)' };

/** The system prompt: English's as it always was; another language adds which to answer in (listing titles stay as written). */
function systemPrompt(language: Language | undefined): string {
  if (!language || language === 'en') return SYSTEM;
  const name = LANGUAGE_NAMES[language];
  return `${SYSTEM} The shopper wrote in ${name}: write the whole reply in ${name}, keeping listing titles and prices exactly as the facts give them.`;
}

/** The order the shopper sees the cards in, in words (the first card is the "best" only by fit). */
const LISTED_BY: Readonly<Record<ResultOrder, string>> = {
  relevance: 'fit, best first',
  'price-low': 'price, cheapest first',
  'price-high': 'price, most expensive first',
  newest: 'date listed, newest first',
  popular: 'popularity, most popular first',
};

/** The facts as the LLM sees them: the shopper's words, what was understood, the top listings. */
export function replyMessages(f: ReplyFacts): ChatMessage[] {
  const listings = f.ranked.slice(0, LISTINGS_SHOWN).map((r, i) => ({
    number: i + 1,
    title: r.candidate.title,
    price: r.candidate.priceAmount > 0 ? formatPrice(r.candidate.priceAmount, r.candidate.currency, { cents: 'if-any' }) : 'price on request',
    condition: r.candidate.condition,
    town: r.candidate.city || null,
    whyItFits: r.reasons.slice(0, 3),
    fit: r.fit ?? 'match',
  }));
  const facts = { shopperAsked: f.question, understoodAs: f.understood ?? null, gaveUpOn: f.relaxed, listingsFound: f.ranked.filter((r) => r.fit !== 'alternative').length, listedBy: LISTED_BY[f.order], topListings: listings };
  return [
    { role: 'system', content: systemPrompt(f.language) },
    { role: 'user', content: `Facts:\n${JSON.stringify(facts, null, 2)}\n\nWrite the reply to the shopper.` },
  ];
}

const digits = (n: string) => n.replace(/,/g, '').replace(/\.0+$/, '');

/** A number in the reply that the facts do not hold (an invented price, year or count), if any. */
export function inventedNumber(reply: string, facts: string): string | undefined {
  const allowed = new Set((facts.match(/\d+(?:[.,]\d+)*/g) ?? []).map(digits));
  return (reply.match(/\d+(?:[.,]\d+)*/g) ?? []).find((n) => !allowed.has(digits(n)));
}

async function firstOrTimeout<T>(next: Promise<T>, ms: number): Promise<T | 'slow'> {
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<'slow'>((resolve) => (timer = setTimeout(() => resolve('slow'), ms)));
  try {
    return await Promise.race([next, slow]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The reply written by the LLM from the retrieved listings only, handed to `onDelta` piece by
 * piece as it is written. Rejects when the first piece is later than FIRST_TOKEN_MS, on any
 * error, on an empty reply, or when it states a number the facts do not hold: the caller then
 * answers with the built-in reply (which replaces whatever was streamed).
 */
export async function writeReplyWithLlm(
  llm: TextCompleter,
  facts: ReplyFacts,
  streaming?: { onDelta: (text: string) => void; signal?: AbortSignal },
  firstTokenMs = FIRST_TOKEN_MS,
): Promise<string> {
  const messages = replyMessages(facts);
  const stop = new AbortController();
  // The shopper left (closed the stream): stop paying for words nobody will read.
  streaming?.signal?.addEventListener('abort', () => stop.abort(), { once: true });
  const pieces = llm.stream(messages, { signal: stop.signal, timeoutMs: WHOLE_REPLY_MS, maxTokens: 300, temperature: 0.3 })[Symbol.asyncIterator]();
  try {
    const firstPiece = pieces.next();
    firstPiece.catch(() => {}); // a late failure after the timeout is nobody's business
    const first = await firstOrTimeout(firstPiece, firstTokenMs);
    if (first === 'slow') throw new Error(`the LLM wrote nothing within ${firstTokenMs} ms`);
    let text = '';
    for (let step = first; !step.done; step = await pieces.next()) {
      text += step.value;
      streaming?.onDelta(step.value);
    }
    const reply = text.trim();
    if (!reply) throw new Error('the LLM sent an empty reply');
    const invented = inventedNumber(reply, messages[1]!.content);
    if (invented) throw new Error(`the LLM wrote a number the facts do not hold (${invented})`);
    return reply;
  } finally {
    stop.abort();
  }
}
