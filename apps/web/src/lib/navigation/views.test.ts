import { describe, expect, it } from 'vitest';
import { pathForView, viewForLocation } from './views.ts';

describe('view URLs', () => {
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
    expect(viewForLocation('/nowhere')).toBeNull();
  });
});
