import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@sokoni/contracts/catalog';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import type { ProductRow } from '../../platform/db/tables/products.ts';
import { createProducts, createShop } from './test-catalog.ts';

let t: TestContext;
let shopId: string;
let made: Record<string, ProductRow>;

// Issue 9: "Price High→Low" put KSh 980,000 above E499,900 and "Low→High" put "Contact for price" first.
beforeAll(async () => {
  t = await createTestApp();
  shopId = (await createShop(t.database.db)).id;
  const rows = await createProducts(t.database.db, shopId, [
    { title: 'Eswatini bakkie', priceAmount: 499_900, currency: 'SZL', country: 'SZ' },
    { title: 'Kenyan car', priceAmount: 980_000, currency: 'KES', country: 'KE' }, // ≈ E135,000
    { title: 'South African car', priceAmount: 200_000, currency: 'ZAR', country: 'ZA' },
    { title: 'Dollar phone', priceAmount: 100, currency: 'USD', country: 'SZ' }, // ≈ E1,780
    { title: 'Eswatini ask', priceAmount: 0, currency: 'SZL', country: 'SZ' },
    { title: 'Kenyan ask', priceAmount: 0, currency: 'KES', country: 'KE' },
  ]);
  made = Object.fromEntries(rows.map((r) => [r.title, r]));
});
afterAll(() => t.close());

async function titles(url: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}shopId=${shopId}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.products as Product[]).map((p) => p.title);
}
/** The two products without a price, in id order (their tie-break). */
const asks = (dir: 'asc' | 'desc') => {
  const two = [made['Eswatini ask']!, made['Kenyan ask']!].sort((a, b) => a.id.localeCompare(b.id)).map((p) => p.title);
  return dir === 'asc' ? two : two.reverse();
};

describe('price sorts compare prices in one currency', () => {
  it('sorts High→Low by the price in SZL, whatever the currency, with no price last', async () => {
    expect(await titles('/api/products?sort=price-high')).toEqual(['Eswatini bakkie', 'South African car', 'Kenyan car', 'Dollar phone', ...asks('desc')]);
  });

  it('sorts Low→High by the price in SZL, still with no price last', async () => {
    expect(await titles('/api/products?sort=price-low')).toEqual(['Dollar phone', 'Kenyan car', 'South African car', 'Eswatini bakkie', ...asks('asc')]);
  });

  it('keeps no price last when `order` flips the direction', async () => {
    expect((await titles('/api/products?sort=price-low&order=desc')).slice(-2)).toEqual(asks('desc'));
    expect((await titles('/api/products?sort=price-high&order=asc')).slice(-2)).toEqual(asks('asc'));
  });

  it('does the same in search and in the feed', async () => {
    expect(await titles('/api/products/search?q=car&sort=price-high')).toEqual(['South African car', 'Kenyan car']);
    expect(await titles('/api/users/feed?sort=price-high&market=all')).toEqual(['Eswatini bakkie', 'South African car', 'Kenyan car', 'Dollar phone', ...asks('desc')]);
    // Without a market the feed is the buyer's (a guest's: Eswatini) first, as Browse (issue 24.14).
    expect(await titles('/api/users/feed?sort=price-high')).toEqual(['Eswatini bakkie', 'Dollar phone', 'South African car', 'Kenyan car', 'Eswatini ask', 'Kenyan ask']);
  });
});

describe('a buyer’s own market first', () => {
  it('ranks the market’s products first among the priced ones, then the rest, then no price', async () => {
    expect(await titles('/api/products?sort=price-low&market=SZ')).toEqual(['Dollar phone', 'Eswatini bakkie', 'Kenyan car', 'South African car', 'Eswatini ask', 'Kenyan ask']);
    expect(await titles('/api/products?sort=price-high&market=KE')).toEqual(['Kenyan car', 'Eswatini bakkie', 'South African car', 'Dollar phone', 'Kenyan ask', 'Eswatini ask']);
  });

  it('walks the market-first order page by page with no overlap, gap or wrong total (market orders are read in parts)', async () => {
    for (const query of ['sort=price-high&market=SZ', 'sort=price-low&market=KE', 'market=ZA', 'sort=popular&market=SZ&order=asc']) {
      const whole = await titles(`/api/products?${query}&limit=20`);
      const walked: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}&limit=2&page=${page}&shopId=${shopId}` });
        walked.push(...(res.json().data.products as Product[]).map((p) => p.title));
        expect(res.json().data.pagination.total, query).toBe(6);
      }
      expect(walked, query).toEqual(whole);
    }
  });

  it('takes a country name too, and ranks the market first in the other sorts', async () => {
    expect(await titles('/api/products?sort=price-low&market=kenya')).toEqual(await titles('/api/products?sort=price-low&market=KE'));
    const newest = await titles('/api/products?market=KE');
    expect(newest.slice(0, 2).sort()).toEqual(['Kenyan ask', 'Kenyan car']);
    expect((await titles('/api/products?sort=popular&market=ZA'))[0]).toBe('South African car');
  });

  it('without a market (All countries) mixes every market by price', async () => {
    expect((await titles('/api/products?sort=price-low'))[1]).toBe('Kenyan car');
  });
});

describe('price filters', () => {
  it('compare the price in SZL too, and a product without a price matches no range', async () => {
    expect((await titles('/api/products?sort=price-low&maxPrice=200000'))).toEqual(['Dollar phone', 'Kenyan car', 'South African car']);
    expect((await titles('/api/products?sort=price-low&minPrice=150000'))).toEqual(['South African car', 'Eswatini bakkie']);
    expect((await titles('/api/products?sort=price-low&minPrice=0'))).toEqual(['Dollar phone', 'Kenyan car', 'South African car', 'Eswatini bakkie']);
  });
});
