import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import { products, productVectors } from '../../platform/db/tables/products.ts';
import { createDraftingCatalog } from '../listings/repo.ts';
import { wordsOfKind } from './kinds.ts';
import { suggestPrice } from './price.ts';

// The drafter's questions to the real catalog (PGlite or PostgreSQL): only published listings of the same kind answer.
let t: TestContext;
let shopId = '';

beforeAll(async () => {
  t = await createTestApp();
  const who = await signUp(t.app);
  shopId = (await t.app.inject({ method: 'POST', url: '/api/shops', headers: bearer(who.accessToken) })).json().data.shop.id;
});
afterAll(async () => {
  await t?.close();
});

type Row = { title: string; category: string; price: number; status?: 'active' | 'pending' | 'draft' | 'sold' | 'archived'; currency?: string };
async function list(rows: Row[]) {
  const inserted = await t.database.db
    .insert(products)
    .values(rows.map((r, i) => ({ shopId, title: r.title, slug: `c-${Date.now()}-${i}`, category: r.category, priceAmount: r.price, currency: r.currency ?? 'SZL', status: r.status ?? 'active', city: '', country: 'SZ', media: [] })))
    .returning({ id: products.id });
  return inserted.map((r) => r.id);
}
const kind = (k: string) => ({ kind: k, words: wordsOfKind(k) });

describe('comparable prices for the drafter', () => {
  it('are published listings of the same kind, category and currency: never pending drafts, another kind or another currency', async () => {
    await list([
      { title: 'Toyota Corolla sedan', category: 'vehicles', price: 90_000 },
      { title: 'VW Polo, a small car', category: 'vehicles', price: 110_000 },
      { title: 'Car for sale', category: 'vehicles', price: 130_000, status: 'sold' },
      // Not comparables: drafts awaiting review, another kind in the category, another currency, an archived one.
      { title: 'Car for sale', category: 'vehicles', price: 9_000_000, status: 'pending' },
      { title: 'Car for sale', category: 'vehicles', price: 8_000_000, status: 'draft' },
      { title: 'Car for sale', category: 'vehicles', price: 7_000_000, status: 'archived' },
      { title: 'Isuzu bakkie', category: 'vehicles', price: 400_000 },
      { title: 'Scooter 125cc', category: 'vehicles', price: 20_000 },
      { title: 'Car for sale', category: 'vehicles', price: 2_000_000, currency: 'KES' },
      // "carpet" is not a car: whole words only.
      { title: 'Carpet, 2 by 3 m', category: 'vehicles', price: 500 },
    ]);
    const catalog = createDraftingCatalog(t.database.db);
    const prices = await catalog.comparablePrices('vehicles', 'SZL', kind('car'));
    expect(prices.sort((a, b) => a - b)).toEqual([90_000, 110_000, 130_000]);
    expect(suggestPrice(prices, 'SZL')).toMatchObject({ amount: 110_000, low: 100_000, high: 120_000, comparables: 3 });
    expect(await catalog.comparablePrices('vehicles', 'SZL', kind('truck'))).toEqual([400_000]);
    expect(await catalog.comparablePrices('home-garden', 'SZL', kind('car'))).toEqual([]);
  });

  it('fewer than 3 of the kind: no suggestion, however many other things the category holds', async () => {
    await list([
      { title: 'Teapot, white china', category: 'home-garden', price: 200 },
      { title: 'Teapot', category: 'home-garden', price: 250 },
      ...[1, 2, 3, 4, 5].map((i) => ({ title: `Sofa ${i}`, category: 'home-garden', price: 5_000 + i })),
    ]);
    const prices = await createDraftingCatalog(t.database.db).comparablePrices('home-garden', 'SZL', kind('teapot'));
    expect(prices).toHaveLength(2);
    expect(suggestPrice(prices, 'SZL')).toBeNull();
  });

  it('nearest listings are published ones only: a pending draft’s picture does not vote', async () => {
    const vector = Array.from({ length: 8 }, (_, i) => (i === 0 ? 1 : 0));
    const [published, pending, draft] = await list([
      { title: 'Lamp', category: 'home-garden', price: 100 },
      { title: 'Lamp', category: 'electronics', price: 100, status: 'pending' },
      { title: 'Lamp', category: 'baby-kids', price: 100, status: 'draft' },
    ]);
    for (const [productId, category] of [[published!, 'home-garden'], [pending!, 'electronics'], [draft!, 'baby-kids']] as const) {
      await t.database.db.insert(productVectors).values({ productId, category, vector });
    }
    const nearest = await createDraftingCatalog(t.database.db).nearestCategories(Float32Array.from(vector), 10);
    expect(nearest).toEqual([{ category: 'home-garden', similarity: 1 }]);
  });
});
