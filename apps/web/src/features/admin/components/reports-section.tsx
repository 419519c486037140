import type { AdminReport, ReportAction, ReportStatus } from '@sokoni/contracts/admin';
import type { ReportTargetType } from '@sokoni/contracts/reports';
import { useState } from 'react';
import { AlertIcon } from '@/components/icons.tsx';
import { rowsOf } from '../api/admin-page.ts';
import { useReports } from '../api/get-reports.ts';
import { useResolveReport } from '../api/resolve-report.ts';
import { useActionToasts } from '../hooks/use-action-toasts.ts';
import { reportActionText } from '../report-actions.ts';
import { AdminList } from './admin-list.tsx';
import { FilterBar, FilterSelect, type Option } from './filters.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { ReportRow } from './report-row.tsx';
import { SectionHeader, useSectionFocus } from './section-header.tsx';

type StatusFilter = ReportStatus | 'all';
const STATUS_OPTIONS: Option<StatusFilter>[] = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'dismissed', label: 'Dismissed' },
  { value: 'all', label: 'All' },
];
const TYPE_OPTIONS: Option<ReportTargetType | 'any'>[] = [
  { value: 'any', label: 'Everything' },
  { value: 'product', label: 'Products' },
  { value: 'shop', label: 'Shops' },
  { value: 'user', label: 'Users' },
  { value: 'comment', label: 'Comments' },
  { value: 'message', label: 'Messages' },
];

/** The reports queue: open ones oldest first; each offers the actions that fit what was reported. */
export function ReportsSection() {
  const [status, setStatus] = useState<StatusFilter>('open');
  const [type, setType] = useState<ReportTargetType | 'any'>('any');
  const query = useReports({ status, targetType: type === 'any' ? undefined : type });
  const rows = rowsOf(query.data);
  const resolve = useResolveReport();
  const toasts = useActionToasts();
  const { headingRef, refocus } = useSectionFocus();
  const [pending, setPending] = useState<{ report: AdminReport; action: ReportAction } | null>(null);

  const settle = async (report: AdminReport, action: ReportAction, note?: string) => {
    try {
      const { message } = await resolve.mutateAsync({ report, action, note });
      toasts.done(message, action === 'dismiss' ? 'Report dismissed' : 'Report resolved');
      setPending(null);
      refocus();
    } catch (error) {
      toasts.failed(error, 'Failed to handle the report');
    }
  };
  const busyReport = resolve.isPending ? resolve.variables?.report.id : undefined;
  const text = pending && reportActionText(pending.action, pending.report);

  return (
    <section aria-labelledby="admin-reports">
      <SectionHeader id="admin-reports" headingRef={headingRef} title="Reports" description="What buyers and sellers reported. Open reports come oldest first." />
      <FilterBar>
        <FilterSelect label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
        <FilterSelect label="Reported" value={type} options={TYPE_OPTIONS} onChange={setType} />
      </FilterBar>
      <AdminList
        query={query}
        count={rows.length}
        label="Reports"
        noun={{ one: 'report', many: 'reports' }}
        errorTitle="Failed to load reports"
        empty={{ icon: <AlertIcon size={28} />, title: status === 'open' ? 'No open reports' : 'No reports here', description: status === 'open' ? 'New reports show here.' : undefined }}
      >
        {rows.map((report) => (
          <ReportRow key={report.id} report={report} busyWith={busyReport === report.id ? (resolve.variables?.action ?? null) : null} onAction={(action) => setPending({ report, action })} />
        ))}
      </AdminList>
      {pending && text && (
        <ReasonDialog
          title={text.title}
          description={text.description}
          reasonLabel="Note"
          placeholder="What you found, for the audit log"
          confirmLabel={text.confirm}
          destructive={text.destructive}
          busy={resolve.isPending}
          onCancel={() => setPending(null)}
          onConfirm={(note) => void settle(pending.report, pending.action, note)}
        />
      )}
    </section>
  );
}
