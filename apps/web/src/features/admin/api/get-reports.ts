import type { ApiQueryOf } from '@sokoni/contracts/api-requests';
import type { AdminReport } from '@sokoni/contracts/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { adminKeys } from './admin-keys.ts';
import { ADMIN_PAGE_SIZE, adminListOptions, type AdminPage } from './admin-page.ts';

export type ReportFilters = Required<Pick<ApiQueryOf<'GET /admin/reports'>, 'status'>> & Pick<ApiQueryOf<'GET /admin/reports'>, 'targetType'>;

/** GET /admin/reports?status&targetType: open ones oldest first (the queue), handled ones newest first. */
export async function getReports(filters: ReportFilters, page: number, signal?: AbortSignal): Promise<AdminPage<AdminReport>> {
  const { data } = await api.get('/admin/reports', { query: { ...filters, page, limit: ADMIN_PAGE_SIZE }, signal });
  return { items: data.reports, pagination: data.pagination };
}

export const reportsQueryOptions = (filters: ReportFilters) => adminListOptions(adminKeys.filtered('reports', filters), (page, signal) => getReports(filters, page, signal));

export function useReports(filters: ReportFilters) {
  return useInfiniteQuery(reportsQueryOptions(filters));
}
