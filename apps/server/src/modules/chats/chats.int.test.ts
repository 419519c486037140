import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, type Chat, type ChatMessage } from '@sokoni/contracts/chats';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, expectError, expectFieldError } from '../../../test/factories.ts';
import { makeProducts, makeShop, makeUser, type TestUser } from '../social/test-data.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }), headers: token ? bearer(token) : {} });

/** A shop with a product, a buyer, and the chat the buyer started about it. */
async function startedChat(opening = 'Is this still available?') {
  const { shop, owner } = await makeShop(t, undefined, { name: 'Mbabane Phones' });
  const [product] = await makeProducts(t, shop, 1, { title: 'Samsung A15', category: 'electronics' });
  const buyer = await makeUser(t, { name: 'Thandi' });
  const res = await call('POST', `/chats/shop/${shop.id}`, buyer.token, { productId: product!.id, message: opening });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as { chatId: string; chat: Chat; message: ChatMessage };
  return { shop, owner, product: product!, buyer, ...data };
}

describe('shop-style chat', () => {
  it('GET /chats?q= finds a chat by the shop, the other person or the product, never by my own name; % is literal', async () => {
    const tag = `Q${Date.now()}`;
    const { shop, owner } = await makeShop(t, undefined, { name: `${tag} Kiosk` });
    const [product] = await makeProducts(t, shop, 1, { title: `${tag}-kettle 100%` });
    const buyer = await makeUser(t, { name: `${tag} Buyer` });
    const res = await call('POST', `/chats/shop/${shop.id}`, buyer.token, { productId: product!.id, message: 'Hi' });
    expect(res.statusCode, res.body).toBe(201);
    const chatId = res.json().data.chatId as string;
    const ids = async (token: string, q: string) =>
      ((await call('GET', `/chats?q=${encodeURIComponent(q)}`, token)).json().data.chats as { id: string }[]).map((c) => c.id);
    expect(await ids(buyer.token, `${tag} Kiosk`)).toEqual([chatId]);
    expect(await ids(buyer.token, `${tag}-kettle 100%`)).toEqual([chatId]);
    expect(await ids(buyer.token, `${tag}-kettle 1000`)).toEqual([]);
    expect(await ids(buyer.token, `${tag} Buyer`)).toEqual([]);
    expect(await ids(owner.token, `${tag} Buyer`)).toEqual([chatId]);
  });

  it('starts with the opening message and the product bar; starting again reuses the chat', async () => {
    const s = await startedChat();
    expect(s.chat).toMatchObject({ recipient: { type: 'shop', id: s.shop.id, name: 'Mbabane Phones' }, productInfo: { id: s.product.id, title: 'Samsung A15' }, asShop: false });
    expect(s.message).toMatchObject({ content: 'Is this still available?', senderType: 'User', senderId: s.buyer.id, productContext: { id: s.product.id } });
    const again = await call('POST', `/chats/shop/${s.shop.id}`, s.buyer.token, { message: 'Hello again' });
    expect(again.json().data.chatId).toBe(s.chatId);
    const exists = await call('POST', '/chats/check-exists', s.buyer.token, { shopId: s.shop.id });
    expect(exists.json().data).toMatchObject({ exists: true, chat: { id: s.chatId } });
  });

  it('the owner answers as the shop; each side sees the other as recipient; messages are mine by doc 2 §6', async () => {
    const s = await startedChat();
    const sent = await call('POST', '/chats/messages', s.owner.token, { chatId: s.chatId, content: 'Yes it is', shopId: s.shop.id });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.message).toMatchObject({ senderType: 'Shop', senderId: s.shop.id, senderUserId: s.owner.id, senderInfo: { type: 'shop', name: 'Mbabane Phones' } });
    expect(sent.json().data.suggestedActions.length).toBeGreaterThan(0);

    const ownerList = (await call('GET', '/chats', s.owner.token)).json().data.chats as Chat[];
    expect(ownerList[0]).toMatchObject({ id: s.chatId, asShop: true, recipient: { type: 'user', id: s.buyer.id, name: 'Thandi' } });
    const buyerList = (await call('GET', '/chats', s.buyer.token)).json().data.chats as Chat[];
    expect(buyerList[0]).toMatchObject({ id: s.chatId, unreadCount: 1, lastMessage: { content: 'Yes it is', senderType: 'Shop' } });
  });

  it('only the two participants read or write: a third user and a guest are refused; a buyer cannot post as a shop they do not own', async () => {
    const s = await startedChat();
    const stranger = await makeUser(t);
    expectError(await call('GET', `/chats/${s.chatId}`, stranger.token), 403, CHAT_MESSAGES.notParticipant);
    expectError(await call('GET', `/chats/${s.chatId}/messages`, stranger.token), 403);
    expectError(await call('POST', '/chats/messages', stranger.token, { chatId: s.chatId, content: 'hi' }), 403);
    expectError(await call('POST', `/chats/${s.chatId}/read`, stranger.token), 403);
    expectError(await call('GET', `/chats/${s.chatId}/messages`), 401);
    expectError(await call('POST', '/chats/messages', s.buyer.token, { chatId: s.chatId, content: 'as shop', shopId: s.shop.id }), 403, CHAT_MESSAGES.notYourShop);
    expectError(await call('GET', '/chats/00000000-0000-4000-8000-000000000000', s.buyer.token), 404);
    expectFieldError(await call('POST', '/chats/messages', s.buyer.token, { chatId: s.chatId, content: '   ' }), 'content', CHAT_MESSAGES.needsContent);
    expectFieldError(await call('POST', `/chats/shop/${s.shop.id}`, s.owner.token, { message: 'me' }), 'shopId', CHAT_MESSAGES.ownShop);
  });

  it('a retried send with the same client key makes one message', async () => {
    const s = await startedChat();
    const body = { chatId: s.chatId, content: 'Can you deliver to Manzini?', clientKey: 'temp-1700000000000-abc' };
    const [a, b] = await Promise.all([call('POST', '/chats/messages', s.buyer.token, body), call('POST', '/chats/messages', s.buyer.token, body)]);
    expect(a.json().data.message.id).toBe(b.json().data.message.id);
    const c = await call('POST', '/chats/messages', s.buyer.token, body);
    expect(c.json().data.message).toMatchObject({ id: a.json().data.message.id, clientKey: body.clientKey });
    const page = (await call('GET', `/chats/${s.chatId}/messages`, s.buyer.token)).json().data;
    expect(page.messages.filter((m: ChatMessage) => m.content === body.content)).toHaveLength(1);
  });

  it('pages of 30 walk back with `before` without overlap, in a stable order; `after` gives what was missed', async () => {
    const s = await startedChat('m0');
    for (let i = 1; i < 70; i++) await call('POST', '/chats/messages', i % 2 ? s.owner.token : s.buyer.token, { chatId: s.chatId, content: `m${i}` });
    const seen: string[] = [];
    let before: string | undefined;
    let pages = 0;
    for (;;) {
      const page = (await call('GET', `/chats/${s.chatId}/messages?limit=30${before ? `&before=${encodeURIComponent(before)}` : ''}`, s.buyer.token)).json().data;
      seen.unshift(...page.messages.map((m: ChatMessage) => m.content));
      pages++;
      if (!page.pagination.hasMore) break;
      before = page.messages[0].createdAt;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 70 }, (_, i) => `m${i}`));
    const first = (await call('GET', `/chats/${s.chatId}/messages?limit=30`, s.buyer.token)).json().data.messages as ChatMessage[];
    const after = (await call('GET', `/chats/${s.chatId}/messages?after=${first[25]!.id}`, s.buyer.token)).json().data;
    expect(after.messages.map((m: ChatMessage) => m.content)).toEqual(['m66', 'm67', 'm68', 'm69']);
    expect(after.pagination.hasMore).toBe(false);
  });

  it('reading clears the unread count for the reader and shows read to the sender', async () => {
    const s = await startedChat();
    await call('POST', '/chats/messages', s.owner.token, { chatId: s.chatId, content: 'one', shopId: s.shop.id });
    await call('POST', '/chats/messages', s.owner.token, { chatId: s.chatId, content: 'two', shopId: s.shop.id });
    expect((await call('GET', `/chats/${s.chatId}/unread-count`, s.buyer.token)).json().data.unreadCount).toBe(2);
    expect((await call('GET', '/chats/unread-counts', s.buyer.token)).json().data.unreadCount).toBe(2);
    const read = (await call('POST', `/chats/${s.chatId}/read`, s.buyer.token)).json().data;
    expect(read.markedCount).toBe(2);
    expect((await call('GET', '/chats/unread-counts', s.buyer.token)).json().data).toEqual({ unreadCount: 0, chats: [] });
    const ownerView = (await call('GET', `/chats/${s.chatId}/messages`, s.owner.token)).json().data.messages as ChatMessage[];
    expect(ownerView.filter((m) => m.senderType === 'Shop').every((m) => m.read && m.readAt)).toBe(true);
    // The owner has the buyer's opening message unread.
    expect((await call('GET', '/chats/with-unread-counts', s.owner.token)).json().data.totalUnread).toBe(1);
  });

  it('a link or money up front early in a chat carries a caution for the recipient only', async () => {
    const s = await startedChat();
    const sent = await call('POST', '/chats/messages', s.owner.token, { chatId: s.chatId, content: 'Pay a deposit via mpesa first', shopId: s.shop.id });
    expect(sent.json().data.message.caution).toBeNull();
    const buyerView = (await call('GET', `/chats/${s.chatId}/messages`, s.buyer.token)).json().data.messages as ChatMessage[];
    expect(buyerView.at(-1)).toMatchObject({ content: 'Pay a deposit via mpesa first', caution: 'payment' });
  });

  it('a blocked person can neither send nor receive; unblocking restores the chat', async () => {
    const s = await startedChat();
    expect((await call('POST', '/blocks', s.buyer.token, { userId: s.owner.id })).json().data).toEqual({ userId: s.owner.id, blocked: true });
    expectError(await call('POST', '/chats/messages', s.owner.token, { chatId: s.chatId, content: 'hello?', shopId: s.shop.id }), 403, CHAT_MESSAGES.blocked);
    expectError(await call('POST', '/chats/messages', s.buyer.token, { chatId: s.chatId, content: 'hello?' }), 403, CHAT_MESSAGES.blocked);
    expect((await call('GET', '/chats', s.owner.token)).json().data.chats[0].blocked).toBe(true);
    expect((await call('GET', '/blocks', s.buyer.token)).json().data.blocked[0].userId).toBe(s.owner.id);
    await call('DELETE', `/blocks/${s.owner.id}`, s.buyer.token);
    expect((await call('POST', '/chats/messages', s.owner.token, { chatId: s.chatId, content: 'hello', shopId: s.shop.id })).statusCode).toBe(201);
  });
});

