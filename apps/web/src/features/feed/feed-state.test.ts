import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { makeProduct, page } from '@/test/catalog-factories.ts';
import { feedStateOf, shouldLoadMore } from './feed-state.ts';

const base = { error: null, hasNextPage: false, isFetchingNextPage: false };

describe('feedStateOf', () => {
  it('is loading, then error with the error text, empty, or ready', () => {
    expect(feedStateOf({ ...base, status: 'pending' })).toEqual({ status: 'loading' });
    expect(feedStateOf({ ...base, status: 'error', error: new ApiError('Internal server error', 500) })).toEqual({ status: 'error', message: 'Internal server error' });
    expect(feedStateOf({ ...base, status: 'success', data: { pages: [page([])] } })).toEqual({ status: 'empty' });
    const a = makeProduct();
    expect(feedStateOf({ ...base, status: 'success', hasNextPage: true, data: { pages: [page([a])] } })).toEqual({
      status: 'ready',
      products: [a],
      hasMore: true,
      loadingMore: false,
      loadMoreFailed: false,
    });
  });

  it('keeps what was loaded when a later page fails, and drops repeats across pages', () => {
    const a = makeProduct();
    const b = makeProduct();
    const state = feedStateOf({ ...base, status: 'error', error: new Error('x'), data: { pages: [page([a, b]), page([b])] } });
    expect(state).toMatchObject({ status: 'ready', products: [a, b] });
  });
});

describe('shouldLoadMore (doc 1 §4.4: within 3 of the end)', () => {
  const more = { hasMore: true, loadingMore: false };
  it('asks for the next page only near the end, when more exists and nothing is loading', () => {
    expect(shouldLoadMore(16, 20, more)).toBe(false);
    expect(shouldLoadMore(17, 20, more)).toBe(true);
    expect(shouldLoadMore(19, 20, { hasMore: false, loadingMore: false })).toBe(false);
    expect(shouldLoadMore(19, 20, { hasMore: true, loadingMore: true })).toBe(false);
  });
});
