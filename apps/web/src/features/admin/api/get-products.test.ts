import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProducts } from './get-products.ts';

afterEach(() => vi.unstubAllGlobals());

describe('getProducts (admin)', () => {
  it('sends the visibility filter as the query string the schema reads (hidden=true|false, absent for both)', async () => {
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ success: true, data: { products: [], pagination: {} } }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await getProducts({ hidden: 'true' }, 1);
    await getProducts({ q: 'kettle', hidden: 'false' }, 2);
    await getProducts({}, 1);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/products?hidden=true&page=1&limit=20',
      '/api/admin/products?q=kettle&hidden=false&page=2&limit=20',
      '/api/admin/products?page=1&limit=20',
    ]);
  });
});
