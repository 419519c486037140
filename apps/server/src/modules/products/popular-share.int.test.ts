import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@sokoni/contracts/catalog';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import type { ProductRow } from '../../platform/db/tables/products.ts';
import { createProducts, createShop } from './test-catalog.ts';

let t: TestContext;
let shopId: string;
let rows: ProductRow[];

// Issue 9: "Popular" was on every card. Twenty products all past doc 1 §2.8's bar (views above
// 100): only the top tenth by popularity may wear the badge.
beforeAll(async () => {
  t = await createTestApp();
  shopId = (await createShop(t.database.db)).id;
  rows = await createProducts(t.database.db, shopId, [
    ...Array.from({ length: 17 }, (_, i) => ({ title: `Ordinary ${i}`, viewsCount: 101 + i })),
    // Popularity 118, but likes 4 and views 106: past the bar through views only.
    { title: 'Liked a little', viewsCount: 106, likesCount: 4 },
    { title: 'Second best', viewsCount: 400 },
    { title: 'Best', viewsCount: 150, likesCount: 120 },
  ]);
});
afterAll(() => t.close());

async function popularTitles(url: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  const products = res.json().data.products as Product[];
  expect(products.length).toBeGreaterThan(0);
  for (const p of products) expect([undefined, true], p.title).toContain(p.isPopular);
  return products.filter((p) => p.isPopular).map((p) => p.title).sort();
}

describe('the Popular badge', () => {
  it('goes to the top tenth of the catalog only, in every list', async () => {
    expect(await popularTitles(`/api/products?shopId=${shopId}&limit=50`)).toEqual(['Best', 'Second best']);
    expect(await popularTitles(`/api/users/feed?shopId=${shopId}&limit=50`)).toEqual(['Best', 'Second best']);
    expect(await popularTitles(`/api/products/search?q=ordinary&limit=50`)).toEqual([]);
  });

  it('is in the product detail too', async () => {
    const detail = async (title: string) => {
      const id = rows.find((r) => r.title === title)!.id;
      return (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().data.product as Product;
    };
    expect((await detail('Best')).isPopular).toBe(true);
    expect((await detail('Ordinary 3')).isPopular).toBeUndefined();
  });

  it('follows the catalog: when most products are quiet, a few lively ones are popular', async () => {
    // 200 new products with no views: the top tenth is now anything above 0 that passes the bar.
    await createProducts(t.database.db, (await createShop(t.database.db)).id, 200);
    const popular = await popularTitles(`/api/products?shopId=${shopId}&limit=50`);
    expect(popular).toHaveLength(20);
  });
});
