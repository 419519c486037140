import type { AdminUser } from '@sokoni/contracts/admin';
import { Avatar } from '@/components/avatar.tsx';
import { StatusBadge } from '@/components/badge.tsx';
import { Button } from '@/components/button.tsx';
import { formatDate } from '@/lib/format/date.ts';
import { formatPhoneForDisplay } from '@/lib/format/phone.ts';
import { formatRelativeTime } from '@/lib/format/relative-time.ts';
import { capitalised } from '../capitalised.ts';

const STATUS_TONES = { active: 'success', suspended: 'danger', deactivated: 'neutral', deleted: 'neutral' } as const;
const ROLE_LABELS: Record<AdminUser['role'], string> = { user: 'Customer', customer: 'Customer', dealer: 'Dealer', admin: 'Admin' };

type Props = { user: AdminUser; busy: boolean; onSuspend: () => void; onRestore: () => void };

/** One account: who, what it is, its shop, and suspend or restore. */
export function UserRow({ user, busy, onSuspend, onRestore }: Props) {
  const name = user.displayName || user.name;
  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:gap-4">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={name} src={user.avatar} size={40} />
        <div className="min-w-0">
          <h3 className="truncate font-bold text-slate-900">{name}</h3>
          <p className="truncate text-sm text-slate-600">
            <span className="tabular-nums">{formatPhoneForDisplay(user.phoneNumber)}</span>
            {user.username && ` · @${user.username}`}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-1.5 md:w-64">
        <StatusBadge tone={user.role === 'admin' ? 'brand' : 'neutral'}>{ROLE_LABELS[user.role]}</StatusBadge>
        <StatusBadge tone={STATUS_TONES[user.status]}>{capitalised(user.status)}</StatusBadge>
        {user.isIdVerified && <StatusBadge tone="success">ID verified</StatusBadge>}
        {user.idVerificationStatus === 'pending' && <StatusBadge tone="warning">ID pending</StatusBadge>}
      </div>
      {/* One line on a phone, beside the button; columns from 768 px. */}
      <div className="flex items-center gap-3 md:contents">
        <div className="min-w-0 flex-1 text-sm text-slate-600 md:w-44 md:flex-none">
          <p className="truncate">{user.shop ? `Shop: ${user.shop.name}${user.shop.isActive ? '' : ' (hidden)'}` : 'No shop'}</p>
          <p className="text-xs text-slate-500">
            Joined {formatDate(user.createdAt)}
            {user.lastLogin && ` · seen ${formatRelativeTime(user.lastLogin)}`}
          </p>
        </div>
        <div className="md:w-28 md:text-right">
          {user.status === 'active' && (
            <Button size="sm" variant="outline" className="text-red-700" loading={busy} onClick={onSuspend} aria-label={`Suspend ${name}`}>
              Suspend
            </Button>
          )}
          {user.status === 'suspended' && (
            <Button size="sm" variant="secondary" loading={busy} onClick={onRestore} aria-label={`Restore ${name}`}>
              Restore
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
