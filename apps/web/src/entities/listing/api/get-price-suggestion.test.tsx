import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/test/catalog-factories.ts';
import type { Listing } from '../types.ts';
import { usePriceSuggestion } from './get-price-suggestion.ts';

const drafted = { low: 900, high: 1400, median: 1100, comparables: 6, currency: 'SZL' };
const sports = { low: 150, high: 300, median: 220, comparables: 4, currency: 'SZL' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function render(listing: Listing, category: string) {
  const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ success: true, data: { priceRange: sports } }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(({ value }) => usePriceSuggestion(listing, value), { wrapper, initialProps: { value: category } });
  return { ...hook, fetch };
}

describe('usePriceSuggestion: the price evidence follows the edit form’s category', () => {
  const listing = makeProduct({ category: 'electronics', draft: { labels: [], priceRange: drafted, source: 'builtin', suggested: [], confidence: {}, missing: [] } }) as Listing;

  it('shows the draft’s own range for the listing’s category, without asking', () => {
    const { result, fetch } = render(listing, 'electronics');
    expect(result.current).toEqual(drafted);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for another category, shows nothing stale meanwhile, and goes back to the draft’s own', async () => {
    const { result, rerender, fetch } = render(listing, 'electronics');
    rerender({ value: 'sports-outdoors' });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toEqual(sports));
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`/api/products/${listing.id}/price-suggestion?category=sports-outdoors`);
    rerender({ value: 'electronics' });
    expect(result.current).toEqual(drafted);
  });

  it('has none for a listing the AI did not draft', () => {
    const { result, fetch } = render({ ...listing, draft: null }, 'sports-outdoors');
    expect(result.current).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
