import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_MESSAGES, IMAGE_FAILURE_SUGGESTIONS, IMAGE_FAILURE_SUGGESTIONS_IN, imageFailureChipOf } from '@sokoni/contracts/assistant';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, expectError, expectFieldError, signUp } from '../../../test/factories.ts';
import { createProducts, createShop } from '../products/test-catalog.ts';

let t: TestContext;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const phones = await createShop(db, { name: 'Manzini Mobile', city: 'Manzini' });
  const cars = await createShop(db, { name: 'Joburg Autos', city: 'Johannesburg', country: 'ZA' });
  const home = await createShop(db, { name: 'Mbabane Home', city: 'Mbabane' });
  const made = await createProducts(db, phones.id, [
    { title: 'Samsung Galaxy A14 with 50MP camera', brand: 'Samsung', subcategory: 'Phones & Tablets', priceAmount: 1800, condition: 'new', city: 'Manzini', description: 'Great camera, long battery life.' },
    { title: 'Tecno Spark 10 camera phone', brand: 'Tecno', subcategory: 'Phones & Tablets', priceAmount: 1500, condition: 'new', city: 'Manzini', description: 'Dual camera, 128GB.' },
    { title: 'Itel A70 smartphone', brand: 'Itel', subcategory: 'Phones & Tablets', priceAmount: 1200, condition: 'used', city: 'Manzini', description: 'Good condition, charger included.' },
    { title: 'Samsung Galaxy S21 Ultra camera king', brand: 'Samsung', subcategory: 'Phones & Tablets', priceAmount: 9500, condition: 'used', city: 'Manzini', description: 'Amazing 108MP camera.' },
    { title: 'iPhone 11 64GB', brand: 'Apple', subcategory: 'Phones & Tablets', priceAmount: 4500, condition: 'used', city: 'Mbabane', description: 'Battery health 85%.' },
    { title: 'Samsung 43 inch smart TV', brand: 'Samsung', subcategory: 'TV & Audio', priceAmount: 3900, condition: 'new', city: 'Manzini', description: 'Full HD smart television.' },
  ]);
  const vehicles = await createProducts(db, cars.id, [
    { title: '2019 Toyota Hilux 2.4 GD-6 double cab', brand: 'Toyota', category: 'vehicles', subcategory: 'Bakkies & Trucks', priceAmount: 145000, currency: 'ZAR', condition: 'used', city: 'Johannesburg', country: 'ZA', attributes: { make: 'Toyota', model: 'Hilux', year: 2019, mileage: 85000 } },
    { title: '2016 Nissan NP200 bakkie', brand: 'Nissan', category: 'vehicles', subcategory: 'Bakkies & Trucks', priceAmount: 89000, currency: 'ZAR', condition: 'used', city: 'Johannesburg', country: 'ZA', attributes: { make: 'Nissan', model: 'NP200', year: 2016, mileage: 120000 } },
    { title: '2021 Ford Ranger Wildtrak', brand: 'Ford', category: 'vehicles', subcategory: 'Bakkies & Trucks', priceAmount: 420000, currency: 'ZAR', condition: 'used', city: 'Johannesburg', country: 'ZA', attributes: { make: 'Ford', model: 'Ranger', year: 2021, mileage: 40000 } },
    { title: '2015 VW Polo Vivo hatch', brand: 'Volkswagen', category: 'vehicles', subcategory: 'Cars', priceAmount: 110000, currency: 'ZAR', condition: 'used', city: 'Johannesburg', country: 'ZA', attributes: { make: 'Volkswagen', model: 'Polo Vivo', year: 2015, mileage: 98000 } },
  ]);
  const furniture = await createProducts(db, home.id, [
    { title: 'Grey three-seater sofa', category: 'home-garden', subcategory: 'Furniture', priceAmount: 4200, condition: 'new', description: 'Comfortable fabric couch.' },
    { title: 'Leather couch, brown', category: 'home-garden', subcategory: 'Furniture', priceAmount: 6500, condition: 'used', description: 'Genuine leather sofa.' },
    { title: 'Red wedding dress', category: 'fashion', subcategory: 'Women', priceAmount: 2500, condition: 'new', description: 'Elegant gown for weddings.' },
  ]);
  for (const p of [...made, ...vehicles, ...furniture]) ids[p.title] = p.id;
});
afterAll(() => t?.close());

