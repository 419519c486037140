import { AUDIT_ACTIONS, type AuditAction } from '@sokoni/contracts/admin';
import { useState } from 'react';
import { ListIcon } from '@/components/icons.tsx';
import { rowsOf } from '../api/admin-page.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { adminWords } from '../admin-words.ts';
import { auditFilterWords } from '../audit-labels.ts';
import { AdminList } from './admin-list.tsx';
import { AuditEntryRow } from './audit-entry.tsx';
import { FilterBar, FilterSelect, type Option } from './filters.tsx';
import { SectionHeader, useSectionFocus } from './section-header.tsx';

/** Every admin action, newest first: who did what to what, and when. */
export function AuditSection() {
  const t = useWords(adminWords);
  const filters = useWords(auditFilterWords);
  const actionOptions: Option<AuditAction | 'any'>[] = [{ value: 'any', label: t.everyAction }, ...AUDIT_ACTIONS.map((action) => ({ value: action, label: filters[action] }))];
  const [action, setAction] = useState<AuditAction | 'any'>('any');
  const query = useAuditLog(action === 'any' ? {} : { action });
  const rows = rowsOf(query.data);
  const { headingRef } = useSectionFocus();
  return (
    <section aria-labelledby="admin-audit">
      <SectionHeader id="admin-audit" headingRef={headingRef} title={t.audit} description={t.auditText} />
      <FilterBar>
        <FilterSelect label={t.action} value={action} options={actionOptions} onChange={setAction} />
      </FilterBar>
      <AdminList
        query={query}
        count={rows.length}
        label={t.audit}
        noun={{ one: t.entryOne, many: t.entryMany }}
        errorTitle={t.auditFailed}
        empty={{ icon: <ListIcon size={28} />, title: t.nothingLogged, description: t.nothingLoggedText }}
      >
        {rows.map((entry) => (
          <AuditEntryRow key={entry.id} entry={entry} />
        ))}
      </AdminList>
    </section>
  );
}
