import type { Language } from '@sokoni/contracts/languages';
import { randomBytes } from 'node:crypto';
import type { ProductCard } from '@sokoni/contracts/catalog-replies';
import type { TextCompleter } from '../../platform/ai/index.ts';
import type { PictureReading } from '../drafting/index.ts';
import type { PictureCandidate } from './picture-match.ts';
import type { SeenLabel } from './picture-kinds.ts';
import { reasonsIn } from './match-words.ts';
import type { Ranked } from './ranking.ts';
import type { AssistantRepo, SessionOwner } from './repo.ts';
import type { Candidate, CandidateQuery, MarketPrices, SearchFilters } from './retrieval.ts';

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

export type Picture = { key: string; url: string };

/** The caller: a signed-in user, a guest with their key, or a guest without one (nothing is kept). */
/** Who asks; `language` is the request's (account, else Accept-Language), for when their words name none. */
export type AssistantCaller = { userId?: string; guestKey?: string; language?: Language };
/** A streamed reply: the LLM's words as they come, and the signal that the shopper left. */
export type ReplyStreaming = { onDelta: (text: string) => void; signal?: AbortSignal };

export const ownerOf = (caller: AssistantCaller): SessionOwner | null =>
  caller.userId ? { userId: caller.userId } : caller.guestKey ? { guestKey: caller.guestKey } : null;

/** doc 2 §4: "a product prefix, a timestamp and a random suffix". */
export const newSessionId = () => `sokoni_${Date.now()}_${randomBytes(6).toString('hex')}`;

export const matchesOf = (ranked: Ranked[], language: Language = 'en') =>
  ranked.map((r) => ({ productId: r.candidate.id, matchScore: r.matchScore, reasons: reasonsIn(language, r.reasons.slice(0, 3), r.candidate.city), ...(r.fit ? { fit: r.fit } : {}) }));

/** The picture an attachment names (its key, or the key inside its address). */
export function pictureOf(deps: AssistantDeps, a: { url?: string | null; key?: string | null } | undefined): Picture | null {
  const key = a?.key?.trim() || (a?.url ? deps.keyOf(a.url.trim()) : '');
  return key ? { key, url: a?.url ?? '' } : null;
}

/** Ranked candidates with their cards, dropping any that stopped being listable meanwhile. */
export async function withCards(deps: AssistantDeps, ranked: Ranked[]): Promise<{ ranked: Ranked[]; cards: ProductCard[] }> {
  const cards = await deps.cardsOf(ranked.map((r) => r.candidate.id));
  const byId = new Map(cards.map((c) => [c.id, c]));
  const kept = ranked.filter((r) => byId.has(r.candidate.id));
  return { ranked: kept, cards: kept.map((r) => byId.get(r.candidate.id)!) };
}
