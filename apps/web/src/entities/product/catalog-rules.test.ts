import { isPopular } from '@sokoni/contracts/catalog';
import { displayPrice } from '@sokoni/contracts/money';
import { describe, expect, it } from 'vitest';
import { feedRetry, feedRetryDelay } from './api/get-feed.ts';
import { ApiError } from '@/lib/api/api-error.ts';
import { mapProductsIn } from './product-cache.ts';
import { srcSetOf, stillOf } from './media.ts';
import { makeProduct } from '@/test/catalog-factories.ts';

describe('catalog display rules', () => {
  it('shows a price only above 0 (doc 1 §5)', () => {
    expect(displayPrice(1250, 'SZL')).toBe('E1,250.00');
    expect(displayPrice(0, 'SZL')).toBe('Contact for price');
    expect(displayPrice(undefined, undefined)).toBe('Contact for price');
  });

  it('marks popular only what the server flags (its top share), not every product past doc 1 §2.8’s bar', () => {
    expect(isPopular({ isPopular: true })).toBe(true);
    expect(isPopular({ isPopular: false })).toBe(false);
    expect(isPopular({})).toBe(false);
  });

  it('retries the feed 3 times, 1 s × the attempt apart, but never a 4xx (doc 1 §4.4)', () => {
    expect([0, 1, 2].map(feedRetryDelay)).toEqual([1000, 2000, 3000]);
    expect(feedRetry(0, new ApiError('Network error', 0))).toBe(true);
    expect(feedRetry(2, new ApiError('Internal server error', 500))).toBe(true);
    expect(feedRetry(3, new ApiError('Internal server error', 500))).toBe(false);
    expect(feedRetry(0, new ApiError('Validation failed', 422))).toBe(false);
  });

  it('uses the image variants for srcset and a video poster as its still', () => {
    const image = { key: 'a', type: 'image' as const, url: '/media/a.webp', variants: [{ width: 640, url: '/media/a-640.webp' }, { width: 320, url: '/media/a-320.webp' }] };
    expect(srcSetOf(image)).toBe('/media/a-320.webp 320w, /media/a-640.webp 640w');
    expect(stillOf({ key: 'v', type: 'video', url: '/media/v.mp4', poster: '/media/v.jpg' })).toBe('/media/v.jpg');
  });

  it('maps products in every cached shape and keeps untouched branches identical', () => {
    const a = makeProduct();
    const b = makeProduct();
    const infinite = { pages: [{ products: [a] }, { products: [b] }], pageParams: [1, 2] };
    const next = mapProductsIn(infinite, (p) => (p.id === b.id ? { ...p, likes: 99 } : p));
    expect(next.pages[0]).toBe(infinite.pages[0]);
    expect(next.pages[1]!.products[0]!.likes).toBe(99);
    expect(mapProductsIn(infinite, (p) => p)).toBe(infinite);
  });
});
