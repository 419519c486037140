import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@sokoni/contracts/catalog';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { createProducts, createShop } from './test-catalog.ts';

let t: TestContext;
let shopId: string;

// Issue 9: "phone" found a TV first. The listings are the demo catalog's, with their search
// words as the seed writes them (subcategory, tags, attribute values).
beforeAll(async () => {
  t = await createTestApp();
  shopId = (await createShop(t.database.db)).id;
  await createProducts(t.database.db, shopId, [
    {
      title: 'Phone Mirror Smart TV 43"',
      category: 'electronics',
      subcategory: 'TV & Audio',
      description: 'Crisp colour and a slim design, with screen mirroring from your phone. Phone remote app included.',
      searchExtra: 'TV & Audio tv samsung smart tv phone',
    },
    {
      title: 'Hikvision 4-Camera CCTV Kit 1080p',
      category: 'electronics',
      subcategory: 'Accessories',
      description: 'Night vision cameras, 1 TB recorder and phone viewing.',
      searchExtra: 'Accessories cctv security cameras',
    },
    {
      title: 'Samsung Galaxy A54',
      category: 'electronics',
      subcategory: 'Phones & Tablets',
      description: '128 GB, dual SIM, 50 MP camera.',
      searchExtra: 'Phones & Tablets samsung android 128GB',
    },
    {
      title: 'Nokia 105 feature phone',
      category: 'electronics',
      subcategory: 'Phones & Tablets',
      description: 'A week of battery.',
      searchExtra: 'Phones & Tablets nokia',
    },
    {
      title: 'Toyota Corolla 2015',
      category: 'vehicles',
      subcategory: 'Cars',
      description: 'Bluetooth for your phone, one owner.',
      searchExtra: 'Cars toyota sedan',
    },
    {
      title: 'Toyota Hilux bakkie',
      category: 'vehicles',
      subcategory: 'Bakkies & Trucks',
      description: 'Tow bar. Better than any car for the farm.',
      searchExtra: 'Bakkies & Trucks toyota',
    },
  ]);
});
afterAll(() => t.close());

async function titles(q: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/search?shopId=${shopId}&q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.products as Product[]).map((p) => p.title);
}

describe('search for a category word', () => {
  it('ranks that category first: "phone" gives the phones, then what merely mentions a phone', async () => {
    const found = await titles('phone');
    expect(found.slice(0, 2).sort()).toEqual(['Nokia 105 feature phone', 'Samsung Galaxy A54']);
    expect(found).toContain('Phone Mirror Smart TV 43"');
  });

  it('knows plurals and common other words for a category', async () => {
    expect((await titles('phones')).slice(0, 2).sort()).toEqual(['Nokia 105 feature phone', 'Samsung Galaxy A54']);
    expect((await titles('smartphone samsung'))[0]).toBe('Samsung Galaxy A54');
    expect((await titles('car toyota'))[0]).toBe('Toyota Corolla 2015');
    expect((await titles('tv'))[0]).toBe('Phone Mirror Smart TV 43"');
  });

  it('leaves other searches and explicit sorts alone', async () => {
    expect((await titles('nokia'))[0]).toBe('Nokia 105 feature phone');
    const res = await t.app.inject({ method: 'GET', url: `/api/products/search?shopId=${shopId}&q=phone&sort=newest&order=desc` });
    expect((res.json().data.products as Product[])[0]!.title).toBe('Toyota Corolla 2015');
  });
});
