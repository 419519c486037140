import { describe, expect, it } from 'vitest';
import { ROUTES, screenExportName, VIEW_NAMES } from './route-table.ts';
import { pathForView, viewForLocation } from './views.ts';

describe('view URLs from the route table', () => {
  it('gives every view its own path, with path and query params', () => {
    expect(pathForView('tiktok')).toBe('/');
    expect(pathForView('become-seller')).toBe('/become-seller');
    expect(pathForView('detail', { id: 'abc 1' })).toBe('/products/abc%201');
    expect(pathForView('login', { mode: 'signup' })).toBe('/login?mode=signup');
    expect(() => pathForView('detail')).toThrow(/needs the parameter "id"/);
  });

  it('reads a URL back into a view (round trip)', () => {
    expect(viewForLocation('/')).toEqual({ view: 'tiktok', params: {} });
    expect(viewForLocation('/shops/s-9/')).toEqual({ view: 'shop-page', params: { id: 's-9' } });
    expect(viewForLocation('/aichat', '?q=red%20shoes')).toEqual({ view: 'aichat', params: { q: 'red shoes' } });
    expect(viewForLocation('/products/abc%201')).toEqual({ view: 'detail', params: { id: 'abc 1' } });
    expect(viewForLocation('/products/a/b')).toBeNull();
    expect(viewForLocation('/nowhere')).toBeNull();
  });

  it('matches every entry of the table at its own path and nowhere else', () => {
    for (const view of VIEW_NAMES) {
      const params = Object.fromEntries([...ROUTES[view].path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, 'x-1']));
      expect(viewForLocation(pathForView(view, params)), view).toEqual({ view, params });
    }
    expect(new Set(VIEW_NAMES.map((view) => ROUTES[view].path)).size).toBe(VIEW_NAMES.length);
  });

  it('keeps the spec’s view names as keys (doc 1 §2.1)', () => {
    for (const name of ['tiktok', 'browse', 'discover', 'aichat', 'detail', 'shop', 'account', 'wallet', 'settings', 'help', 'favorites', 'messages', 'chat', 'dealer', 'become-seller']) {
      expect(VIEW_NAMES).toContain(name);
    }
  });

  it('names a screen’s export after its file', () => {
    expect(screenExportName('product/product-detail-view.tsx')).toBe('ProductDetailView');
    expect(screenExportName('become-seller/become-seller-view.tsx')).toBe('BecomeSellerView');
  });
});
