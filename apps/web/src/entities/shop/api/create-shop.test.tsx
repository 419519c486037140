import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query/query-keys.ts';
import type { MyShop } from '../types.ts';
import { temporaryShop, useCreateShop } from './create-shop.ts';

const user = { id: 'u1', _id: 'u1', name: 'Thandi', phoneNumber: '+26879000001', countryCode: 'SZ' } as Parameters<typeof useCreateShop>[0] & object;

function setup(reply: () => Response) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', vi.fn(async () => (await gate, reply())));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useCreateShop(user), { wrapper });
  const shown = () => client.getQueryData<{ shop: MyShop | null }>(queryKeys.shops.mine())?.shop;
  return { result, shown, release };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useCreateShop (doc 2 §4 Shop screen)', () => {
  it('shows a temporary shop at once, then the server’s', async () => {
    const server = { ...temporaryShop(user), id: 's1', _id: 's1', slug: 'thandis-shop', isOptimistic: undefined };
    const { result, shown, release } = setup(() => new Response(JSON.stringify({ success: true, data: { shop: server } }), { status: 201 }));
    act(() => result.current.mutate());
    await waitFor(() => expect(shown()).toMatchObject({ name: "Thandi's Shop", isOptimistic: true }));
    release();
    await waitFor(() => expect(shown()).toMatchObject({ id: 's1', slug: 'thandis-shop' }));
    expect(shown()?.isOptimistic).toBeUndefined();
  });

  it('removes the temporary shop when creation fails', async () => {
    const { result, shown, release } = setup(() => new Response(JSON.stringify({ success: false, message: 'Database unavailable' }), { status: 503 }));
    act(() => result.current.mutate());
    await waitFor(() => expect(shown()?.isOptimistic).toBe(true));
    release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(shown()).toBeNull();
  });
});
