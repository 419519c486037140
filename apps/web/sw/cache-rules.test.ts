import { describe, expect, it } from 'vitest';
import { isAppNavigation, isBuildAsset, isCacheableImage, isPublicCatalogApi, isReadAfterWrite, isStorableReply } from './cache-rules.ts';

const origin = 'https://sokoni.example';
const at = (path: string, base = origin) => new URL(path, base);

describe('isPublicCatalogApi', () => {
  it.each([
    '/api/users/feed?page=1&limit=10',
    '/api/products?page=1&limit=20&market=SZ',
    '/api/products/search?q=phone',
    '/api/products/category/electronics',
    '/api/products/7d1c6a2e-0b7e-4f44-9c4b-1f0d2e3a4b5c',
    '/api/products/abc/comments?page=1',
    '/api/products/abc/similar',
    '/api/shops/abc',
    '/api/shops/abc/products?page=2',
    '/api/countries',
  ])('keeps the public catalogue: %s', (path) => {
    expect(isPublicCatalogApi(at(path), origin)).toBe(true);
  });

  it.each([
    '/api/chats',
    '/api/chats/abc/messages',
    '/api/conversations',
    '/api/notifications',
    '/api/notifications/settings',
    '/api/users/me',
    '/api/users/me/liked-products',
    '/api/users/me/bookmarks',
    '/api/shops/me',
    '/api/shops/me/following',
    '/api/shops/check-slug?slug=x',
    '/api/shops/abc/stats',
    '/api/products/abc/stats',
    '/api/products/abc/inquiries',
    '/api/products/abc/likes',
    '/api/admin/users',
    '/api/ai/sessions',
    '/api/wallet',
    '/api/media/private/chat/a.jpg?exp=1&sig=x',
    '/api/auth/refresh',
    '/api/health',
  ])('never keeps private or operational data: %s', (path) => {
    expect(isPublicCatalogApi(at(path), origin)).toBe(false);
  });

  it('only reads from this origin, never writes', () => {
    expect(isPublicCatalogApi(at('/api/products', 'https://elsewhere.example'), origin)).toBe(false);
    expect(isPublicCatalogApi(at('/api/products/abc'), origin, 'POST')).toBe(false);
  });
});

describe('isReadAfterWrite', () => {
  it('waits for the network on a product’s comments, which the reader reads again after posting', () => {
    expect(isReadAfterWrite(at('/api/products/abc/comments?page=1'))).toBe(true);
    expect(isReadAfterWrite(at('/api/products/abc'))).toBe(false);
    expect(isReadAfterWrite(at('/api/products/abc/similar'))).toBe(false);
  });
});

describe('isCacheableImage', () => {
  it('keeps public pictures, here or on the media CDN', () => {
    expect(isCacheableImage(at('/media/products/a/poster.jpg'), origin, 'image')).toBe(true);
    expect(isCacheableImage(at('/p/a.webp', 'https://cdn.example'), origin, 'image')).toBe(true);
  });

  it('keeps a warm-up address by its file name only', () => {
    expect(isCacheableImage(at('/media/products/a/poster.webp'), origin, '')).toBe(true);
    expect(isCacheableImage(at('/media/products/a/video.mp4'), origin, '')).toBe(false);
  });

  it('never keeps signed private media, videos or other files', () => {
    expect(isCacheableImage(at('/api/media/private/chat/a.jpg?exp=1&sig=abc'), origin, 'image')).toBe(false);
    expect(isCacheableImage(at('/p/a.jpg?exp=1&sig=abc', 'https://cdn.example'), origin, 'image')).toBe(false);
    expect(isCacheableImage(at('/media/products/a/video.mp4'), origin, 'video')).toBe(false);
    expect(isCacheableImage(at('/favicon.svg'), origin, 'image')).toBe(false);
  });
});

describe('isStorableReply', () => {
  it('stores a plain 200', () => {
    expect(isStorableReply(200, null)).toBe(true);
    expect(isStorableReply(200, 'public, max-age=60')).toBe(true);
    expect(isStorableReply(200, 'no-cache')).toBe(true);
  });

  it('refuses errors, opaque replies and replies that forbid storing', () => {
    expect(isStorableReply(0, null)).toBe(false);
    expect(isStorableReply(404, null)).toBe(false);
    expect(isStorableReply(206, null)).toBe(false);
    expect(isStorableReply(200, 'no-store')).toBe(false);
    expect(isStorableReply(200, 'private, max-age=600')).toBe(false);
  });
});

describe('isBuildAsset and isAppNavigation', () => {
  it('tells the build’s hashed files', () => {
    expect(isBuildAsset(at('/assets/browse-view-Ab12.js'), origin)).toBe(true);
    expect(isBuildAsset(at('/media/a.jpg'), origin)).toBe(false);
  });

  it('opens the app’s pages from the shell, not the API or files', () => {
    expect(isAppNavigation(at('/browse'), origin, 'navigate')).toBe(true);
    expect(isAppNavigation(at('/products/abc'), origin, 'navigate')).toBe(true);
    expect(isAppNavigation(at('/api/docs'), origin, 'navigate')).toBe(false);
    expect(isAppNavigation(at('/media/a.jpg'), origin, 'navigate')).toBe(false);
    expect(isAppNavigation(at('/browse'), origin, 'cors')).toBe(false);
  });
});
