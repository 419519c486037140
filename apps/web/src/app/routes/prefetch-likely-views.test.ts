import { LIKELY_VIEWS_META } from '@sokoni/contracts/web-build';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

beforeEach(() => {
  vi.resetModules(); // the module remembers what it fetched ahead
  vi.useFakeTimers();
  const meta = document.createElement('meta');
  meta.name = LIKELY_VIEWS_META;
  meta.content = '/assets/browse-view.js /assets/discover-view.js';
  document.head.append(meta);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.useRealTimers();
  document.head.replaceChildren();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'connection');
});

async function prefetchAsAGuest() {
  const { prefetchLikelyViews } = await import('./prefetch-likely-views.ts');
  prefetchLikelyViews(false);
  await vi.runAllTimersAsync();
}

describe('prefetchLikelyViews', () => {
  it('fetches the likely views ahead once the page is idle', async () => {
    await prefetchAsAGuest();
    expect(prefetched()).toEqual(['/assets/browse-view.js', '/assets/discover-view.js']);
  });

  it('asks for one file per idle period, so no period holds the phone for long', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const { prefetchLikelyViews } = await import('./prefetch-likely-views.ts');
    prefetchLikelyViews(false);
    expect(prefetched()).toEqual([]);
    idle.shift()!();
    expect(prefetched()).toEqual(['/assets/browse-view.js']);
    idle.shift()!();
    expect(prefetched()).toEqual(['/assets/browse-view.js', '/assets/discover-view.js']);
    expect(idle).toHaveLength(0);
  });

  it('hands them to the service worker where one runs (a production build), which fetches them off the main thread', async () => {
    const postMessage = vi.fn();
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'serviceWorker', { value: { ready: Promise.resolve({ active: { postMessage } }) }, configurable: true });
    await prefetchAsAGuest();
    expect(prefetched()).toEqual([]);
    expect(postMessage).toHaveBeenCalledWith({ type: 'CACHE_URLS', payload: { urlsToCache: ['/assets/browse-view.js', '/assets/discover-view.js'] } });
  });

  it.each([
    ['Save-Data', () => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true })],
    ['a 3G connection', () => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '3g' }, configurable: true })],
    ["the viewer's data saver", () => localStorage.setItem('sokoni.dataSaver', '1')],
  ])('fetches nothing ahead on %s', async (_, dear) => {
    dear();
    await prefetchAsAGuest();
    expect(prefetched()).toEqual([]);
  });
});
