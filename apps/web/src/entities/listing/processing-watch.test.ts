// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/catalog-factories.ts';
import { attemptLabel, listingStateOf } from './listing-state.ts';
import { applyFreshListing, createCompletionCounter, processingIds } from './processing-watch.ts';
import type { Listing, ListingPages } from './types.ts';

const processing = (retryCount = 1) => ({ status: 'processing' as const, retryCount });
const pages = (...products: Listing[]): ListingPages => ({
  pages: [{ products, pagination: { currentPage: 1, totalPages: 1, total: products.length, hasMore: false, hasNextPage: false } }],
  pageParams: [1],
});

describe('listingStateOf', () => {
  it('puts processing and failure before the sale, visibility and status', () => {
    expect(listingStateOf(makeProduct({ mediaProcessing: processing(2), status: 'pending' }))).toEqual({ kind: 'processing', attempt: 2 });
    expect(listingStateOf(makeProduct({ mediaProcessing: { status: 'failed', retryCount: 3, error: 'No luck' } }))).toEqual({ kind: 'failed', reason: 'No luck' });
    expect(listingStateOf(makeProduct({ status: 'sold', sale: { soldAt: '2026-11-01T00:00:00Z', soldPrice: 90 } }))).toEqual({ kind: 'sold', soldPrice: 90 });
    expect(listingStateOf(makeProduct({ isAvailable: false }))).toEqual({ kind: 'hidden' });
    expect(listingStateOf(makeProduct({ mediaProcessing: { status: 'completed', retryCount: 1 } }))).toEqual({ kind: 'active' });
  });

  it("says 'Attempt n' only above the first attempt (doc 2 §4)", () => {
    expect(attemptLabel(0)).toBeNull();
    expect(attemptLabel(1)).toBeNull();
    expect(attemptLabel(2)).toBe('Attempt 2');
  });
});

describe('applyFreshListing', () => {
  const working = makeProduct({ id: 'p1', title: 'New listing', status: 'pending', mediaProcessing: processing() });
  const other = makeProduct({ id: 'p2' });

  it('updates the card in place when it completed, keeping the other cards as they were', () => {
    const data = pages(working, other);
    const fresh = { ...working, title: 'Red bicycle', status: 'active' as const, price: { ...working.price, amount: 850 }, mediaProcessing: { status: 'completed' as const, retryCount: 1 } };
    const { data: next, outcome } = applyFreshListing(data, fresh);
    expect(outcome).toBe('completed');
    expect(next!.pages[0]!.products[0]).toMatchObject({ id: 'p1', title: 'Red bicycle', status: 'active' });
    expect(next!.pages[0]!.products[1]).toBe(other);
  });

  it('tells failure, a new attempt, no change, and a product not in the list apart', () => {
    const data = pages(working);
    expect(applyFreshListing(data, { ...working, mediaProcessing: { status: 'failed', retryCount: 3, error: 'x' } }).outcome).toBe('failed');
    expect(applyFreshListing(data, { ...working, mediaProcessing: processing(2) }).outcome).toBe('changed');
    const same = applyFreshListing(data, { ...working, views: 99 });
    expect(same.outcome).toBe('unchanged');
    expect(same.data).toBe(data);
    expect(applyFreshListing(data, makeProduct({ id: 'p9' })).outcome).toBe('absent');
  });
});

describe('completion counter', () => {
  it('counts each product once whether the poll or the realtime event saw it, and again after a retry', () => {
    const counter = createCompletionCounter();
    expect(counter.record('p1', 'completed')).toBe(true);
    expect(counter.record('p1', 'completed')).toBe(false);
    expect(counter.record('p2', 'changed')).toBe(false);
    expect(counter.record('p2', 'failed')).toBe(false);
    counter.forget('p1');
    expect(counter.record('p1', 'completed')).toBe(true);
  });

  it('lists the processing ids in a stable order', () => {
    expect(processingIds([makeProduct({ id: 'b', mediaProcessing: processing() }), makeProduct({ id: 'c' }), makeProduct({ id: 'a', mediaProcessing: processing() })])).toEqual(['a', 'b']);
  });
});
