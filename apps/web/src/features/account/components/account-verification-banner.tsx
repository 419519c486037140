import { MAX_ID_VERIFICATION_ATTEMPTS } from '@sokoni/contracts/constants';
import type { User } from '@sokoni/contracts/users';
import { Button } from '@/components/button.tsx';
import { AlertIcon, ShieldCheckIcon } from '@/components/icons.tsx';
import { useMyVerification } from '@/entities/verification/api/get-my-verification.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { accountWords } from '../account-words.ts';

type BannerUser = Pick<User, 'idVerificationStatus' | 'verificationProgress' | 'canSubmitIdVerification'>;

/**
 * doc 2 §2.7: below 100 %, 'Verification Under Review' while the ID is pending, else the 'Get Verified' prompt;
 * a rejected ID says so, with the admin's reason, the attempts left and what to do next.
 */
export function AccountVerificationBanner({ user, onVerify }: { user: BannerUser; onVerify: () => void }) {
  const t = useWords(accountWords);
  if (user.verificationProgress >= 100) return null;
  if (user.idVerificationStatus === 'rejected') return <RejectedBanner canRetry={user.canSubmitIdVerification} onVerify={onVerify} />;
  if (user.idVerificationStatus === 'pending') {
    return (
      <section role="status" aria-label={t.underReview} className="flex items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sky-950">
        <ShieldCheckIcon size={22} className="mt-0.5 shrink-0 text-sky-600" />
        <div>
          <h3 className="font-bold">{t.underReview}</h3>
          <p className="mt-0.5 text-sm leading-relaxed">{t.underReviewText({ time: t.reviewTime })}</p>
        </div>
      </section>
    );
  }
  return (
    <section aria-label={t.getVerified} className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center">
      <ShieldCheckIcon size={22} className="shrink-0 text-amber-600 max-sm:hidden" />
      <div className="flex-1">
        <h3 className="font-bold">{t.getVerified}</h3>
        <p className="mt-0.5 text-sm leading-relaxed">{t.getVerifiedText}</p>
      </div>
      <Button variant="accent" onClick={onVerify}>
        {t.getVerified}
      </Button>
    </section>
  );
}

function RejectedBanner({ canRetry, onVerify }: { canRetry: boolean; onVerify: () => void }) {
  const t = useWords(accountWords);
  const latest = useMyVerification(true).data;
  const reason = latest?.verification?.status === 'rejected' ? latest.verification.reason : null;
  const left = latest?.attemptsLeft;
  return (
    <section role="status" aria-label={t.idRejected} className="flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-950 sm:flex-row sm:items-center">
      <AlertIcon size={22} className="shrink-0 text-red-600 max-sm:hidden" />
      <div className="flex-1">
        <h3 className="font-bold">{t.idRejected}</h3>
        {reason && <p className="mt-0.5 text-sm leading-relaxed">{t.reason({ reason })}</p>}
        {canRetry ? (
          left !== undefined && (
            <p className="mt-1 text-sm leading-relaxed">
              {t.attemptsLeft(left)}
            </p>
          )
        ) : (
          <p className="mt-1 text-sm leading-relaxed">{t.attemptsUsed({ max: MAX_ID_VERIFICATION_ATTEMPTS })}</p>
        )}
      </div>
      {canRetry && (
        <Button variant="accent" onClick={onVerify}>
          {t.tryAgain}
        </Button>
      )}
    </section>
  );
}
