import { PROCESSING_POLL_MS } from '@sokoni/contracts/seller-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toast/toast-provider.tsx';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { makeProduct } from '@/test/catalog-factories.ts';
import type { Listing, ListingPages } from './types.ts';
import { useProcessingWatch } from './use-processing-watch.ts';

// The server's product:processed event, caught so the test can push it as the socket would.
const realtime = new Map<string, (payload: unknown) => void>();
vi.mock('@/lib/realtime/use-realtime.ts', () => ({
  useRealtimeEvent: (event: string, handler: (payload: unknown) => void) => realtime.set(event, handler),
}));

// What the server answers for each product, per read.
const server = new Map<string, Listing>();
const reads: string[] = [];
vi.mock('./api/get-listing.ts', () => ({
  getListing: async (_shopId: string, id: string) => {
    reads.push(id);
    return server.get(id)!;
  },
}));

const processing = (id: string) => makeProduct({ id, title: 'New listing', status: 'pending', mediaProcessing: { status: 'processing', retryCount: 1 } });
const drafted = (listing: Listing, title: string) => ({ ...listing, title, status: 'active' as const, mediaProcessing: { status: 'completed' as const, retryCount: 1 } });
const pages = (...products: Listing[]): ListingPages => ({ pages: [{ products, pagination: { currentPage: 1, totalPages: 1, total: products.length, hasMore: false, hasNextPage: false } }], pageParams: [1] });

function Watch({ client }: { client: QueryClient }) {
  const data = client.getQueryData<ListingPages>(queryKeys.products.owned('s1'));
  useProcessingWatch('s1', data?.pages.flatMap((p) => p.products) ?? []);
  return null;
}

function setup(...products: Listing[]) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.products.owned('s1'), pages(...products));
  const view = () => (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <Watch client={client} />
      </ToastProvider>
    </QueryClientProvider>
  );
  const result = render(view());
  const rerender = () => result.rerender(view());
  const titles = () => client.getQueryData<ListingPages>(queryKeys.products.owned('s1'))!.pages[0]!.products.map((p) => p.title);
  return { client, rerender, titles };
}

/** Lets the reads (resolved promises) settle inside act. */
const flush = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
  server.clear();
  reads.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useProcessingWatch', () => {
  it('re-reads each processing product every 5 s, updates the cards in place and toasts the completions once', async () => {
    const a = processing('a');
    const b = processing('b');
    const done = makeProduct({ id: 'c', title: 'Old stock' });
    server.set('a', a).set('b', b);
    const { rerender, titles } = setup(a, b, done);

    await act(async () => vi.advanceTimersByTime(PROCESSING_POLL_MS - 1));
    expect(reads).toEqual([]);
    await act(async () => vi.advanceTimersByTime(1));
    await flush();
    expect(reads.sort()).toEqual(['a', 'b']);
    expect(screen.queryByRole('status')).toBeNull();

    server.set('a', drafted(a, 'Red bicycle')).set('b', drafted(b, 'Wooden bowl'));
    await act(async () => vi.advanceTimersByTime(PROCESSING_POLL_MS));
    await flush();
    expect(titles()).toEqual(['Red bicycle', 'Wooden bowl', 'Old stock']);
    expect(screen.getByRole('status').textContent).toContain('2 product(s) completed processing!');

    // Nothing processes any more: the poll stops.
    rerender();
    reads.length = 0;
    await act(async () => vi.advanceTimersByTime(PROCESSING_POLL_MS * 3));
    expect(reads).toEqual([]);
  });

  it('reads a product at once on product:processed, and counts it once even when the poll sees it too', async () => {
    const a = processing('a');
    server.set('a', drafted(a, 'Red bicycle'));
    const { titles } = setup(a);
    await act(async () => realtime.get('product:processed')!({ productId: 'a', shopId: 's1', status: 'completed' }));
    await flush();
    expect(titles()).toEqual(['Red bicycle']);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    // The poll reads it again (the toast has gone by then): no second toast.
    await act(async () => vi.advanceTimersByTime(PROCESSING_POLL_MS));
    await flush();
    expect(reads).toEqual(['a', 'a']);
    expect(screen.queryByRole('status')).toBeNull();
    // Another shop's event is not this screen's business.
    reads.length = 0;
    await act(async () => realtime.get('product:processed')!({ productId: 'x', shopId: 'other', status: 'completed' }));
    expect(reads).toEqual([]);
  });
});
