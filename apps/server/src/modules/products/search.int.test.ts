import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@sokoni/contracts/catalog';
import type { ProductRow } from '../../platform/db/tables/products.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { createProducts, createShop } from './test-catalog.ts';

let t: TestContext;
let shopId: string;
let made: Record<string, ProductRow>;

beforeAll(async () => {
  t = await createTestApp();
  const shop = await createShop(t.database.db);
  shopId = shop.id;
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  const rows = await createProducts(t.database.db, shopId, [
    { title: 'Samsung Galaxy A54', brand: 'Samsung', priceAmount: 7000, createdAt: minutesAgo(60) },
    { title: 'iPhone 13 Pro Max 256GB', brand: 'Apple', priceAmount: 15000, createdAt: minutesAgo(50) },
    { title: 'Leather handbag', category: 'fashion', description: 'Comes with a matching leather wallet', priceAmount: 900, createdAt: minutesAgo(40) },
    { title: 'Woven basket', category: 'crafts-art', searchExtra: 'sisal lutindzi', priceAmount: 250, createdAt: minutesAgo(30) },
    { title: 'Market bag', category: 'crafts-art', description: 'Folds into a small basket shape', priceAmount: 120, createdAt: minutesAgo(20) },
    { title: 'Toyota Corolla 2015', category: 'vehicles', priceAmount: 120000, createdAt: minutesAgo(10) },
    { title: 'Hidden Samsung charger', isActive: false },
  ]);
  made = Object.fromEntries(rows.map((r) => [r.title, r]));
});
afterAll(() => t.close());

async function search(q: string, extra = ''): Promise<{ products: Product[]; pagination: Record<string, unknown> }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/search?shopId=${shopId}&q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const titles = (r: { products: Product[] }) => r.products.map((p) => p.title);

describe('GET /api/products/search', () => {
  it.each([
    ['a typo', 'samsng', 'Samsung Galaxy A54'],
    ['two typos', 'samsng galxy', 'Samsung Galaxy A54'],
    ['a partial word', 'iphon', 'iPhone 13 Pro Max 256GB'],
    ['a word prefix', 'corol', 'Toyota Corolla 2015'],
    ['a word only in the description', 'wallet', 'Leather handbag'],
    ['a tag word', 'sisal', 'Woven basket'],
    ['any case', 'TOYOTA', 'Toyota Corolla 2015'],
    ['a stemmed plural', 'handbags', 'Leather handbag'],
  ])('finds by %s (%s)', async (_label, q, title) => {
    const r = await search(q);
    expect(titles(r)[0]).toBe(title);
  });

  it('looks for typos only when the words themselves match nothing', async () => {
    const shop = await createShop(t.database.db);
    await createProducts(t.database.db, shop.id, [{ title: 'Samsung Galaxy S21' }, { title: 'Samsonite suitcase' }]);
    const url = (q: string) => `/api/products/search?shopId=${shop.id}&q=${q}`;
    expect(titles((await t.app.inject(url('samsung'))).json().data)).toEqual(['Samsung Galaxy S21']);
    expect(titles((await t.app.inject(url('samsng'))).json().data)).toEqual(['Samsung Galaxy S21', 'Samsonite suitcase']);
  });

  it('never returns unlisted products', async () => {
    expect(titles(await search('samsung'))).not.toContain('Hidden Samsung charger');
    expect(titles(await search('charger'))).toEqual([]);
  });

  it('ranks title matches above description matches', async () => {
    const r = await search('basket');
    expect(titles(r).slice(0, 2)).toEqual(['Woven basket', 'Market bag']);
    expect(r.pagination).toMatchObject({ total: 2, currentPage: 1, totalPages: 1, hasMore: false });
  });

  it('follows an explicit sort instead of relevance', async () => {
    expect(titles(await search('basket', '&sort=price-low'))).toEqual(['Market bag', 'Woven basket']);
    expect(titles(await search('basket', '&sort=price-high'))).toEqual(['Woven basket', 'Market bag']);
    expect(titles(await search('basket', '&sort=newest&order=desc'))).toEqual(['Market bag', 'Woven basket']);
  });

  it('combines with filters and pages', async () => {
    expect(titles(await search('basket', '&maxPrice=200'))).toEqual(['Market bag']);
    expect(titles(await search('basket', '&category=crafts-art&condition=used'))).toEqual([]);
    const second = await search('basket', '&limit=1&page=2');
    expect(titles(second)).toEqual(['Market bag']);
    expect(second.pagination).toEqual({ currentPage: 2, totalPages: 2, total: 2, hasMore: false, hasNextPage: false });
    const past = await search('basket', '&limit=1&page=5');
    expect(past.products).toEqual([]);
    expect(past.pagination).toMatchObject({ total: 2, hasMore: false });
  });

  it('finds nothing for gibberish', async () => {
    expect((await search('qzxvkj')).products).toEqual([]);
  });

  it('with an empty q lists like /products', async () => {
    const all = await search('');
    const res = await t.app.inject({ method: 'GET', url: `/api/products?shopId=${shopId}` });
    expect(titles(all)).toEqual(titles(res.json().data));
    expect(all.products).toHaveLength(6);
    expect(titles(await search('   '))).toEqual(titles(all));
    expect(titles(await search('?!'))).toEqual(titles(all));
  });

  it('searches from /products?q= the same way', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?shopId=${shopId}&q=samsng` });
    expect(res.json().data.products[0].id).toBe(made['Samsung Galaxy A54']!.id);
  });

  it('accepts search syntax and odd text without failing', async () => {
    expect(titles(await search('"leather handbag"'))[0]).toBe('Leather handbag');
    expect(titles(await search('basket -woven'))).toEqual(['Market bag']);
    expect(titles(await search('toyota or iphone')).sort()).toEqual(['Toyota Corolla 2015', 'iPhone 13 Pro Max 256GB'].sort());
    for (const q of ["'", '&|!:*', '(a', 'the', 'a', '%_\\', 'Mbabane ñandú 東京']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/search?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    }
  });
});
