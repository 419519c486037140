import type { User } from '@sokoni/contracts/users';
import { userDisplayName } from '@/lib/format/user-name.ts';
import { Avatar } from '@/components/avatar.tsx';
import { StatusBadge } from '@/components/badge.tsx';
import { AlertIcon, CheckIcon } from '@/components/icons.tsx';
import { formatPhoneForDisplay } from '@/lib/format/phone.ts';
import { VerificationProgress } from './verification-progress.tsx';

export function ProfileHeader({ user }: { user: User }) {
  const name = userDisplayName(user);
  const idPending = user.idVerificationStatus === 'pending';
  return (
    <div className="space-y-5 p-5 md:p-6">
      <div className="flex items-center gap-4">
        <Avatar name={name} src={user.avatar} size={72} className="ring-4 ring-brand-50" />
        <div className="min-w-0">
          <h2 className="truncate text-xl font-extrabold text-slate-900">{name}</h2>
          <p className="text-sm text-slate-600 tabular-nums">{formatPhoneForDisplay(user.phoneNumber)}</p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {user.isPhoneVerified ? (
              <StatusBadge tone="success" icon={<CheckIcon size={12} />}>
                Phone verified
              </StatusBadge>
            ) : (
              <StatusBadge tone="warning" icon={<AlertIcon size={12} />}>
                Phone unverified
              </StatusBadge>
            )}
            {user.isIdVerified ? (
              <StatusBadge tone="success" icon={<CheckIcon size={12} />}>
                ID verified
              </StatusBadge>
            ) : (
              <StatusBadge tone={idPending ? 'brand' : 'neutral'}>{idPending ? 'ID under review' : 'ID unverified'}</StatusBadge>
            )}
          </div>
        </div>
      </div>
      <VerificationProgress percent={user.verificationProgress} />
      {user.verificationProgress < 100 && (
        <div className="rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {idPending ? (
            <>
              <strong className="font-semibold">Verification Under Review.</strong> This usually takes 24-48 hours.
            </>
          ) : (
            <>
              <strong className="font-semibold">Get Verified.</strong> Verified accounts can sell, rank higher in search and earn
              buyers' trust.
            </>
          )}
        </div>
      )}
    </div>
  );
}
