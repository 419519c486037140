import type { MatchFit } from '@sokoni/contracts/assistant-rules';
import type { AssistantChatReply, AssistantHistoryItem } from '@sokoni/contracts/assistant';
import { CLIENT_MESSAGES } from '@sokoni/contracts/messages';
import { assistantWords, loadingPhrases, LOADING_PHRASES } from '@/entities/assistant/assistant-words.ts';
import type { PendingImage } from '@/entities/assistant/pending-image.ts';
import type { CatalogProduct } from '@/entities/product/types.ts';
import { ApiError } from '@/lib/api/api-error.ts';

// ── Messages ─────────────────────────────────────────────────────────────────────────────────

export type ChatAttachment = { type: 'image'; url: string; key: string | null; filename?: string; mimeType?: string };
/** `fit` (issue 25): an alternative is shown for want of a match and labelled so, never as one. */
export type ChatMatch = { productId: string; matchScore: number; reasons: string[]; fit?: MatchFit };

/** A failed call, shown as the apology (doc 2 §8): what failed, and the question to send again. */
export type ChatFailure = { detail: string; network: boolean; retry: { text: string; attachments: ChatAttachment[] } };

/** doc 2 §3 "Assistant message (local)", plus the match scores and reasons of its products. */
export type ChatMessage = {
  id: string;
  type: 'user' | 'assistant';
  content: string;
  timestamp: string;
  sessionId: string;
  attachments: ChatAttachment[];
  products: CatalogProduct[];
  matches: ChatMatch[];
  suggestions: string[];
  needsClarification: boolean;
  suggestedActions: string[];
  failure?: ChatFailure;
};

