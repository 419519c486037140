import type { AdminReport, ReportAction } from '@sokoni/contracts/admin';
import { StatusBadge } from '@/components/badge.tsx';
import { Button } from '@/components/button.tsx';
import { formatRelativeTime } from '@/lib/format/relative-time.ts';
import { capitalised } from '../capitalised.ts';
import { reportActionsFor, reportActionText, resolutionText } from '../report-actions.ts';
import { TargetLink } from './target-link.tsx';

const STATUS_TONES = { open: 'warning', resolved: 'success', dismissed: 'neutral' } as const;
const TYPE_LABELS: Record<AdminReport['targetType'], string> = { product: 'Product', shop: 'Shop', user: 'User', comment: 'Comment', message: 'Message' };

type Props = { report: AdminReport; busyWith: ReportAction | null; onAction: (action: ReportAction) => void };

/** One report: what was reported as it is now, by whom, why, when; then what can be done, or what was. */
export function ReportRow({ report, busyWith, onAction }: Props) {
  const { target } = report;
  const actions = reportActionsFor(report);
  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-start md:gap-6">
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-1.5">
          <StatusBadge tone="brand">{TYPE_LABELS[report.targetType]}</StatusBadge>
          <StatusBadge tone={STATUS_TONES[report.status]}>{capitalised(report.status)}</StatusBadge>
          {!target.exists && <StatusBadge tone="neutral">Deleted since</StatusBadge>}
          {target.exists && target.isHidden && <StatusBadge tone="danger">Hidden</StatusBadge>}
          <time dateTime={report.createdAt} className="ml-auto text-xs text-slate-500">
            {formatRelativeTime(report.createdAt)}
          </time>
        </div>
        <h3 className="font-bold break-words text-slate-900">
          {target.exists ? (
            <TargetLink type={target.type} id={target.id}>
              {target.title || 'Untitled'}
            </TargetLink>
          ) : (
            target.title || 'No longer exists'
          )}
        </h3>
        {target.owner && (
          <p className="text-sm text-slate-600">
            {report.targetType === 'user' ? 'Account' : 'Owner'}: {target.owner.displayName}
            {target.owner.isSuspended && <span className="font-semibold text-red-700"> (suspended)</span>}
          </p>
        )}
        <blockquote className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-slate-800">“{report.reason}”</blockquote>
        <p className="text-xs text-slate-500">Reported by {report.reporter?.displayName ?? 'a deleted account'}</p>
        {report.status !== 'open' && (
          <p className="text-sm text-slate-700">
            {report.resolution ? resolutionText(report.resolution) : report.status}
            {report.resolvedBy && ` · by ${report.resolvedBy.displayName}`}
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
