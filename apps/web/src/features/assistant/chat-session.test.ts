import { ASSISTANT_MESSAGES, NETWORK_FAILURE_SUGGESTIONS } from '@sokoni/contracts/assistant-rules';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { makeProduct } from '@/test/catalog-factories.ts';
import {
  CHAT_STORAGE,
  EmptyReplyError,
  LOADING_PHRASES,
  SESSION_ID_PATTERN,
  STORED_MESSAGES_MAX,
  createSessionId,
  failureDetail,
  failureMessage,
  historyMessages,
  isSessionId,
  loadStoredChat,
  outgoingText,
  productsOf,
  randomPhrase,
  replyMessage,
  saveStoredChat,
  startSession,
  userMessage,
} from './chat-session.ts';

beforeEach(() => localStorage.clear());

describe('session ids (doc 2 §4: a product prefix, a timestamp and a random suffix)', () => {
  it('reads sokoni_<timestamp>_<9 random characters>, which the server accepts', () => {
    const id = createSessionId(1_767_000_000_000, () => 0.5);
    expect(id).toBe('sokoni_1767000000000_iiiiiiiii');
    expect(id).toMatch(SESSION_ID_PATTERN);
    expect(createSessionId()).toMatch(SESSION_ID_PATTERN);
    expect(isSessionId(id)).toBe(true);
  });

  it('differs from one call to the next', () => {
    const ids = new Set(Array.from({ length: 50 }, () => createSessionId(1_767_000_000_000)));
    expect(ids.size).toBe(50);
  });

  it('accepts only ids the server takes', () => {
    expect(isSessionId('short')).toBe(false);
    expect(isSessionId('has spaces in it')).toBe(false);
    expect(isSessionId('x'.repeat(101))).toBe(false);
    expect(isSessionId(undefined)).toBe(false);
    expect(isSessionId('guest_session_1')).toBe(true);
  });
});

describe('what the browser keeps', () => {
  const message = userMessage('sokoni_1_abcdefghi', 'red shoes', []);

  it('keeps the session id and messages with their owner, and gives them back to that owner', () => {
    saveStoredChat(localStorage, { owner: 'u1', sessionId: 'sokoni_1_abcdefghi', messages: [message] });
    expect(JSON.parse(localStorage.getItem(CHAT_STORAGE)!)).toMatchObject({ owner: 'u1', sessionId: 'sokoni_1_abcdefghi' });
    expect(loadStoredChat(localStorage, 'u1')).toEqual({ sessionId: 'sokoni_1_abcdefghi', messages: [message] });
  });

  it("drops another owner's conversation (signed out, or another account)", () => {
    saveStoredChat(localStorage, { owner: 'u1', sessionId: 'sokoni_1_abcdefghi', messages: [message] });
    expect(loadStoredChat(localStorage, 'guest')).toBeNull();
    expect(localStorage.getItem(CHAT_STORAGE)).toBeNull();
  });

  it('keeps the newest messages only, and survives unreadable storage', () => {
    const many = Array.from({ length: STORED_MESSAGES_MAX + 5 }, (_, i) => userMessage('sokoni_1_abcdefghi', `m${i}`, []));
    saveStoredChat(localStorage, { owner: 'guest', sessionId: 'sokoni_1_abcdefghi', messages: many });
    const kept = loadStoredChat(localStorage, 'guest')!.messages;
    expect(kept).toHaveLength(STORED_MESSAGES_MAX);
    expect(kept.at(-1)?.content).toBe(`m${STORED_MESSAGES_MAX + 4}`);
    localStorage.setItem(CHAT_STORAGE, '{not json');
    expect(loadStoredChat(localStorage, 'guest')).toBeNull();
    expect(loadStoredChat(null, 'guest')).toBeNull();
  });
});

describe('startSession', () => {
  beforeEach(() => saveStoredChat(localStorage, { owner: 'guest', sessionId: 'sokoni_1_keptkeptk', messages: [userMessage('sokoni_1_keptkeptk', 'sofa', [])] }));

  it('restores the kept session on reload', () => {
    const start = startSession({ owner: 'guest', storage: localStorage });
    expect(start).toMatchObject({ sessionId: 'sokoni_1_keptkeptk', from: 'storage' });
    expect(start.messages.map((m) => m.content)).toEqual(['sofa']);
  });

  it('starts a new one when forced, or when nothing is kept', () => {
    const forced = startSession({ owner: 'guest', storage: localStorage, forceNew: true, now: 1_767_000_000_000 });
    expect(forced.from).toBe('new');
    expect(forced.sessionId).toMatch(/^sokoni_1767000000000_/);
    expect(forced.messages).toEqual([]);
    expect(startSession({ owner: 'u2', storage: localStorage }).from).toBe('new');
  });

  it('restores a session named by the view from the server, before anything kept', () => {
    expect(startSession({ owner: 'guest', storage: localStorage, restoreId: 'sokoni_9_otherothe' })).toEqual({ sessionId: 'sokoni_9_otherothe', from: 'server', messages: [] });
    expect(startSession({ owner: 'guest', storage: localStorage, restoreId: 'bad id!' }).from).toBe('storage');
  });
});

