import type { AdminStats } from '@sokoni/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { ADMIN_STALE_MS, adminKeys } from './admin-keys.ts';

/** GET /admin/stats: the totals the section menu shows beside Verifications and Reports. */
export async function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  const { data } = await api.get('/admin/stats', { signal });
  return data;
}

export const adminStatsQueryOptions = () => queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getAdminStats(signal), staleTime: ADMIN_STALE_MS });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