let seq = 0;
const messageId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(seq += 1)}`;

function message(type: ChatMessage['type'], sessionId: string, fields: Partial<ChatMessage>, now: Date): ChatMessage {
  return {
    id: messageId(type === 'user' ? 'u' : 'a'),
    type,
    content: '',
    timestamp: now.toISOString(),
    sessionId,
    attachments: [],
    products: [],
    matches: [],
    suggestions: [],
    needsClarification: false,
    suggestedActions: [],
    ...fields,
  };
}

export const attachmentOf = (image: PendingImage): ChatAttachment => ({ type: 'image', url: image.url, key: image.key, filename: image.filename, mimeType: image.mimeType });

/** doc 2 §4/§5: the text sent, an image-only message asking 'What products are similar to this image?'; '' when there is nothing to send. */
export const outgoingText = (text: string, hasImage: boolean): string => text.trim() || (hasImage ? assistantWords.get().imageQuestion : '');

export function userMessage(sessionId: string, content: string, attachments: ChatAttachment[], now = new Date()): ChatMessage {
  return message('user', sessionId, { content, attachments }, now);
}

/** A reply in any of the shapes doc 2 §7 names: text in message, response or data.message; products and actions at the top or under data. */
export type ToleratedReply = Partial<AssistantChatReply> & {
  response?: string;
  data?: { message?: string; products?: AssistantChatReply['products']; suggestedActions?: string[] } & { data?: { products?: AssistantChatReply['products'] } };
};

/** The server answered with nothing to show: doc 2 §8 'API Error: No response from server'. */
export class EmptyReplyError extends Error {
  override readonly name = 'EmptyReplyError';
  constructor() {
    super(assistantWords.get().noResponse);
  }
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : []);

/**
 * The assistant's reply as a message (doc 2 §4, §7): with no text but products, the text is
 * 'Found N products matching your search:'; with neither, EmptyReplyError.
 */
export function replyMessage(reply: ToleratedReply | null | undefined, sessionId: string, now = new Date()): ChatMessage {
  const text = [reply?.message, reply?.response, reply?.data?.message].find((t): t is string => typeof t === 'string' && t.trim() !== '')?.trim() ?? '';
  const products = (reply?.data?.data?.products ?? reply?.data?.products ?? reply?.products ?? []) as CatalogProduct[];
  if (!text && products.length === 0) throw new EmptyReplyError();
  return message(
    'assistant',
    sessionId,
    {
      content: text || assistantWords.get().foundProducts({ n: products.length }),
      products,
      matches: Array.isArray(reply?.matches) ? reply.matches : [],
      suggestions: strings(reply?.suggestions),
      suggestedActions: strings(reply?.data?.suggestedActions ?? reply?.suggestedActions),
      needsClarification: reply?.needsClarification === true,
    },
    now,
  );
}

/** Words for a failed call (doc 2 §8): 'Network Error: …' when no answer came, else 'API Error: {server message or No response from server}'. */
export function failureDetail(error: unknown, t = assistantWords.get()): { detail: string; network: boolean } {
  if (error instanceof ApiError && error.isNetworkError) {
    return { detail: t.networkError({ detail: error.message === CLIENT_MESSAGES.networkError ? t.couldNotReach : error.message }), network: true };
  }
  if (error instanceof TypeError) return { detail: t.networkError({ detail: error.message }), network: true };
  const said = error instanceof ApiError && !error.unexplained ? error.message : error instanceof EmptyReplyError ? error.message : '';
  return { detail: t.apiError({ detail: said || t.noResponse }), network: false };
}

/** doc 2 §4/§8: the apology about connecting; after a network failure, the suggestions to check the connection and try again. */
export function failureMessage(error: unknown, sessionId: string, retry: ChatFailure['retry'], now = new Date()): ChatMessage {
  const t = assistantWords.get();
  const { detail, network } = failureDetail(error, t);
  return message(
    'assistant',
    sessionId,
    { content: t.apology, suggestions: network ? [t.checkConnection, t.tryAgain] : [], failure: { detail, network, retry } },
    now,
  );
}

/** doc 2 §3 "Assistant message (server history)" → local messages. */
export function historyMessages(history: readonly AssistantHistoryItem[], sessionId: string): ChatMessage[] {
  return history.map((item, i) => ({
    id: `h-${i}-${item.timestamp}`,
    type: item.role === 'user' ? 'user' : 'assistant',
    content: item.content,
    timestamp: item.timestamp,
    sessionId,
    attachments: (item.attachments ?? []).filter((a) => a.url).map((a) => ({ type: 'image' as const, url: a.url, key: a.key })),
    products: (item.products ?? []) as CatalogProduct[],
    matches: Array.isArray(item.matches) ? item.matches : [],
    suggestions: strings(item.suggestions),
    needsClarification: Boolean(item.needsClarification),
    suggestedActions: strings(item.suggestedActions),
  }));
}

// ── Session ids and what the browser keeps ─────────────────────────────────────────────────

/** doc 2 §4: a product prefix, a timestamp and a random suffix (the server takes [A-Za-z0-9_.:-], 8-100 characters). */
export const SESSION_PREFIX = 'sokoni';
export const SESSION_ID_PATTERN = /^sokoni_\d{13,}_[a-z0-9]{9}$/;
const ACCEPTED_SESSION_ID = /^[A-Za-z0-9_.:-]{8,100}$/;

export function createSessionId(now = Date.now(), random: () => number = Math.random): string {
  let suffix = '';
  while (suffix.length < 9) suffix += Math.floor(random() * 36).toString(36);
  return `${SESSION_PREFIX}_${now}_${suffix}`;
}

export const isSessionId = (value: unknown): value is string => typeof value === 'string' && ACCEPTED_SESSION_ID.test(value);

/** doc 2 §4: the session id and its messages are kept in localStorage, with whose they are. */
export const CHAT_STORAGE = 'sokoni:assistant-chat';
/** The most messages kept: enough for a long conversation, far below the storage quota. */
export const STORED_MESSAGES_MAX = 60;

export type StoredChat = { owner: string; sessionId: string; messages: ChatMessage[] };

/** The kept conversation if it is this owner's; another owner's (a sign-out, another account) is dropped. */
export function loadStoredChat(storage: Storage | null, owner: string): { sessionId: string; messages: ChatMessage[] } | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(CHAT_STORAGE);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredChat>;
    if (stored.owner !== owner) {
      storage.removeItem(CHAT_STORAGE);
      return null;
    }
    if (!isSessionId(stored.sessionId)) return null;
    const messages = Array.isArray(stored.messages) ? stored.messages.filter((m): m is ChatMessage => typeof m?.id === 'string' && (m.type === 'user' || m.type === 'assistant')) : [];
    return { sessionId: stored.sessionId, messages };
  } catch {
    return null;
  }
}

export function saveStoredChat(storage: Storage | null, chat: StoredChat): void {
  if (!storage) return;
  const value: StoredChat = { ...chat, messages: chat.messages.slice(-STORED_MESSAGES_MAX) };
  try {
    storage.setItem(CHAT_STORAGE, JSON.stringify(value));
  } catch {
    // A full quota: keep the newest half rather than nothing.
    try {
      storage.setItem(CHAT_STORAGE, JSON.stringify({ ...value, messages: value.messages.slice(-Math.floor(STORED_MESSAGES_MAX / 2)) }));
    } catch {
      // Storage refused: the conversation lives as long as the page.
    }
  }
}

/** How a chat screen starts: a session to restore from the server, the kept one, or a new one. */
export type SessionStart = { sessionId: string; from: 'server' | 'storage' | 'new'; messages: ChatMessage[] };

/**
 * doc 2 §2.1/§4: a session id to restore wins; then, unless a new session is forced, the kept
 * one; else a new id.
 */
export function startSession({ owner, restoreId, forceNew, storage, now = Date.now() }: { owner: string; restoreId?: string | null; forceNew?: boolean; storage: Storage | null; now?: number }): SessionStart {
  if (isSessionId(restoreId)) return { sessionId: restoreId, from: 'server', messages: [] };
  const stored = forceNew ? null : loadStoredChat(storage, owner);
  if (stored) return { ...stored, from: 'storage' };
  return { sessionId: createSessionId(now), from: 'new', messages: [] };
}

// ── While waiting ──────────────────────────────────────────────────────────────────────────

export { LOADING_PHRASES };

/** doc 2 §2.1: one of the loading bubble's phrases, in the reader's language. */
export function randomPhrase(random: () => number = Math.random): string {
  const phrases = loadingPhrases();
  return phrases[Math.floor(random() * phrases.length)] ?? phrases[0]!;
}

/** Every product shown in a conversation, once each (for the viewer's like and save states). */
export function productsOf(messages: readonly ChatMessage[]): CatalogProduct[] {
  const seen = new Map<string, CatalogProduct>();
  for (const m of messages) for (const p of m.products) if (!seen.has(p.id)) seen.set(p.id, p);
  return [...seen.values()];
}
