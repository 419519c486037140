import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, OFFER_TTL_MS, offerSchema, type Offer } from '@sokoni/contracts/offers';
import { bearer, expectError, expectFieldError } from '../../../test/factories.ts';
import { createTestApp, openSecondApp, type TestContext } from '../../../test/harness.ts';
import { offers } from '../../platform/db/tables/offers.ts';
import { makeListing, makeUser, type TestUser } from '../social/test-data.ts';

// Issue 28: offers haggled in the buyer↔shop chat — every transition, who may take each step, and
// the races (two steps at once: exactly one wins, the other gets 409 with the offer as it stands).
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestContext['app']['inject']>>;
const call = (method: 'GET' | 'POST', url: string, user: TestUser | null, payload?: object, key?: string) =>
  t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), headers: { ...(user ? bearer(user.token) : {}), ...(key ? { 'idempotency-key': key } : {}) } });
const offerOf = (res: Res): Offer => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return offerSchema.parse(res.json().data.offer);
};

/** A shop's listing at E1,000, its owner, and a buyer. */
async function haggle(overrides: Parameters<typeof makeListing>[1] = {}) {
  const { product, owner, shop } = await makeListing(t, { priceAmount: 1000, currency: 'SZL', ...overrides });
  const buyer = await makeUser(t, { name: 'Sipho Dlamini' });
  return { product, seller: owner, shop, buyer };
}

async function chatMessages(chatId: string, user: TestUser) {
  const res = await call('GET', `/chats/${chatId}/messages?limit=30`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.messages as { content: string; offer?: Offer | null }[];
}

describe('making an offer', () => {
  it('is an open offer in the listing currency, carried by a message in the buyer↔shop chat', async () => {
    const { product, seller, buyer, shop } = await haggle();
    const before = Date.now();
    const offer = offerOf(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 800, message: 'Cash today?' }));
    expect(offer).toMatchObject({ productId: product.id, shopId: shop.id, buyerId: buyer.id, amount: 800, currency: 'SZL', status: 'open', madeBy: 'buyer', askingPrice: 1000, parentOfferId: null, message: 'Cash today?' });
    expect(new Date(offer.expiresAt).getTime() - before).toBeGreaterThanOrEqual(OFFER_TTL_MS - 1000);
    expect(offer.chatId).toBeTruthy();
    for (const side of [buyer, seller]) {
      const messages = await chatMessages(offer.chatId!, side);
      expect(messages.at(-1)?.offer).toMatchObject({ id: offer.id, status: 'open', amount: 800 });
      expect(messages.at(-1)?.content).toMatch(/Made an offer: E\s?800/);
    }
    // The shop is away (no socket): it hears of the offer as a notification (and a push where it subscribed).
    await expect
      .poll(async () => ((await call('GET', '/notifications?limit=10', seller)).json().data.notifications as { message: string }[]).map((n) => n.message))
      .toContainEqual(expect.stringMatching(/Made an offer: E\s?800/));
  });

  it('refuses 0, an amount above the asking price, a missing amount, and a guest', async () => {
    const { product, buyer } = await haggle();
    expectFieldError(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 0 }), 'amount');
    expectFieldError(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 1000.01 }), 'amount', OFFER_MESSAGES.amountAboveAsking);
    expectFieldError(await call('POST', `/products/${product.id}/offers`, buyer, {}), 'amount');
    expectError(await call('POST', `/products/${product.id}/offers`, null, { amount: 500 }), 401);
    expectError(await call('POST', `/products/${randomUUID()}/offers`, buyer, { amount: 500 }), 404);
  });

  it('is not for your own listing, nor a sold, hidden or pending one', async () => {
    const own = await haggle();
    expectFieldError(await call('POST', `/products/${own.product.id}/offers`, own.seller, { amount: 500 }), 'productId', OFFER_MESSAGES.ownListing);
    for (const state of [{ status: 'sold' as const }, { isActive: false }, { status: 'pending' as const }]) {
      const { product, buyer } = await haggle(state);
      expectFieldError(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 500 }), 'productId', OFFER_MESSAGES.unavailable);
    }
  });

  it('replaces the buyer’s open offer: one open offer per buyer and listing', async () => {
    const { product, buyer } = await haggle();
    const first = offerOf(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 600 }));
    const second = offerOf(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 700 }));
    expect(offerOf(await call('GET', `/offers/${first.id}`, buyer)).status).toBe('withdrawn');
    const open = (await call('GET', '/offers?role=buyer&status=open', buyer)).json().data.offers as Offer[];
    expect(open.filter((o) => o.productId === product.id).map((o) => o.id)).toEqual([second.id]);
  });

  it('with an Idempotency-Key, a retried offer is the same offer', async () => {
    const { product, buyer } = await haggle();
    const key = randomUUID();
    const first = offerOf(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 650 }, key));
    const again = offerOf(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 650 }, key));
    expect(again.id).toBe(first.id);
    expect(again.status).toBe('open');
  });
});

