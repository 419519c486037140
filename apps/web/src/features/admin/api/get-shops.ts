import type { ApiQueryOf } from '@sokoni/contracts/api-requests';
import type { AdminShop } from '@sokoni/contracts/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { adminKeys } from './admin-keys.ts';
import { ADMIN_PAGE_SIZE, adminListOptions, type AdminPage } from './admin-page.ts';

export type ShopFilters = Pick<ApiQueryOf<'GET /admin/shops'>, 'q'>;

/** GET /admin/shops?q: newest first; `q` matches the shop's name and slug and its owner's name and phone. */
export async function getShops(filters: ShopFilters, page: number, signal?: AbortSignal): Promise<AdminPage<AdminShop>> {
  const { data } = await api.get('/admin/shops', { query: { ...filters, page, limit: ADMIN_PAGE_SIZE }, signal });
  return { items: data.shops, pagination: data.pagination };
}

export const shopsQueryOptions = (filters: ShopFilters) => adminListOptions(adminKeys.filtered('shops', filters), (page, signal) => getShops(filters, page, signal));

export function useShops(filters: ShopFilters) {
  return useInfiniteQuery(shopsQueryOptions(filters));
}