type Card = { id: string; title: string; category: string; price: { amount: number; currency: string }; condition: string };
const chat = (body: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/ai/chat', payload: body, headers });
const guest = (key: string) => ({ 'x-guest-key': key });

describe('POST /api/ai/chat', () => {
  it('finds phones under a stated cap, says what it understood, and offers refinements', async () => {
    const res = await chat({ message: 'cheap phone under E2000 with a good camera', sessionId: 'test_session_phone_1' }, guest('guest-key-aaaaaaaaaaaa'));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.sessionId).toBe('test_session_phone_1');
    expect(data.needsClarification).toBe(false);
    expect(data.source).toBe('builtin');
    const products = data.products as Card[];
    expect(products.length).toBeGreaterThanOrEqual(2);
    for (const p of products) {
      expect(p.category).toBe('electronics');
      expect(p.price.amount).toBeLessThanOrEqual(2000);
    }
    // The camera phones rank above the one that does not mention a camera.
    expect(products[0]!.title).toMatch(/camera/i);
    expect(data.message).toMatch(/E2,000/);
    expect(data.matches[0]).toMatchObject({ productId: products[0]!.id, matchScore: expect.any(Number) });
    expect(data.matches[0].reasons).toContain('Under your budget');
    expect(data.suggestedActions.length).toBeGreaterThan(0);
  });

  it('refines a search with follow-ups ("cheaper") and starts a new one when the shopper changes subject', async () => {
    const headers = guest('guest-key-bbbbbbbbbbbb');
    const first = (await chat({ message: 'samsung phone', sessionId: 'test_session_follow' }, headers)).json().data;
    const firstPrices = (first.products as Card[]).map((p) => p.price.amount);
    expect(firstPrices.length).toBeGreaterThanOrEqual(2);
    const cheaper = (await chat({ message: 'cheaper', sessionId: 'test_session_follow' }, headers)).json().data;
    const cheaperProducts = cheaper.products as Card[];
    expect(cheaperProducts.length).toBeGreaterThan(0);
    const middle = [...firstPrices].sort((a, b) => a - b)[Math.floor((firstPrices.length - 1) / 2)]!;
    expect(Math.max(...cheaperProducts.map((p) => p.price.amount))).toBeLessThan(middle);
    // Asked again when one listing is left, "cheaper" never shows that same listing at its same price.
    const single = (await chat({ message: 'samsung phone under E1900', sessionId: 'test_session_single' }, headers)).json().data;
    const again = (await chat({ message: 'cheaper', sessionId: 'test_session_single' }, headers)).json().data;
    const floor = Math.min(...(single.products as Card[]).map((p) => p.price.amount));
    expect((again.products as Card[]).every((p) => p.price.amount < floor)).toBe(true);
    const cars = (await chat({ message: 'show me bakkies instead', sessionId: 'test_session_follow' }, headers)).json().data;
    expect((cars.products as Card[]).every((p) => p.category === 'vehicles')).toBe(true);
  });

  it('reads rand prices and local words: a bakkie under R150k', async () => {
    const data = (await chat({ message: 'bakkie under R150k', sessionId: 'test_session_bakkie' })).json().data;
    const titles = (data.products as Card[]).map((p) => p.title);
    expect(titles).toContain('2019 Toyota Hilux 2.4 GD-6 double cab');
    expect(titles).toContain('2016 Nissan NP200 bakkie');
    expect(titles).not.toContain('2021 Ford Ranger Wildtrak');
  });

  it('asks when the message is too vague, with searches to try', async () => {
    const data = (await chat({ message: 'hi', sessionId: 'test_session_vague' })).json().data;
    expect(data.needsClarification).toBe(true);
    expect(data.products).toEqual([]);
    expect(data.suggestions.length).toBeGreaterThan(0);
  });

  it('answers a picture it cannot read yet with doc 2 §8’s words', async () => {
    const data = (await chat({ sessionId: 'test_session_image', attachments: [{ type: 'image', url: '/media/x.webp', key: 'x.webp', mimeType: 'image/webp' }] })).json().data;
    expect(data.message).toBe(ASSISTANT_MESSAGES.imageFailure);
    expect(data.suggestions).toEqual([...IMAGE_FAILURE_SUGGESTIONS]);
  });

  it('words those chips in the shopper\'s language, each still known for what it does (issue 29)', async () => {
    const picture = { attachments: [{ type: 'image', url: '/media/x.webp', key: 'x.webp', mimeType: 'image/webp' }] };
    for (const language of ['ss', 'sw'] as const) {
      const data = (await chat({ sessionId: `test_session_image_${language}`, ...picture }, { 'accept-language': language })).json().data;
      expect(data.message).not.toBe(ASSISTANT_MESSAGES.imageFailure);
      expect(data.suggestions).toEqual([...IMAGE_FAILURE_SUGGESTIONS_IN[language]]);
      expect(data.suggestions.map(imageFailureChipOf)).toEqual(['another-photo', 'describe', 'browse']);
    }
  });

  it('refuses an empty message, a file that is not an image and a bad session id', async () => {
    expectFieldError(await chat({ message: '   ' }), 'message', ASSISTANT_MESSAGES.needsInput);
    expectFieldError(await chat({ attachments: [{ type: 'application/pdf', url: '/media/a.pdf', mimeType: 'application/pdf' }] }), 'attachments', ASSISTANT_MESSAGES.imagesOnly);
    expectFieldError(await chat({ message: 'phone', sessionId: "x'; drop table users;--" }), 'sessionId');
  });

  it('finds a listing through a typo', async () => {
    const sofa = (await chat({ message: 'sofaa' })).json().data;
    expect((sofa.products as Card[])[0]?.title).toBe('Grey three-seater sofa');
    const couch = (await chat({ message: 'leathr couch' })).json().data;
    expect((couch.products as Card[])[0]?.title).toBe('Leather couch, brown');
  });

  it('takes an absurd number as no number, in the search and in the follow-up after it', async () => {
    const headers = guest('guest-key-eeeeeeeeeeee');
    const first = await chat({ message: `phones between 1 and 1${'0'.repeat(400)}`, sessionId: 'test_session_huge' }, headers);
    expect(first.statusCode, first.body).toBe(200);
    const next = await chat({ message: 'only new ones', sessionId: 'test_session_huge' }, headers);
    expect(next.statusCode, next.body).toBe(200);
    expect((next.json().data.products as Card[]).length).toBeGreaterThan(0);
  });

  it('makes a session id when none is sent', async () => {
    const data = (await chat({ message: 'sofa' })).json().data;
    expect(data.sessionId).toMatch(/^sokoni_\d+_[0-9a-f]{12}$/);
    expect((data.products as Card[])[0]!.title).toMatch(/sofa|couch/i);
  });
});

