import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { STALE_TIMES } from '@/lib/query/stale-times.ts';
import { useSession } from '@/lib/session/use-session.ts';
import type { MyShop } from '../types.ts';

/** GET /shops/me → {shop | null}: the signed-in user's shop, or null when they have none. */
export async function getMyShop(signal?: AbortSignal): Promise<{ shop: MyShop | null }> {
  const { data } = await api.get('/shops/me', { signal });
  return { shop: data?.shop ?? null };
}

export const myShopQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.shops.mine(),
    queryFn: ({ signal }) => getMyShop(signal),
    // doc 2 §4: cached 30 s, so re-entering the view within that window shows it without a reload.
    staleTime: STALE_TIMES.myShop,
  });

export function useMyShop() {
  const session = useSession();
  return useQuery({ ...myShopQueryOptions(), enabled: session.status === 'authenticated' });
}
