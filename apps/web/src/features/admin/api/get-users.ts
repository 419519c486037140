import type { ApiQueryOf } from '@sokoni/contracts/api-requests';
import type { AdminUser } from '@sokoni/contracts/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { adminKeys } from './admin-keys.ts';
import { ADMIN_PAGE_SIZE, adminListOptions, type AdminPage } from './admin-page.ts';

export type UserFilters = Pick<ApiQueryOf<'GET /admin/users'>, 'q' | 'status' | 'role'>;

/** GET /admin/users?q&status&role: newest first; `q` matches name, username and phone digits. */
export async function getUsers(filters: UserFilters, page: number, signal?: AbortSignal): Promise<AdminPage<AdminUser>> {
  const { data } = await api.get('/admin/users', { query: { ...filters, page, limit: ADMIN_PAGE_SIZE }, signal });
  return { items: data.users, pagination: data.pagination };
}

export const usersQueryOptions = (filters: UserFilters) => adminListOptions(adminKeys.filtered('users', filters), (page, signal) => getUsers(filters, page, signal));

export function useUsers(filters: UserFilters) {
  return useInfiniteQuery(usersQueryOptions(filters));
}
