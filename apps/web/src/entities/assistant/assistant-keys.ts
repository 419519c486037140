import { queryKeys } from '@/lib/query/query-keys.ts';

/** Query keys of the assistant, keyed by owner (a user id or 'guest') so one account never sees another's. */
export const assistantKeys = {
  all: ['assistant'] as const,
  owner: (owner: string) => [...assistantKeys.all, owner] as const,
  /** GET /ai/sessions: the conversations list of AI Discovery. */
  sessions: (owner: string, limit: number) => [...assistantKeys.owner(owner), 'sessions', limit] as const,
  sessionLists: (owner: string) => [...assistantKeys.owner(owner), 'sessions'] as const,
  /**
   * One conversation's messages. Under the products prefix on purpose: each message carries its
   * product cards, so a like or a bookmark reaches them like every other cached list
   * (entities/product/product-cache.ts walks `products` arrays).
   */
  conversation: (owner: string, sessionId: string) => [...queryKeys.products.all, 'assistant-chat', owner, sessionId] as const,
  /** POST /ai/search results of AI Discovery: under the products prefix for the same reason. */
  search: (params: object) => [...queryKeys.products.all, 'ai-search', params] as const,
  /** GET /ai/voice: what the server offers, the same for everyone (no owner). */
  voice: () => [...assistantKeys.all, 'voice'] as const,
};

/** Named stale times of the assistant's lists. */
export const ASSISTANT_STALE_TIMES = {
  /** The conversations list moves with every chat turn: shown from cache, asked again on each visit. */
  sessions: 0,
  /** A search's matches: the same words within a few minutes show the same answer. */
  search: 5 * 60_000,
  /** Whether the server transcribes is its configuration: asked once a page load. */
  voice: Infinity,
} as const;
