import { VERIFICATION_REVIEW_TIME } from '@sokoni/contracts/account-rules';
import { MAX_ID_VERIFICATION_ATTEMPTS } from '@sokoni/contracts/constants';
import type { User } from '@sokoni/contracts/users';
import { Button } from '@/components/button.tsx';
import { AlertIcon, ShieldCheckIcon } from '@/components/icons.tsx';
import { useMyVerification } from '@/entities/verification/api/get-my-verification.ts';

type BannerUser = Pick<User, 'idVerificationStatus' | 'verificationProgress' | 'canSubmitIdVerification'>;

/**
 * doc 2 §2.7: below 100 %, 'Verification Under Review' while the ID is pending, else the 'Get Verified' prompt;
 * a rejected ID says so, with the admin's reason, the attempts left and what to do next.
 */
export function AccountVerificationBanner({ user, onVerify }: { user: BannerUser; onVerify: () => void }) {
  if (user.verificationProgress >= 100) return null;
  if (user.idVerificationStatus === 'rejected') return <RejectedBanner canRetry={user.canSubmitIdVerification} onVerify={onVerify} />;
  if (user.idVerificationStatus === 'pending') {
    return (
      <section role="status" aria-label="Verification Under Review" className="flex items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sky-950">
        <ShieldCheckIcon size={22} className="mt-0.5 shrink-0 text-sky-600" />
        <div>
          <h3 className="font-bold">Verification Under Review</h3>
          <p className="mt-0.5 text-sm leading-relaxed">We are checking your ID and video. This usually takes {VERIFICATION_REVIEW_TIME}; we will notify you of the result.</p>
        </div>
      </section>
    );
  }
  return (
    <section aria-label="Get Verified" className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center">
      <ShieldCheckIcon size={22} className="shrink-0 text-amber-600 max-sm:hidden" />
      <div className="flex-1">
        <h3 className="font-bold">Get Verified</h3>
        <p className="mt-0.5 text-sm leading-relaxed">Verify your phone and ID to sell, rank higher in search and earn buyers' trust.</p>
      </div>
      <Button variant="accent" onClick={onVerify}>
        Get Verified
      </Button>
    </section>
  );
}

function RejectedBanner({ canRetry, onVerify }: { canRetry: boolean; onVerify: () => void }) {
  const latest = useMyVerification(true).data;
  const reason = latest?.verification?.status === 'rejected' ? latest.verification.reason : null;
  const left = latest?.attemptsLeft;
  return (
    <section role="status" aria-label="ID verification rejected" className="flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-950 sm:flex-row sm:items-center">
      <AlertIcon size={22} className="shrink-0 text-red-600 max-sm:hidden" />
      <div className="flex-1">
        <h3 className="font-bold">ID verification rejected</h3>
        {reason && <p className="mt-0.5 text-sm leading-relaxed">Reason: {reason}</p>}
        {canRetry ? (
          left !== undefined && (
            <p className="mt-1 text-sm leading-relaxed">
              You have {left} {left === 1 ? 'attempt' : 'attempts'} left. Send a clear photo of your ID and a new video to try again.
            </p>
          )
        ) : (
          <p className="mt-1 text-sm leading-relaxed">You have used all {MAX_ID_VERIFICATION_ATTEMPTS} attempts. Please contact support from Help and Support.</p>
        )}
      </div>
      {canRetry && (
        <Button variant="accent" onClick={onVerify}>
          Try again
        </Button>
      )}
    </section>
  );
}
