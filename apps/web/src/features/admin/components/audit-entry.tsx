import type { AuditEntry } from '@sokoni/contracts/admin';
import { formatRelativeTime } from '@/lib/format/relative-time.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { adminWords } from '../admin-words.ts';
import { auditActionWords, auditWords } from '../audit-labels.ts';
import { TargetLink } from './target-link.tsx';

const fullTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One audit row: who did what to what (linked to the page it is seen on, when it has one), why, and when. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const t = useWords(adminWords);
  useWords(auditActionWords);
  const { lead, label, exists } = auditWords(entry);
  const page = exists ? entry.target.page : null;
  return (
    <li className="flex flex-col gap-1 px-4 py-3 md:flex-row md:items-baseline md:gap-4">
      <p className="min-w-0 flex-1 text-[15px] break-words text-slate-800">
        <span className="font-bold text-slate-900">{entry.admin?.displayName ?? t.deletedAdmin}</span> {lead}{' '}
        {page ? (
          <TargetLink type={page.type} id={page.id}>
            {label}
          </TargetLink>
        ) : (
          <span className={exists ? 'font-medium text-slate-900' : 'text-slate-600'}>{label}</span>
        )}
        {entry.detail && <span className="block text-sm text-slate-600">{entry.detail}</span>}
      </p>
      <time dateTime={entry.createdAt} title={fullTime(entry.createdAt)} className="shrink-0 text-xs text-slate-500">
        {formatRelativeTime(entry.createdAt)}
      </time>
    </li>
  );
}
