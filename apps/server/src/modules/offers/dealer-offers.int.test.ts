import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { offerSchema, type Offer } from '@sokoni/contracts/offers';
import { bearer } from '../../../test/factories.ts';
import { nextEvent, socketTestApp } from '../notifications/test-helpers.ts';
import { makeProducts, makeShop, makeUser, type TestUser } from '../social/test-data.ts';

// Issue 28 for vehicles: an offer on a dealer's car is a step of the dealer conversation (doc 2
// §2.5), seen and answered there by both people, live.
const live = socketTestApp();

const call = (method: 'GET' | 'POST', path: string, user: TestUser, payload?: object) =>
  live.t.app.inject({ method, url: `/api${path}`, ...(payload ? { payload } : {}), headers: bearer(user.token) });
async function dataOf(method: 'GET' | 'POST', path: string, user: TestUser, payload?: object) {
  const res = await call(method, path, user, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
}
const offerOf = async (method: 'GET' | 'POST', path: string, user: TestUser, payload?: object): Promise<Offer> => offerSchema.parse((await dataOf(method, path, user, payload)).offer);

type ConversationMessage = { content: string; senderId: string; offer?: Offer | null };
/** The dealer conversation's messages as `reader` sees them, opened by the other person's id. */
const conversationWith = async (reader: TestUser, otherId: string) => (await dataOf('GET', `/conversations/${otherId}/messages?limit=30`, reader)).messages as ConversationMessage[];

async function dealerWithCar() {
  const dealer = await makeUser(live.t, { name: 'Musa Motsa', role: 'dealer', isIdVerified: true });
  const { shop } = await makeShop(live.t, dealer, { name: 'Mbabane Motors' });
  const [car] = await makeProducts(live.t, shop, 1, { title: 'Toyota Hilux 2019', category: 'vehicles', priceAmount: 250_000, currency: 'SZL', attributes: { make: 'Toyota', model: 'Hilux', year: 2019 } });
  const buyer = await makeUser(live.t, { name: 'Zanele Dube' });
  return { dealer, shop, car: car!, buyer };
}

const bothNext = <E extends 'message:new' | 'offer:updated'>(sockets: Socket[], event: E) => Promise.all(sockets.map((socket) => nextEvent(socket, event)));

describe('an offer on a dealer’s vehicle', () => {
  it('lands in the dealer conversation, about the car, for both people', async () => {
    const { dealer, car, buyer } = await dealerWithCar();
    await dataOf('POST', '/conversations/messages', buyer, { receiverId: dealer.id, content: 'Is the Hilux still available?', carId: car.id });
    const offer = await offerOf('POST', `/products/${car.id}/offers`, buyer, { amount: 230_000, message: 'Cash this week' });

    // One conversation, the one they were already having: the question, then the offer's card.
    const seenByBuyer = await conversationWith(buyer, dealer.id);
    expect(seenByBuyer.map((m) => m.content.split(':')[0])).toEqual(['Is the Hilux still available?', 'Made an offer']);
    expect(seenByBuyer.at(-1)?.offer).toMatchObject({ id: offer.id, status: 'open', amount: 230_000, askingPrice: 250_000, madeBy: 'buyer' });
    expect((await conversationWith(dealer, buyer.id)).at(-1)?.offer).toMatchObject({ id: offer.id, status: 'open' });
    const [listed] = (await dataOf('GET', '/conversations', dealer)).conversations as { participantId: string; car: { id: string } | null; id: string }[];
    expect(listed).toMatchObject({ participantId: buyer.id, id: offer.chatId, car: { id: car.id } });
  });

  it('the dealer counters, declines or accepts there; each step is the dealer conversation’s newest message', async () => {
    const { dealer, car, buyer } = await dealerWithCar();
    const first = await offerOf('POST', `/products/${car.id}/offers`, buyer, { amount: 200_000 });
    await offerOf('POST', `/offers/${first.id}/decline`, dealer, { reason: 'Too low for this one' });
    expect((await conversationWith(buyer, dealer.id)).at(-1)).toMatchObject({ senderId: dealer.id, offer: { id: first.id, status: 'declined', reason: 'Too low for this one' } });

    const second = await offerOf('POST', `/products/${car.id}/offers`, buyer, { amount: 220_000 });
    const counter = await offerOf('POST', `/offers/${second.id}/counter`, dealer, { amount: 240_000 });
    expect(counter).toMatchObject({ madeBy: 'seller', parentOfferId: second.id, chatId: first.chatId });
    expect((await conversationWith(buyer, dealer.id)).at(-1)?.offer).toMatchObject({ id: counter.id, status: 'open', madeBy: 'seller' });

    await offerOf('POST', `/offers/${counter.id}/accept`, buyer);
    const seenByDealer = await conversationWith(dealer, buyer.id);
    expect(seenByDealer.map((m) => m.content.split(':')[0])).toEqual(['Made an offer', 'Declined the offer', 'Made an offer', 'Countered the offer', 'Accepted the offer']);
    // Each card shows its offer as it stands now: the first two closed, the counter accepted.
    expect(seenByDealer.map((m) => m.offer?.status)).toEqual(['declined', 'declined', 'countered', 'accepted', 'accepted']);
    const accepted = (await dataOf('GET', '/offers?role=seller&status=accepted', dealer)).offers as Offer[];
    expect(accepted.map((o) => [o.id, o.amount])).toEqual([[counter.id, 240_000]]);
  });

  it('each step reaches both people live: the dealer-style message carrying the card, and offer:updated for their offer lists', async () => {
    const { dealer, car, buyer } = await dealerWithCar();
    const pair = await Promise.all([live.socketOf(buyer.token), live.socketOf(dealer.token)]);
    const [arriving, listed] = [bothNext(pair, 'message:new'), bothNext(pair, 'offer:updated')];
    const offer = await offerOf('POST', `/products/${car.id}/offers`, buyer, { amount: 235_000 });
    for (const pushed of await arriving) {
      expect(pushed.chatId).toBe(offer.chatId);
      expect(pushed.message).toMatchObject({ offer: { id: offer.id, status: 'open' }, conversation: { senderId: buyer.id, offer: { id: offer.id, status: 'open' } } });
    }
    expect(await listed).toEqual([0, 1].map(() => ({ offerId: offer.id, status: 'open', chatId: offer.chatId })));
    const [answered, relisted] = [bothNext(pair, 'message:new'), bothNext(pair, 'offer:updated')];
    await offerOf('POST', `/offers/${offer.id}/accept`, dealer);
    for (const pushed of await answered) expect(pushed.message).toMatchObject({ conversation: { senderId: dealer.id, offer: { id: offer.id, status: 'accepted' } } });
    for (const update of await relisted) expect(update).toMatchObject({ offerId: offer.id, status: 'accepted' });
  });
});