describe('who may act on an offer', () => {
  it('only the buyer and the shop’s owner see or act on it; each step belongs to one side', async () => {
    const { product, seller, buyer } = await haggle();
    const stranger = await makeUser(t);
    const offer = offerOf(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 700 }));
    expectError(await call('GET', `/offers/${offer.id}`, stranger), 403, OFFER_MESSAGES.notAllowed);
    for (const step of ['accept', 'decline', 'withdraw']) expectError(await call('POST', `/offers/${offer.id}/${step}`, stranger, {}), 403);
    expectError(await call('POST', `/offers/${offer.id}/counter`, stranger, { amount: 800 }), 403);
    expectError(await call('GET', `/offers/${randomUUID()}`, buyer), 404, OFFER_MESSAGES.notFound);
    expectError(await call('POST', `/offers/${randomUUID()}/accept`, seller, {}), 404);
    // The buyer made it: the shop answers, the buyer may only withdraw.
    expectError(await call('POST', `/offers/${offer.id}/accept`, buyer, {}), 403, OFFER_MESSAGES.notYourTurn);
    expectError(await call('POST', `/offers/${offer.id}/counter`, buyer, { amount: 750 }), 403, OFFER_MESSAGES.notYourTurn);
    expectError(await call('POST', `/offers/${offer.id}/withdraw`, seller, {}), 403, OFFER_MESSAGES.onlyMaker);
    expect(offerOf(await call('GET', `/offers/${offer.id}`, seller)).status).toBe('open');
  });
});

