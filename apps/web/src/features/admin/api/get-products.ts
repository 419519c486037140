import type { ApiQueryOf } from '@sokoni/contracts/api-requests';
import type { AdminProduct } from '@sokoni/contracts/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { adminKeys } from './admin-keys.ts';
import { ADMIN_PAGE_SIZE, adminListOptions, type AdminPage } from './admin-page.ts';

/** `hidden`: true lists hidden products only, false visible ones only, absent both. */
export type ProductFilters = Pick<ApiQueryOf<'GET /admin/products'>, 'q' | 'hidden'>;

/** GET /admin/products?q&hidden: newest first; `q` matches the title and the shop's name. */
export async function getProducts(filters: ProductFilters, page: number, signal?: AbortSignal): Promise<AdminPage<AdminProduct>> {
  const { data } = await api.get('/admin/products', { query: { ...filters, page, limit: ADMIN_PAGE_SIZE }, signal });
  return { items: data.products, pagination: data.pagination };
}

export const productsQueryOptions = (filters: ProductFilters) =>
  adminListOptions(adminKeys.filtered('products', filters), (page, signal) => getProducts(filters, page, signal));

export function useProducts(filters: ProductFilters) {
  return useInfiniteQuery(productsQueryOptions(filters));
}