describe('replies (doc 2 §4, §7, §8)', () => {
  const sid = 'sokoni_1_abcdefghi';

  it("says 'Found N products matching your search:' when a reply has products but no text", () => {
    const products = [makeProduct(), makeProduct()];
    const m = replyMessage({ message: '', products, suggestedActions: ['Cheaper'], suggestions: [], matches: [{ productId: products[0]!.id, matchScore: 81, reasons: ['Under your budget'] }] }, sid);
    expect(m).toMatchObject({ type: 'assistant', content: 'Found 2 products matching your search:', sessionId: sid, suggestedActions: ['Cheaper'] });
    expect(m.products).toHaveLength(2);
    expect(m.matches[0]?.matchScore).toBe(81);
  });

  it('reads the text from message, response or data.message, and products from the top or under data', () => {
    expect(replyMessage({ message: 'Here you go' }, sid).content).toBe('Here you go');
    expect(replyMessage({ response: 'From response' }, sid).content).toBe('From response');
    const product = makeProduct();
    const nested = replyMessage({ data: { message: 'Nested', products: [product], suggestedActions: ['Near me'] } }, sid);
    expect(nested).toMatchObject({ content: 'Nested', suggestedActions: ['Near me'] });
    expect(nested.products[0]?.id).toBe(product.id);
    expect(replyMessage({ data: { data: { products: [product] } } }, sid).content).toBe(ASSISTANT_MESSAGES.foundProducts(1));
  });

  it('treats a reply with neither text nor products as no response', () => {
    expect(() => replyMessage({ message: '  ', products: [] }, sid)).toThrow(EmptyReplyError);
    expect(() => replyMessage(undefined, sid)).toThrow(EmptyReplyError);
  });

  it("answers a failure with the apology, 'API Error: …' or 'Network Error: …' and, offline, the suggestions", () => {
    expect(failureDetail(new ApiError('Type a message or attach an image', 422))).toEqual({ detail: 'API Error: Type a message or attach an image', network: false });
    expect(failureDetail(new ApiError('Request failed (502)', 502, [], undefined, true)).detail).toBe('API Error: No response from server');
    expect(failureDetail(new EmptyReplyError()).detail).toBe('API Error: No response from server');
    expect(failureDetail(ApiError.network())).toEqual({ detail: 'Network Error: Could not reach the server', network: true });
    expect(failureDetail(new TypeError('Failed to fetch')).detail).toBe('Network Error: Failed to fetch');

    const offline = failureMessage(ApiError.network(), sid, { text: 'phones', attachments: [] });
    expect(offline).toMatchObject({ type: 'assistant', content: ASSISTANT_MESSAGES.apology, suggestions: [...NETWORK_FAILURE_SUGGESTIONS], failure: { network: true, retry: { text: 'phones' } } });
    expect(failureMessage(new ApiError('Nope', 500), sid, { text: 'x', attachments: [] }).suggestions).toEqual([]);
  });

  it("sends 'What products are similar to this image?' for an image without words", () => {
    expect(outgoingText('  ', true)).toBe(ASSISTANT_MESSAGES.imageQuestion);
    expect(outgoingText(' red dress ', true)).toBe('red dress');
    expect(outgoingText('   ', false)).toBe('');
  });

  it('turns the server history into local messages', () => {
    const product = makeProduct();
    const messages = historyMessages(
      [
        { role: 'user', content: 'sofa', timestamp: '2026-11-01T10:00:00.000Z', products: [], suggestions: [], needsClarification: false, suggestedActions: [], attachments: [{ type: 'image', url: '/media/a.webp', key: 'k' }], matches: [] },
        { role: 'assistant', content: 'Found these', timestamp: '2026-11-01T10:00:02.000Z', products: [product], suggestions: ['Beds'], needsClarification: false, suggestedActions: ['Cheaper'], attachments: [], matches: [{ productId: product.id, matchScore: 82, reasons: ['Under your budget'] }] },
      ],
      sid,
    );
    expect(messages.map((m) => [m.type, m.content])).toEqual([
      ['user', 'sofa'],
      ['assistant', 'Found these'],
    ]);
    expect(messages[0]?.attachments).toEqual([{ type: 'image', url: '/media/a.webp', key: 'k' }]);
    expect(messages[1]).toMatchObject({ sessionId: sid, suggestions: ['Beds'], suggestedActions: ['Cheaper'], matches: [{ productId: product.id, matchScore: 82 }] });
    expect(new Set(messages.map((m) => m.id)).size).toBe(2);
    expect(productsOf([...messages, ...messages]).map((p) => p.id)).toEqual([product.id]);
  });

  it('picks the loading phrase at random from the list', () => {
    expect(randomPhrase(() => 0)).toBe(LOADING_PHRASES[0]);
    expect(randomPhrase(() => 0.999)).toBe(LOADING_PHRASES.at(-1));
  });
});
