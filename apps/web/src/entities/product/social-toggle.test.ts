import { describe, expect, it, vi } from 'vitest';
import { cacheProductEverywhere, cachedCopies } from '@/test/cached-products.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { toggleProductSocial, type ProductToggleSender } from './social-toggle.ts';

describe('toggleProductSocial (a like or bookmark, through the one optimistic helper)', () => {
  it('likes everywhere at once, then takes the server count', async () => {
    const { queryClient, target } = cacheProductEverywhere();
    let resolve!: (r: { active: boolean; count: number }) => void;
    const send: ProductToggleSender = vi.fn(() => new Promise<{ active: boolean; count: number }>((r) => (resolve = r)));
    const done = toggleProductSocial(queryClient, { kind: 'like', productId: target.id }, false, send);

    const optimistic = cachedCopies(queryClient, target.id);
    expect(optimistic.length).toBeGreaterThanOrEqual(3);
    expect(optimistic.every((p) => p.isLiked === true && p.likes === 6)).toBe(true);

    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    resolve({ active: true, count: 9 });
    await expect(done).resolves.toEqual({ active: true, count: 9 });
    expect(cachedCopies(queryClient, target.id).every((p) => p.isLiked && p.likes === 9)).toBe(true);
    expect(send).toHaveBeenCalledWith({ kind: 'like', productId: target.id }, false);
  });

  it('rolls back quietly in every list when the call fails, leaving other products alone', async () => {
    const { queryClient, target, other } = cacheProductEverywhere();
    const before = queryClient.getQueryData(queryKeys.products.list({ sort: 'newest' }));
    const send: ProductToggleSender = vi.fn(async () => {
      expect(cachedCopies(queryClient, target.id).every((p) => p.isBookmarked === true && p.bookmarks === 3)).toBe(true);
      throw new Error('Network error');
    });
    await expect(toggleProductSocial(queryClient, { kind: 'bookmark', productId: target.id }, false, send)).resolves.toBeNull();
    expect(cachedCopies(queryClient, target.id).every((p) => p.isBookmarked === false && p.bookmarks === 2)).toBe(true);
    expect(cachedCopies(queryClient, other.id).every((p) => p.isBookmarked === undefined && p.likes === 1)).toBe(true);
    expect(queryClient.getQueryData(queryKeys.products.list({ sort: 'newest' }))).toEqual(before);
  });

  it('sends a quick second tap after the first, ending where the viewer left it', async () => {
    const { queryClient, target } = cacheProductEverywhere();
    const resolvers: Array<(r: { active: boolean; count: number }) => void> = [];
    const send: ProductToggleSender = vi.fn(() => new Promise<{ active: boolean; count: number }>((r) => resolvers.push(r)));
    const like = toggleProductSocial(queryClient, { kind: 'like', productId: target.id }, false, send);
    const unlike = toggleProductSocial(queryClient, { kind: 'like', productId: target.id }, true, send);
    expect(cachedCopies(queryClient, target.id).every((p) => p.isLiked === false && p.likes === 5)).toBe(true);
    await vi.waitFor(() => expect(resolvers).toHaveLength(1));
    resolvers[0]!({ active: true, count: 6 });
    await like;
    // The first answer is stale by now: the screen keeps the viewer's latest tap.
    expect(cachedCopies(queryClient, target.id).every((p) => p.isLiked === false)).toBe(true);
    await vi.waitFor(() => expect(resolvers).toHaveLength(2));
    resolvers[1]!({ active: false, count: 5 });
    await unlike;
    expect(send).toHaveBeenCalledTimes(2);
    expect(cachedCopies(queryClient, target.id).every((p) => p.isLiked === false && p.likes === 5)).toBe(true);
  });
});
