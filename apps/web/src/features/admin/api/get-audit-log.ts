import type { ApiQueryOf } from '@sokoni/contracts/api-requests';
import type { AuditEntry } from '@sokoni/contracts/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { adminKeys } from './admin-keys.ts';
import { ADMIN_PAGE_SIZE, adminListOptions, type AdminPage } from './admin-page.ts';

export type AuditFilters = Pick<ApiQueryOf<'GET /admin/audit-log'>, 'action'>;

/** GET /admin/audit-log?action: every admin action, newest first. */
export async function getAuditLog(filters: AuditFilters, page: number, signal?: AbortSignal): Promise<AdminPage<AuditEntry>> {
  const { data } = await api.get('/admin/audit-log', { query: { ...filters, page, limit: ADMIN_PAGE_SIZE }, signal });
  return { items: data.entries, pagination: data.pagination };
}

export const auditLogQueryOptions = (filters: AuditFilters) => adminListOptions(adminKeys.filtered('audit', filters), (page, signal) => getAuditLog(filters, page, signal));

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditLogQueryOptions(filters));
}
