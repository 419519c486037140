import type { User } from '@sokoni/contracts/users';
import { StatusBadge } from '@/components/badge.tsx';
import { AlertIcon, CheckIcon } from '@/components/icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { accountWords } from '../account-words.ts';

/** doc 2 §2.7: the phone and the ID, each verified or not (an ID under review or rejected says so). */
export function VerificationBadges({ user }: { user: Pick<User, 'isPhoneVerified' | 'isIdVerified' | 'idVerificationStatus'> }) {
  const t = useWords(accountWords);
  return (
    <div className="mt-2 flex flex-wrap gap-1.5">
      {user.isPhoneVerified ? (
        <StatusBadge tone="success" icon={<CheckIcon size={12} />}>
          {t.phoneVerified}
        </StatusBadge>
      ) : (
        <StatusBadge tone="warning" icon={<AlertIcon size={12} />}>
          {t.phoneUnverified}
        </StatusBadge>
      )}
      {user.isIdVerified ? (
        <StatusBadge tone="success" icon={<CheckIcon size={12} />}>
          {t.idVerified}
        </StatusBadge>
      ) : user.idVerificationStatus === 'pending' ? (
        <StatusBadge tone="brand">{t.idUnderReview}</StatusBadge>
      ) : user.idVerificationStatus === 'rejected' ? (
        <StatusBadge tone="danger" icon={<AlertIcon size={12} />}>
          {t.idRejectedBadge}
        </StatusBadge>
      ) : (
        <StatusBadge tone="neutral">{t.idUnverified}</StatusBadge>
      )}
    </div>
  );
}