describe('the reply’s words and the cards’ scores', () => {
  type Match = { productId: string; matchScore: number };
  /** The product a reply calls the best (or the closest), if it names one. */
  const namedAsBest = (message: string, products: Card[]) =>
    /\b(best|closest)\b/i.test(message) ? products.find((p) => message.includes(p.title)) ?? null : undefined;

  it('calls best only the first card, and no card after it scores higher (doc 2 §3 matchScore)', async () => {
    const headers = guest('guest-key-ffffffffffff');
    const turns: [string, string][] = [
      ['cheap phone', 'test_session_words_1'],
      ['cheapest phone', 'test_session_words_2'],
      ['most expensive phone', 'test_session_words_3'],
      ['newest phones', 'test_session_words_4'],
      ['samsung phone', 'test_session_words_5'],
      ['cheaper', 'test_session_words_5'],
      ['phone under E5000 with a good camera', 'test_session_words_6'],
      ['used cars', 'test_session_words_7'],
      ['sofa', 'test_session_words_8'],
    ];
    let named = 0;
    for (const [message, sessionId] of turns) {
      const data = (await chat({ message, sessionId }, headers)).json().data;
      const products = data.products as Card[];
      const scores = (data.matches as Match[]).map((m) => m.matchScore);
      expect((data.matches as Match[]).map((m) => m.productId), message).toEqual(products.map((p) => p.id));
      const best = namedAsBest(data.message, products);
      if (best === undefined) continue;
      named += 1;
      expect(best?.id, `${message}: ${data.message}`).toBe(products[0]!.id);
      expect(Math.max(...scores.slice(1)), `${message}: ${data.message} ${scores.join(',')}`).toBeLessThanOrEqual(scores[0]!);
    }
    expect(named).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  it('lists, restores and clears only the owner’s sessions', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const sessionId = `user_session_${Date.now()}`;
    await chat({ message: 'samsung phone under 2000', sessionId }, bearer(a.accessToken));
    await chat({ message: 'only new ones', sessionId }, bearer(a.accessToken));

    const listed = (await t.app.inject({ method: 'GET', url: '/api/ai/sessions?limit=10', headers: bearer(a.accessToken) })).json().data.sessions;
    expect(listed[0]).toMatchObject({ sessionId, preview: 'samsung phone under 2000', messageCount: 4, stashedAt: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: '/api/ai/sessions', headers: bearer(b.accessToken) })).json().data.sessions).toEqual([]);

    const history = (await t.app.inject({ method: 'GET', url: `/api/ai/sessions/${sessionId}/history`, headers: bearer(a.accessToken) })).json().data.history;
    expect(history.map((h: { role: string }) => h.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(history[1].products.length).toBeGreaterThan(0);
    // Each card keeps the score and reasons it was shown with.
    expect(history[1].matches.map((m: { productId: string }) => m.productId)).toEqual(history[1].products.map((p: Card) => p.id));
    expect(history[1].matches[0]).toMatchObject({ matchScore: expect.any(Number), reasons: expect.any(Array) });
    expect(history[0].matches).toEqual([]);
    expect(history[3].products.every((p: Card) => p.condition === 'new')).toBe(true);

    expectError(await t.app.inject({ method: 'GET', url: `/api/ai/sessions/${sessionId}/history`, headers: bearer(b.accessToken) }), 403, ASSISTANT_MESSAGES.notYourSession);
    expectError(await chat({ message: 'phones', sessionId }, bearer(b.accessToken)), 403);
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/ai/sessions/${sessionId}`, headers: bearer(b.accessToken) }), 403);
    expectError(await t.app.inject({ method: 'GET', url: `/api/ai/sessions/${sessionId}/history`, headers: guest('guest-key-cccccccccccc') }), 403);

    const cleared = await t.app.inject({ method: 'DELETE', url: `/api/ai/sessions/${sessionId}`, headers: bearer(a.accessToken) });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.newSessionId).toMatch(/^sokoni_/);
    expect((await t.app.inject({ method: 'GET', url: `/api/ai/sessions/${sessionId}/history`, headers: bearer(a.accessToken) })).json().data.history).toEqual([]);
  });

  it('keeps a guest’s sessions under their key; a guest without a key keeps none', async () => {
    const headers = guest('guest-key-dddddddddddd');
    await chat({ message: 'leather couch', sessionId: 'guest_session_1' }, headers);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/ai/sessions', headers })).json().data.sessions;
    expect(listed.map((s: { sessionId: string }) => s.sessionId)).toEqual(['guest_session_1']);
    expect((await t.app.inject({ method: 'GET', url: '/api/ai/sessions' })).json().data.sessions).toEqual([]);
  });
});

describe('POST /api/ai/search', () => {
  it('gives AI-matched products with a score, reasons, a lifestyle sentence and the market position', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/ai/search', payload: { query: 'bakkie under R150k', limit: 10 } });
    expect(res.statusCode, res.body).toBe(200);
    const { results, understood } = res.json().data;
    expect(understood).toMatch(/R150,000/);
    expect(results.length).toBe(2);
    for (const r of results) {
      expect(r.product.category).toBe('vehicles');
      expect(r.product.price.amount).toBeLessThanOrEqual(150_000);
      expect(r.matchScore).toBeGreaterThan(0);
      expect(r.matchScore).toBeLessThanOrEqual(100);
      expect(r.reasons.length).toBeGreaterThan(0);
      expect(['below', 'fair', 'above']).toContain(r.pricingInsight.marketPosition);
      expect(r.lifestyleMatch).toMatch(/Johannesburg/);
    }
    expect(results[0].reasons).toContain('Under your budget');
  });

  it('needs a query or a picture', async () => {
    expectFieldError(await t.app.inject({ method: 'POST', url: '/api/ai/search', payload: {} }), 'query');
  });
});
