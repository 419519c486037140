import type { AdminReport, ReportAction, ReportStatus } from '@sokoni/contracts/admin';
import type { ReportTargetType } from '@sokoni/contracts/reports';
import { useState } from 'react';
import { AlertIcon } from '@/components/icons.tsx';
import { rowsOf } from '../api/admin-page.ts';
import { useReports } from '../api/get-reports.ts';
import { useResolveReport } from '../api/resolve-report.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { adminWords } from '../admin-words.ts';
import { useActionToasts } from '../hooks/use-action-toasts.ts';
import { reportActionText } from '../report-actions.ts';
import { AdminList } from './admin-list.tsx';
import { FilterBar, FilterSelect, type Option } from './filters.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { ReportRow } from './report-row.tsx';
import { SectionHeader, useSectionFocus } from './section-header.tsx';

type StatusFilter = ReportStatus | 'all';

/** The reports queue: open ones oldest first; each offers the actions that fit what was reported. */
export function ReportsSection() {
  const t = useWords(adminWords);
  const statusOptions: Option<StatusFilter>[] = [
    { value: 'open', label: t.statusOpen },
    { value: 'resolved', label: t.statusResolved },
    { value: 'dismissed', label: t.statusDismissed },
    { value: 'all', label: t.all },
  ];
  const typeOptions: Option<ReportTargetType | 'any'>[] = [
    { value: 'any', label: t.everything },
    { value: 'product', label: t.typeProducts },
    { value: 'shop', label: t.typeShops },
    { value: 'user', label: t.typeUsers },
    { value: 'comment', label: t.typeComments },
    { value: 'message', label: t.typeMessages },
  ];
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
      toasts.done(message, action === 'dismiss' ? t.reportDismissed : t.reportResolved);
      setPending(null);
      refocus();
    } catch (error) {
      toasts.failed(error, t.reportFailed);
    }
  };
  const busyReport = resolve.isPending ? resolve.variables?.report.id : undefined;
  const text = pending && reportActionText(pending.action, pending.report);

  return (
    <section aria-labelledby="admin-reports">
      <SectionHeader id="admin-reports" headingRef={headingRef} title={t.reports} description={t.reportsText} />
      <FilterBar>
        <FilterSelect label={t.status} value={status} options={statusOptions} onChange={setStatus} />
        <FilterSelect label={t.reported} value={type} options={typeOptions} onChange={setType} />
      </FilterBar>
      <AdminList
        query={query}
        count={rows.length}
        label={t.reports}
        noun={{ one: t.reportOne, many: t.reportMany }}
        errorTitle={t.reportsFailed}
        empty={{ icon: <AlertIcon size={28} />, title: status === 'open' ? t.noOpenReports : t.noReports, description: status === 'open' ? t.newReports : undefined }}
      >
        {rows.map((report) => (
          <ReportRow key={report.id} report={report} busyWith={busyReport === report.id ? (resolve.variables?.action ?? null) : null} onAction={(action) => setPending({ report, action })} />
        ))}
      </AdminList>
      {pending && text && (
        <ReasonDialog
          title={text.title}
          description={text.description}
          reasonLabel={t.note}
          placeholder={t.notePlaceholder}
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