describe('the steps of a haggle', () => {
  it('the shop accepts: the agreed price is the offer, and nothing more can happen to it', async () => {
    const { product, seller, buyer } = await haggle();
    const offer = offerOf(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 900 }));
    const accepted = offerOf(await call('POST', `/offers/${offer.id}/accept`, seller, {}));
    expect(accepted).toMatchObject({ status: 'accepted', amount: 900 });
    expect(accepted.decidedAt).toBeTruthy();
    const late = expectError(await call('POST', `/offers/${offer.id}/decline`, seller, {}), 409);
    expect(late.data).toMatchObject({ offer: { id: offer.id, status: 'accepted' } });
    expectError(await call('POST', `/offers/${offer.id}/withdraw`, buyer, {}), 409);
    const messages = await chatMessages(offer.chatId!, buyer);
    expect(messages.at(-1)).toMatchObject({ content: expect.stringMatching(/^Accepted the offer/), offer: { id: offer.id, status: 'accepted' } });
  });

  it('the shop declines with a reason; the buyer withdraws', async () => {
    const { product, seller, buyer } = await haggle();
    const first = offerOf(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 300 }));
    expect(offerOf(await call('POST', `/offers/${first.id}/decline`, seller, { reason: 'Too low' }))).toMatchObject({ status: 'declined', reason: 'Too low' });
    const second = offerOf(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 500 }));
    expect(offerOf(await call('POST', `/offers/${second.id}/withdraw`, buyer, {})).status).toBe('withdrawn');
  });

  it('a counter is an offer back, which the buyer accepts, declines or counters', async () => {
    const { product, seller, buyer } = await haggle();
    const offer = offerOf(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 700 }));
    expectFieldError(await call('POST', `/offers/${offer.id}/counter`, seller, { amount: 1200 }), 'amount', OFFER_MESSAGES.amountAboveAsking);
    const counter = offerOf(await call('POST', `/offers/${offer.id}/counter`, seller, { amount: 900, message: 'Best I can do' }));
    expect(counter).toMatchObject({ status: 'open', madeBy: 'seller', parentOfferId: offer.id, amount: 900, chatId: offer.chatId });
    expect(offerOf(await call('GET', `/offers/${offer.id}`, buyer)).status).toBe('countered');
    // Now it is the buyer's turn: the shop cannot accept its own counter.
    expectError(await call('POST', `/offers/${counter.id}/accept`, seller, {}), 403, OFFER_MESSAGES.notYourTurn);
    const back = offerOf(await call('POST', `/offers/${counter.id}/counter`, buyer, { amount: 800 }));
    expect(back).toMatchObject({ madeBy: 'buyer', parentOfferId: counter.id, status: 'open' });
    const final = offerOf(await call('POST', `/offers/${back.id}/counter`, seller, { amount: 850 }));
    expect(offerOf(await call('POST', `/offers/${final.id}/accept`, buyer, {}))).toMatchObject({ status: 'accepted', amount: 850 });
    const messages = await chatMessages(offer.chatId!, seller);
    expect(messages.map((m) => m.content.split(':')[0])).toEqual(['Made an offer', 'Countered the offer', 'Countered the offer', 'Countered the offer', 'Accepted the offer']);
  });

  it('the seller’s list puts the best open offer first; the buyer’s shows theirs', async () => {
    const { product, seller } = await haggle();
    const buyers = await Promise.all([700, 950, 800].map(async (amount) => {
      const buyer = await makeUser(t);
      offerOf(await call('POST', `/products/${product.id}/offers`, buyer, { amount }));
      return buyer;
    }));
    const open = (await call('GET', `/offers?role=seller&status=open&productId=${product.id}`, seller)).json().data.offers as Offer[];
    expect(open.map((o) => o.amount)).toEqual([950, 800, 700]);
    const mine = (await call('GET', '/offers?role=buyer', buyers[0]!)).json().data.offers as Offer[];
    expect(mine.map((o) => o.amount)).toEqual([700]);
    expect((await call('GET', '/offers?role=seller', buyers[0]!)).json().data.offers).toEqual([]);
  });
});

describe('a sale', () => {
  it('marking the listing sold at the accepted price declines the other open offers politely, in each chat', async () => {
    const { product, seller, buyer } = await haggle();
    const other = await makeUser(t);
    const winner = offerOf(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 900 }));
    const loser = offerOf(await call('POST', `/products/${product.id}/offers`, other, { amount: 800 }));
    offerOf(await call('POST', `/offers/${winner.id}/accept`, seller, {}));
    const sold = await t.app.inject({ method: 'PATCH', url: `/api/products/${product.id}/sold`, payload: { sold: true, soldPrice: 900 }, headers: bearer(seller.token) });
    expect(sold.statusCode, sold.body).toBe(200);
    const declined = offerOf(await call('GET', `/offers/${loser.id}`, other));
    expect(declined).toMatchObject({ status: 'declined', reason: OFFER_MESSAGES.soldToOther });
    expect((await chatMessages(loser.chatId!, other)).at(-1)?.content).toContain(OFFER_MESSAGES.soldToOther);
    expect(offerOf(await call('GET', `/offers/${winner.id}`, buyer)).status).toBe('accepted');
    // Sold: no more offers.
    expectFieldError(await call('POST', `/products/${product.id}/offers`, other, { amount: 850 }), 'productId', OFFER_MESSAGES.unavailable);
  });
});

