import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chat, Conversation } from '@sokoni/contracts/chats';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer } from '../../../test/factories.ts';
import { makeProducts, makeShop, makeUser } from '../social/test-data.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = async (method: Method, url: string, token: string, payload?: unknown) => {
  const res = await t.app.inject({ method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }), headers: bearer(token) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
};

describe('block state: who blocked whom', () => {
  it('the blocker reads blockedByMe on every chat and conversation reply; the blocked person reads blocked only; unblocking clears both', async () => {
    const { shop, owner } = await makeShop(t, undefined, { name: 'Lobamba Electronics' });
    const [product] = await makeProducts(t, shop, 1);
    const buyer = await makeUser(t, { name: 'Nomsa' });
    const { chatId } = await call('POST', `/chats/shop/${shop.id}`, buyer.token, { productId: product!.id, message: 'Hello' });
    await call('POST', '/blocks', buyer.token, { userId: owner.id });

    const buyerSide = { blocked: true, blockedByMe: true };
    const ownerSide = { blocked: true, blockedByMe: false };
    expect(((await call('GET', '/chats', buyer.token)).chats as Chat[])[0]).toMatchObject({ id: chatId, ...buyerSide });
    expect(((await call('GET', '/chats', owner.token)).chats as Chat[])[0]).toMatchObject({ id: chatId, ...ownerSide });
    expect((await call('GET', `/chats/${chatId}`, buyer.token)).chat).toMatchObject(buyerSide);
    expect((await call('GET', `/chats/${chatId}`, owner.token)).chat).toMatchObject(ownerSide);
    expect(await call('POST', '/chats/check-exists', buyer.token, { shopId: shop.id })).toMatchObject({ exists: true, chat: buyerSide, ...buyerSide });
    expect(((await call('GET', '/conversations', buyer.token)).conversations as Conversation[])[0]).toMatchObject(buyerSide);
    expect(((await call('GET', '/conversations', owner.token)).conversations as Conversation[])[0]).toMatchObject(ownerSide);
    expect(await call('GET', `/conversations/${owner.id}/messages`, buyer.token)).toMatchObject({ conversation: buyerSide, ...buyerSide });
    expect(await call('GET', `/conversations/${buyer.id}/messages`, owner.token)).toMatchObject({ conversation: ownerSide, ...ownerSide });

    await call('DELETE', `/blocks/${owner.id}`, buyer.token);
    const clear = { blocked: false, blockedByMe: false };
    expect((await call('GET', `/chats/${chatId}`, buyer.token)).chat).toMatchObject(clear);
    expect((await call('GET', `/chats/${chatId}`, owner.token)).chat).toMatchObject(clear);
  });

  it('before any chat: Start Conversation and an empty dealer conversation already know of a block, and from which side', async () => {
    const { shop, owner } = await makeShop(t);
    const stranger = await makeUser(t);
    await call('POST', '/blocks', owner.token, { userId: stranger.id });
    expect(await call('POST', '/chats/check-exists', stranger.token, { shopId: shop.id })).toMatchObject({ exists: false, chat: null, blocked: true, blockedByMe: false });
    expect(await call('GET', `/conversations/${owner.id}/messages`, stranger.token)).toMatchObject({ conversation: null, blocked: true, blockedByMe: false });
    expect(await call('GET', `/conversations/${stranger.id}/messages`, owner.token)).toMatchObject({ conversation: null, blocked: true, blockedByMe: true });
    // Both ways: each is the blocker of their own block.
    await call('POST', '/blocks', stranger.token, { userId: owner.id });
    expect(await call('POST', '/chats/check-exists', stranger.token, { shopId: shop.id })).toMatchObject({ blocked: true, blockedByMe: true });
  });
});
