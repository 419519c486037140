import type { User } from '@sokoni/contracts/users';
import { StatusBadge } from '@/components/badge.tsx';
import { AlertIcon, CheckIcon } from '@/components/icons.tsx';

/** doc 2 §2.7: the phone and the ID, each verified or not (an ID under review or rejected says so). */
export function VerificationBadges({ user }: { user: Pick<User, 'isPhoneVerified' | 'isIdVerified' | 'idVerificationStatus'> }) {
  return (
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
      ) : user.idVerificationStatus === 'pending' ? (
        <StatusBadge tone="brand">ID under review</StatusBadge>
      ) : user.idVerificationStatus === 'rejected' ? (
        <StatusBadge tone="danger" icon={<AlertIcon size={12} />}>
          ID rejected
        </StatusBadge>
      ) : (
        <StatusBadge tone="neutral">ID unverified</StatusBadge>
      )}
    </div>
  );
}
