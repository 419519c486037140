import type { ApiBodyOf } from '@sokoni/contracts/api-requests';
import type { AdminReport } from '@sokoni/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { applyAction } from './admin-page.ts';

export type ReportResolution = { report: AdminReport } & ApiBodyOf<'POST /admin/reports/:id/resolve'>;

/** POST /admin/reports/{id}/resolve {action, note?} → the report as handled and the server's message. */
export async function resolveReport({ report, action, note }: ReportResolution): Promise<{ report: AdminReport; message?: string }> {
  const { data, message } = await api.post('/admin/reports/:id/resolve', note ? { action, note } : { action }, { params: { id: report.id } });
  return { report: data.report, message };
}

/**
 * The report shows as handled at once (the list re-reads right after, and an open-only queue
 * drops it). An action answers every open report of the same target; a dismissal only this one.
 */
export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: ({ report: handled }, { report, action }) =>
      applyAction<AdminReport>(client, 'reports', (row) => {
        if (row.id === report.id) return handled;
        const sameTarget = action !== 'dismiss' && row.status === 'open' && row.targetType === report.targetType && row.targetId === report.targetId;
        return sameTarget ? { ...row, status: 'resolved', resolution: handled.resolution, resolvedAt: handled.resolvedAt, resolvedBy: handled.resolvedBy } : row;
      }),
  });
}
