import type { AdminUser } from '@sokoni/contracts/admin';
import { Avatar } from '@/components/avatar.tsx';
import { StatusBadge } from '@/components/badge.tsx';
import { Button } from '@/components/button.tsx';
import { formatDate } from '@/lib/format/date.ts';
import { formatPhoneForDisplay } from '@/lib/format/phone.ts';
import { formatRelativeTime } from '@/lib/format/relative-time.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { adminWords } from '../admin-words.ts';
import { statusLabel } from '../capitalised.ts';

const STATUS_TONES = { active: 'success', suspended: 'danger', deactivated: 'neutral', deleted: 'neutral' } as const;
const ROLE_LABELS = { user: 'customer', customer: 'customer', dealer: 'dealer', admin: 'admin' } as const satisfies Record<AdminUser['role'], string>;

type Props = { user: AdminUser; busy: boolean; onSuspend: () => void; onRestore: () => void };

/** One account: who, what it is, its shop, and suspend or restore. */
export function UserRow({ user, busy, onSuspend, onRestore }: Props) {
  const t = useWords(adminWords);
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
        <StatusBadge tone={user.role === 'admin' ? 'brand' : 'neutral'}>{t[ROLE_LABELS[user.role]]}</StatusBadge>
        <StatusBadge tone={STATUS_TONES[user.status]}>{statusLabel(user.status)}</StatusBadge>
        {user.isIdVerified && <StatusBadge tone="success">{t.idVerified}</StatusBadge>}
        {user.idVerificationStatus === 'pending' && <StatusBadge tone="warning">{t.idPending}</StatusBadge>}
      </div>
      {/* One line on a phone, beside the button; columns from 768 px. */}
      <div className="flex items-center gap-3 md:contents">
        <div className="min-w-0 flex-1 text-sm text-slate-600 md:w-44 md:flex-none">
          <p className="truncate">{user.shop ? `${t.shopName({ name: user.shop.name })}${user.shop.isActive ? '' : t.shopHiddenSuffix}` : t.noShop}</p>
          <p className="text-xs text-slate-500">
            {t.joined({ date: formatDate(user.createdAt) })}
            {user.lastLogin && t.seen({ time: formatRelativeTime(user.lastLogin) })}
          </p>
        </div>
        <div className="md:w-28 md:text-right">
          {user.status === 'active' && (
            <Button size="sm" variant="outline" className="text-red-700" loading={busy} onClick={onSuspend} aria-label={t.suspendName({ name })}>
              {t.suspend}
            </Button>
          )}
          {user.status === 'suspended' && (
            <Button size="sm" variant="secondary" loading={busy} onClick={onRestore} aria-label={t.restoreName({ name })}>
              {t.restore}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
