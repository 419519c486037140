import { AUDIT_ACTIONS, type AuditAction } from '@sokoni/contracts/admin';
import { useState } from 'react';
import { ListIcon } from '@/components/icons.tsx';
import { rowsOf } from '../api/admin-page.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AUDIT_FILTER_LABELS } from '../audit-labels.ts';
import { AdminList } from './admin-list.tsx';
import { AuditEntryRow } from './audit-entry.tsx';
import { FilterBar, FilterSelect, type Option } from './filters.tsx';
import { SectionHeader, useSectionFocus } from './section-header.tsx';

const ACTION_OPTIONS: Option<AuditAction | 'any'>[] = [{ value: 'any', label: 'Every action' }, ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_FILTER_LABELS[action] }))];

/** Every admin action, newest first: who did what to what, and when. */
export function AuditSection() {
  const [action, setAction] = useState<AuditAction | 'any'>('any');
  const query = useAuditLog(action === 'any' ? {} : { action });
  const rows = rowsOf(query.data);
  const { headingRef } = useSectionFocus();
  return (
    <section aria-labelledby="admin-audit">
      <SectionHeader id="admin-audit" headingRef={headingRef} title="Audit log" description="Every admin action, newest first." />
      <FilterBar>
        <FilterSelect label="Action" value={action} options={ACTION_OPTIONS} onChange={setAction} />
      </FilterBar>
      <AdminList
        query={query}
        count={rows.length}
        label="Audit log"
        noun={{ one: 'entry', many: 'entries' }}
        errorTitle="Failed to load the audit log"
        empty={{ icon: <ListIcon size={28} />, title: 'Nothing logged yet', description: 'Approvals, suspensions, hidden products and handled reports show here.' }}
      >
        {rows.map((entry) => (
          <AuditEntryRow key={entry.id} entry={entry} />
        ))}
      </AdminList>
    </section>
  );
}