describe('dealer-style conversations', () => {
  it('show the chat by the other person: a dealer with phone and Verified Dealer, the car; a customer without phone', async () => {
    const dealer = await makeUser(t, { name: 'Sipho Motors', role: 'dealer', isIdVerified: true });
    const { shop } = await makeShop(t, dealer, { name: 'Sipho Motors' });
    const [car] = await makeProducts(t, shop, 1, { title: 'Toyota Hilux 2019', category: 'vehicles', attributes: { make: 'Toyota', model: 'Hilux', year: 2019 } });
    const buyer: TestUser = await makeUser(t, { name: 'Buyer B' });
    const sent = await call('POST', '/conversations/messages', buyer.token, { receiverId: dealer.id, carId: car!.id, content: 'Is the Hilux available?' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.conversation).toMatchObject({ participantId: dealer.id, participant: { role: 'dealer', phone: dealer.row.phoneNumber, isVerified: true }, car: { make: 'Toyota', model: 'Hilux', year: 2019 } });
    // The same conversation is the buyer's shop chat with the dealer's shop.
    const shopChats = (await call('GET', '/chats', buyer.token)).json().data.chats as Chat[];
    expect(shopChats[0]).toMatchObject({ id: sent.json().data.message.conversationId, recipient: { type: 'shop', id: shop.id } });

    const dealerSide = (await call('GET', '/conversations', dealer.token)).json().data.conversations;
    expect(dealerSide[0]).toMatchObject({ participantId: buyer.id, participant: { role: 'customer', phone: null }, unreadCount: 1 });
    expect((await call('GET', '/conversations/unread-count', dealer.token)).json().data.unreadCount).toBe(1);
    const msgs = (await call('GET', `/conversations/${buyer.id}/messages`, dealer.token)).json().data;
    expect(msgs.messages[0]).toMatchObject({ senderId: buyer.id, receiverId: dealer.id, content: 'Is the Hilux available?', messageType: 'text' });
    expect(msgs.suggestedActions.length).toBeLessThanOrEqual(4);
    await call('POST', `/conversations/${buyer.id}/read`, dealer.token);
    const buyerMsgs = (await call('GET', `/conversations/${dealer.id}/messages`, buyer.token)).json().data.messages;
    expect(buyerMsgs[0]).toMatchObject({ status: 'read', isRead: true });
    // With nobody yet: an empty page and the quick replies of §9.
    const stranger = await makeUser(t);
    const empty = (await call('GET', `/conversations/${stranger.id}/messages`, buyer.token)).json().data;
    expect(empty).toMatchObject({ messages: [], conversation: null });
    expect(empty.suggestedActions.length).toBeGreaterThan(0);
  });
});

describe('POST /api/reports', () => {
  it('stores one open report per reporter and target; a message only by a participant; other types are 422', async () => {
    const s = await startedChat();
    const stranger = await makeUser(t);
    const reply = await call('POST', '/reports', s.owner.token, { targetType: 'message', targetId: s.message.id, reason: 'Spam' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().data.report).toMatchObject({ targetType: 'message', status: 'open' });
    expectError(await call('POST', '/reports', s.owner.token, { targetType: 'message', targetId: s.message.id, reason: 'Spam again' }), 409);
    expectError(await call('POST', '/reports', stranger.token, { targetType: 'message', targetId: s.message.id, reason: 'x' }), 404);
    expect((await call('POST', '/reports', stranger.token, { targetType: 'user', targetId: s.buyer.id, reason: 'Scammer' })).statusCode).toBe(201);
    expectFieldError(await call('POST', '/reports', stranger.token, { targetType: 'order', targetId: s.buyer.id, reason: 'x' }), 'targetType');
    expectError(await call('POST', '/reports', undefined, { targetType: 'user', targetId: s.buyer.id, reason: 'x' }), 401);
  });
});