describe('expiry', () => {
  it('an offer past 48 h is expired at once, cannot be accepted or countered, and the job marks it', async () => {
    const { product, seller, buyer } = await haggle();
    const offer = offerOf(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 700 }));
    await t.database.db.update(offers).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(offers.id, offer.id));
    expect(offerOf(await call('GET', `/offers/${offer.id}`, buyer)).status).toBe('expired');
    const refused = expectError(await call('POST', `/offers/${offer.id}/accept`, seller, {}), 409);
    expect(refused.data).toMatchObject({ offer: { status: 'expired' } });
    expectError(await call('POST', `/offers/${offer.id}/counter`, seller, { amount: 800 }), 409);
    expect((await call('GET', '/offers?role=buyer&status=expired', buyer)).json().data.offers.map((o: Offer) => o.id)).toContain(offer.id);
    expect(await t.app.expireOffersNow()).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row?.status).toBe('expired');
    // A new offer on the same listing is welcome after it.
    expect(offerOf(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 750 })).status).toBe('open');
  });
});

describe('races', () => {
  it('two accepts at once: one wins, the other gets 409 with the accepted offer', async () => {
    const { product, seller, buyer } = await haggle();
    const offer = offerOf(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 700 }));
    const results = await Promise.all([call('POST', `/offers/${offer.id}/accept`, seller, {}), call('POST', `/offers/${offer.id}/accept`, seller, {})]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().data.offer.status).toBe('accepted');
  });

  it('an accept during a withdraw: exactly one happens', async () => {
    const { product, seller, buyer } = await haggle();
    const offer = offerOf(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 700 }));
    const [accept, withdraw] = await Promise.all([call('POST', `/offers/${offer.id}/accept`, seller, {}), call('POST', `/offers/${offer.id}/withdraw`, buyer, {})]);
    expect([accept.statusCode, withdraw.statusCode].sort()).toEqual([200, 409]);
    const final = offerOf(await call('GET', `/offers/${offer.id}`, buyer)).status;
    expect(final).toBe(accept.statusCode === 200 ? 'accepted' : 'withdrawn');
  });

  it('a retried accept with its Idempotency-Key gets the accepted offer, not a 409', async () => {
    const { product, seller, buyer } = await haggle();
    const offer = offerOf(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 700 }));
    const key = randomUUID();
    expect(offerOf(await call('POST', `/offers/${offer.id}/accept`, seller, {}, key)).status).toBe('accepted');
    expect(offerOf(await call('POST', `/offers/${offer.id}/accept`, seller, {}, key)).status).toBe('accepted');
    expectError(await call('POST', `/offers/${offer.id}/accept`, seller, {}, randomUUID()), 409);
  });

  it('two offers from one buyer at once leave exactly one open', async () => {
    const { product, buyer } = await haggle();
    const results = await Promise.all([600, 650, 700].map((amount) => call('POST', `/products/${product.id}/offers`, buyer, { amount })));
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    const open = (await call('GET', `/offers?role=buyer&status=open&productId=${product.id}`, buyer)).json().data.offers as Offer[];
    expect(open).toHaveLength(1);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('races across two API processes (PostgreSQL)', () => {
  it('an accept on one process and a withdraw on the other: exactly one wins', async () => {
    const second = await openSecondApp(t);
    try {
      const { product, seller, buyer } = await haggle();
      const offer = offerOf(await call('POST', `/products/${product.id}/offers`, buyer, { amount: 700 }));
      const [accept, withdraw] = await Promise.all([
        call('POST', `/offers/${offer.id}/accept`, seller, {}),
        second.app.inject({ method: 'POST', url: `/api/offers/${offer.id}/withdraw`, payload: {}, headers: bearer(buyer.token) }),
      ]);
      expect([accept.statusCode, withdraw.statusCode].sort()).toEqual([200, 409]);
    } finally {
      await second.close();
    }
  });
});
