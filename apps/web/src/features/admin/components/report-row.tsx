import type { AdminReport, ReportAction } from '@sokoni/contracts/admin';
import { StatusBadge } from '@/components/badge.tsx';
import { Button } from '@/components/button.tsx';
import { formatRelativeTime } from '@/lib/format/relative-time.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { adminWords } from '../admin-words.ts';
import { statusLabel } from '../capitalised.ts';
import { reportActionsFor, reportActionText, resolutionText } from '../report-actions.ts';
import { TargetLink } from './target-link.tsx';

const STATUS_TONES = { open: 'warning', resolved: 'success', dismissed: 'neutral' } as const;
const TYPE_LABELS = { product: 'typeProduct', shop: 'typeShop', user: 'typeUser', comment: 'typeComment', message: 'typeMessage' } as const satisfies Record<AdminReport['targetType'], string>;

type Props = { report: AdminReport; busyWith: ReportAction | null; onAction: (action: ReportAction) => void };

/** One report: what was reported as it is now, by whom, why, when; then what can be done, or what was. */
export function ReportRow({ report, busyWith, onAction }: Props) {
  const t = useWords(adminWords);
  const { target } = report;
  const actions = reportActionsFor(report);
  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-start md:gap-6">
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-1.5">
          <StatusBadge tone="brand">{t[TYPE_LABELS[report.targetType]]}</StatusBadge>
          <StatusBadge tone={STATUS_TONES[report.status]}>{statusLabel(report.status)}</StatusBadge>
          {!target.exists && <StatusBadge tone="neutral">{t.deletedSince}</StatusBadge>}
          {target.exists && target.isHidden && <StatusBadge tone="danger">{t.hidden}</StatusBadge>}
          <time dateTime={report.createdAt} className="ml-auto text-xs text-slate-500">
            {formatRelativeTime(report.createdAt)}
          </time>
        </div>
        <h3 className="font-bold break-words text-slate-900">
          {target.exists ? (
            <TargetLink type={target.type} id={target.id}>
              {target.title || t.untitled}
            </TargetLink>
          ) : (
            target.title || t.noLongerExists
          )}
        </h3>
        {target.owner && (
          <p className="text-sm text-slate-600">
            {report.targetType === 'user' ? t.account : t.owner}: {target.owner.displayName}
            {target.owner.isSuspended && <span className="font-semibold text-red-700">{t.suspended}</span>}
          </p>
        )}
        <blockquote className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-slate-800">“{report.reason}”</blockquote>
        <p className="text-xs text-slate-500">{t.reportedBy({ name: report.reporter?.displayName ?? t.deletedAccount })}</p>
        {report.status !== 'open' && (
          <p className="text-sm text-slate-700">
            {report.resolution ? resolutionText(report.resolution) : statusLabel(report.status)}
            {report.resolvedBy && t.byName({ name: report.resolvedBy.displayName })}
            {report.resolvedAt && ` · ${formatRelativeTime(report.resolvedAt)}`}
          </p>
        )}
      </div>
      {actions.length > 0 && (
        <div className="flex flex-wrap gap-2 md:w-52 md:flex-col md:items-stretch">
          {actions.map((action) => {
            const text = reportActionText(action, report);
            return (
              <Button
                key={action}
                size="sm"
                variant={text.destructive ? 'outline' : 'ghost'}
                className={text.destructive ? 'text-red-700' : undefined}
                loading={busyWith === action}
                disabled={busyWith !== null}
                onClick={() => onAction(action)}
              >
                {text.button}
              </Button>
            );
          })}
        </div>
      )}
    </li>
  );
}
