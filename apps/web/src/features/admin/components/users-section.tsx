import type { AdminUser, UserStatus } from '@sokoni/contracts/admin';
import type { Role } from '@sokoni/contracts/users';
import { useState } from 'react';
import { UserIcon } from '@/components/icons.tsx';
import { rowsOf } from '../api/admin-page.ts';
import { useUsers } from '../api/get-users.ts';
import { useSetUserSuspension } from '../api/set-user-suspension.ts';
import { useActionToasts } from '../hooks/use-action-toasts.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { AdminList } from './admin-list.tsx';
import { FilterBar, FilterSelect, SearchField, type Option } from './filters.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { SectionHeader, useSectionFocus } from './section-header.tsx';
import { UserRow } from './user-row.tsx';

const STATUS_OPTIONS: Option<UserStatus | 'any'>[] = [
  { value: 'any', label: 'Any status' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'deactivated', label: 'Deactivated' },
  { value: 'deleted', label: 'Deleted' },
];
const ROLE_OPTIONS: Option<Role | 'any'>[] = [
  { value: 'any', label: 'Any role' },
  { value: 'user', label: 'Customer' },
  { value: 'dealer', label: 'Dealer' },
  { value: 'admin', label: 'Admin' },
];

type Change = { user: AdminUser; suspend: boolean };

/** Accounts by name or phone; suspend one (with a reason) or lift a suspension. */
export function UsersSection() {
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
      toasts.done(message, suspend ? 'User suspended' : 'User restored');
      setChanging(null);
      refocus();
    } catch (error) {
      toasts.failed(error, suspend ? 'Failed to suspend the user' : 'Failed to restore the user');
    }
  };
  const busyId = suspension.isPending ? suspension.variables?.userId : undefined;
  const name = changing ? changing.user.displayName || changing.user.name : '';

  return (
    <section aria-labelledby="admin-users">
      <SectionHeader id="admin-users" headingRef={headingRef} title="Users" description="Every account, newest first." />
      <FilterBar>
        <SearchField label="Search users" value={search} onChange={setSearch} placeholder="Name, username or phone" />
        <FilterSelect label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
        <FilterSelect label="Role" value={role} options={ROLE_OPTIONS} onChange={setRole} />
      </FilterBar>
      <AdminList
        query={query}
        count={rows.length}
        label="Users"
        noun={{ one: 'user', many: 'users' }}
        errorTitle="Failed to load users"
        empty={{ icon: <UserIcon size={28} />, title: 'No users found', description: q ? 'Try another name or number.' : undefined }}
      >
        {rows.map((user) => (
          <UserRow key={user.id} user={user} busy={busyId === user.id} onSuspend={() => setChanging({ user, suspend: true })} onRestore={() => setChanging({ user, suspend: false })} />
        ))}
      </AdminList>
      {changing && (
        <ReasonDialog
          title={changing.suspend ? `Suspend ${name}?` : `Restore ${name}?`}
          description={
            changing.suspend
              ? 'Their sessions end, they cannot sign in and their shop is hidden until an admin restores the account.'
              : 'They can sign in again and their shop shows again.'
          }
          reasonLabel={changing.suspend ? 'Reason' : 'Note'}
          reasonRequired={changing.suspend}
          confirmLabel={changing.suspend ? 'Suspend' : 'Restore'}
          destructive={changing.suspend}
          busy={suspension.isPending}
          onCancel={() => setChanging(null)}
          onConfirm={(reason) => void apply(changing, reason)}
        />
      )}
    </section>
  );
}
