import type { AdminUser, UserStatus } from '@sokoni/contracts/admin';
import type { Role } from '@sokoni/contracts/users';
import { useState } from 'react';
import { UserIcon } from '@/components/icons.tsx';
import { rowsOf } from '../api/admin-page.ts';
import { useUsers } from '../api/get-users.ts';
import { useSetUserSuspension } from '../api/set-user-suspension.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { adminWords } from '../admin-words.ts';
import { useActionToasts } from '../hooks/use-action-toasts.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { AdminList } from './admin-list.tsx';
import { FilterBar, FilterSelect, SearchField, type Option } from './filters.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { SectionHeader, useSectionFocus } from './section-header.tsx';
import { UserRow } from './user-row.tsx';


type Change = { user: AdminUser; suspend: boolean };

/** Accounts by name or phone; suspend one (with a reason) or lift a suspension. */
export function UsersSection() {
  const t = useWords(adminWords);
  const statusOptions: Option<UserStatus | 'any'>[] = [
    { value: 'any', label: t.anyStatus },
    { value: 'active', label: t.statusActive },
    { value: 'suspended', label: t.statusSuspended },
    { value: 'deactivated', label: t.statusDeactivated },
    { value: 'deleted', label: t.statusDeleted },
  ];
  const roleOptions: Option<Role | 'any'>[] = [
    { value: 'any', label: t.anyRole },
    { value: 'user', label: t.customer },
    { value: 'dealer', label: t.dealer },
    { value: 'admin', label: t.admin },
  ];
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<UserStatus | 'any'>('any');
  const [role, setRole] = useState<Role | 'any'>('any');
  const q = useDebouncedValue(search.trim());
  const query = useUsers({ q: q || undefined, status: status === 'any' ? undefined : status, role: role === 'any' ? undefined : role });
  const rows = rowsOf(query.data);
  const suspension = useSetUserSuspension();
  const toasts = useActionToasts();
  const { headingRef, refocus } = useSectionFocus();
  const [changing, setChanging] = useState<Change | null>(null);

  const apply = async ({ user, suspend }: Change, reason?: string) => {
    try {
      const { message } = await suspension.mutateAsync({ userId: user.id, suspend, reason });
      toasts.done(message, suspend ? t.userSuspended : t.userRestored);
      setChanging(null);
      refocus();
    } catch (error) {
      toasts.failed(error, suspend ? t.suspendFailed : t.restoreFailed);
    }
  };
  const busyId = suspension.isPending ? suspension.variables?.userId : undefined;
  const name = changing ? changing.user.displayName || changing.user.name : '';

  return (
    <section aria-labelledby="admin-users">
      <SectionHeader id="admin-users" headingRef={headingRef} title={t.users} description={t.usersText} />
      <FilterBar>
        <SearchField label={t.searchUsers} value={search} onChange={setSearch} placeholder={t.usersPlaceholder} />
        <FilterSelect label={t.status} value={status} options={statusOptions} onChange={setStatus} />
        <FilterSelect label={t.role} value={role} options={roleOptions} onChange={setRole} />
      </FilterBar>
      <AdminList
        query={query}
        count={rows.length}
        label={t.users}
        noun={{ one: t.userOne, many: t.userMany }}
        errorTitle={t.usersFailed}
        empty={{ icon: <UserIcon size={28} />, title: t.noUsers, description: q ? t.tryAnotherName : undefined }}
      >
        {rows.map((user) => (
          <UserRow key={user.id} user={user} busy={busyId === user.id} onSuspend={() => setChanging({ user, suspend: true })} onRestore={() => setChanging({ user, suspend: false })} />
        ))}
      </AdminList>
      {changing && (
        <ReasonDialog
          title={changing.suspend ? t.suspendNameTitle({ name }) : t.restoreNameTitle({ name })}
          description={
            changing.suspend ? t.suspendText : t.restoreText
          }
          reasonLabel={changing.suspend ? t.reason : t.note}
          reasonRequired={changing.suspend}
          confirmLabel={changing.suspend ? t.suspend : t.restore}
          destructive={changing.suspend}
          busy={suspension.isPending}
          onCancel={() => setChanging(null)}
          onConfirm={(reason) => void apply(changing, reason)}
        />
      )}
    </section>
  );
}
