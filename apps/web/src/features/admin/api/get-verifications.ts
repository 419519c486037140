import type { AdminVerification } from '@sokoni/contracts/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { adminKeys } from './admin-keys.ts';
import { ADMIN_PAGE_SIZE, adminListOptions, type AdminPage } from './admin-page.ts';

/** GET /admin/verifications: pending ID submissions, oldest first, with signed addresses of both files. */
export async function getVerifications(page: number, signal?: AbortSignal): Promise<AdminPage<AdminVerification>> {
  const { data } = await api.get('/admin/verifications', { query: { page, limit: ADMIN_PAGE_SIZE }, signal });
  return { items: data.verifications, pagination: data.pagination };
}

export const verificationsQueryOptions = () => adminListOptions(adminKeys.filtered('verifications', {}), getVerifications);

export function useVerifications() {
  return useInfiniteQuery(verificationsQueryOptions());
}
