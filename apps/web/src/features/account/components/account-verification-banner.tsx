import { VERIFICATION_REVIEW_TIME } from '@sokoni/contracts/account-rules';
import type { User } from '@sokoni/contracts/users';
import { Button } from '@/components/button.tsx';
import { ShieldCheckIcon } from '@/components/icons.tsx';

/** doc 2 §2.7: below 100 %, 'Verification Under Review' while the ID is pending, else the 'Get Verified' prompt. */
export function AccountVerificationBanner({ user, onVerify }: { user: Pick<User, 'idVerificationStatus' | 'verificationProgress'>; onVerify: () => void }) {
  if (user.verificationProgress >= 100) return null;
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
