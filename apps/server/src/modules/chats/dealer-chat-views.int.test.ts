import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chat } from '@sokoni/contracts/chats';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer } from '../../../test/factories.ts';
import { makeProducts, makeShop, makeUser } from '../social/test-data.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST';
const call = async (method: Method, url: string, token: string, payload?: unknown) => {
  const res = await t.app.inject({ method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }), headers: bearer(token) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
};

async function dealerWithCar() {
  const dealer = await makeUser(t, { name: 'Musa Motsa', role: 'dealer', isIdVerified: true });
  const { shop } = await makeShop(t, dealer, { name: 'Mbabane Motors' });
  const [car] = await makeProducts(t, shop, 1, { title: 'Toyota Hilux 2019', category: 'vehicles', attributes: { make: 'Toyota', model: 'Hilux', year: 2019 } });
  return { dealer, shop, car: car! };
}

describe('a chat with a dealer, whichever screen opens it', () => {
  it('a shop-style chat names the dealer as a dealer, and its last message says who wrote it (a direct chat too)', async () => {
    // A dealer without a shop yet: a direct chat, whose buyerId is only whoever wrote first.
    const dealer = await makeUser(t, { name: 'Musa Motsa', role: 'dealer' });
    const buyer = await makeUser(t, { name: 'Zanele' });
    await call('POST', '/conversations/messages', buyer.token, { receiverId: dealer.id, content: 'Is this still available?' });
    const buyerChat = ((await call('GET', '/chats', buyer.token)).chats as Chat[])[0]!;
    expect(buyerChat.recipient).toMatchObject({ type: 'user', userId: dealer.id, role: 'dealer' });
    const dealerChat = ((await call('GET', '/chats', dealer.token)).chats as Chat[])[0]!;
    expect(dealerChat.recipient).toMatchObject({ userId: buyer.id, role: 'customer' });
    // The dealer's list must not read the buyer's message as the dealer's own.
    expect(dealerChat.lastMessage).toMatchObject({ content: 'Is this still available?', senderUserId: buyer.id });
    await call('POST', '/conversations/messages', dealer.token, { receiverId: buyer.id, content: 'Yes' });
    expect(((await call('GET', '/chats', buyer.token)).chats as Chat[])[0]!.lastMessage).toMatchObject({ content: 'Yes', senderUserId: dealer.id });
  });

  it('a dealer with a shop is talked to as the dealership, with or without a car; Start Conversation learns the shop is a dealer’s', async () => {
    const { dealer, shop } = await dealerWithCar();
    const buyer = await makeUser(t);
    const sent = await call('POST', '/conversations/messages', buyer.token, { receiverId: dealer.id, content: 'Hello' });
    expect(sent.conversation.participant).toMatchObject({ name: 'Mbabane Motors', role: 'dealer', isVerified: true });
    expect(((await call('GET', '/chats', buyer.token)).chats as Chat[])[0]).toMatchObject({ shopId: shop.id, recipient: { type: 'shop', name: 'Mbabane Motors', role: 'dealer' } });
    expect((await call('POST', '/chats/check-exists', buyer.token, { shopId: shop.id })).seller).toEqual({ userId: dealer.id, role: 'dealer' });
    const { shop: plainShop, owner } = await makeShop(t);
    expect((await call('POST', '/chats/check-exists', buyer.token, { shopId: plainShop.id })).seller).toEqual({ userId: owner.id, role: 'customer' });
  });

  it('a new dealer conversation about a car already has the dealer (shop name, Verified, phone) and the car; only their own active car', async () => {
    const { dealer, shop, car } = await dealerWithCar();
    const buyer = await makeUser(t);
    const page = await call('GET', `/conversations/${dealer.id}/messages?carId=${car.id}`, buyer.token);
    expect(page).toMatchObject({
      messages: [],
      conversation: null,
      participant: { id: dealer.id, name: 'Mbabane Motors', role: 'dealer', phone: dealer.row.phoneNumber, isVerified: true },
      car: { id: car.id, make: 'Toyota', model: 'Hilux', year: 2019 },
    });
    const { shop: otherShop } = await makeShop(t);
    const [notTheirs] = await makeProducts(t, otherShop, 1);
    expect((await call('GET', `/conversations/${dealer.id}/messages?carId=${notTheirs!.id}`, buyer.token)).car).toBeNull();
    const [draft] = await makeProducts(t, shop, 1, { status: 'pending' });
    expect((await call('GET', `/conversations/${dealer.id}/messages?carId=${draft!.id}`, buyer.token)).car).toBeNull();
    // A customer's number is never shown.
    expect((await call('GET', `/conversations/${buyer.id}/messages`, dealer.token)).participant).toMatchObject({ role: 'customer', phone: null });
  });
});
