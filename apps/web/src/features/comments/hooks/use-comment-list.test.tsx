import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toast/toast-provider.tsx';
import { useCommentList } from './use-comment-list.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderList(canRate: boolean) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const body = { success: true, data: { comments: [], pagination: { currentPage: 1, totalPages: 1, total: 0, hasMore: false, hasNextPage: false }, stats: { totalComments: 0, averageRating: 0, ratingsCount: 0 }, asOf: '', canRate } };
  vi.stubGlobal('fetch', vi.fn(async () => (await gate, new Response(JSON.stringify(body), { status: 200 }))));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useCommentList('shop', 's1'), { wrapper });
  return { result, release };
}

describe('useCommentList: who may rate', () => {
  it('offers no rating while loading, so an owner is never offered one', async () => {
    const { result, release } = renderList(false);
    expect(result.current.state.status).toBe('loading');
    expect(result.current.canRate).toBe(false);
    release();
    await waitFor(() => expect(result.current.state.status).toBe('empty'));
    expect(result.current.canRate).toBe(false);
  });

  it('offers the rating once the list says the viewer may rate', async () => {
    const { result, release } = renderList(true);
    expect(result.current.canRate).toBe(false);
    release();
    await waitFor(() => expect(result.current.canRate).toBe(true));
  });
});
