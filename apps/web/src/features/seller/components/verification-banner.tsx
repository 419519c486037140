import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_AREA_MESSAGES, VERIFICATION_REVIEW_TIME } from '@sokoni/contracts/account-rules';
import type { User } from '@sokoni/contracts/users';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { ShieldCheckIcon } from '@/components/icons.tsx';
import { ProgressBar } from '@/components/progress-bar.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';

const VerificationModal = lazy(() => import('@/features/verification/verification-modal.tsx').then((m) => ({ default: m.VerificationModal })));

/** The toast once a step completes in the modal (the modal's own message has just closed with it). */
const VERIFIED_TOAST = {
  phone: ACCOUNT_AREA_MESSAGES.phoneVerified,
  id: `Your ID and video are submitted. The review usually takes ${VERIFICATION_REVIEW_TIME}; you can keep adding products meanwhile.`,
} as const;

/**
 * doc 2 §2.14: shown while the shop is not verified. Pending ID: 'Verification Under Review'
 * (24-48 hours; products can still be added). Otherwise a prompt that opens the verification
 * modal here; once a step completes the shop reloads and a success toast shows (doc 2 §4).
 */
export function VerificationBanner({ user }: { user: Pick<User, 'idVerificationStatus' | 'verificationProgress'> | null }) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const toast = useToast();
  const verified = (step: 'phone' | 'id') => {
    void client.invalidateQueries({ queryKey: queryKeys.shops.mine() });
    void client.invalidateQueries({ queryKey: queryKeys.users.me() });
    toast.success(VERIFIED_TOAST[step]);
  };
  // One tree for both states, the modal at the same place in it: a submitted ID turns the prompt
  // into 'Under Review' while the modal still shows its success message for 2 s (doc 2 §4).
  return (
    <>
      {user?.idVerificationStatus === 'pending' ? (
        <div role="status" data-testid="verification-banner" className="flex items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sky-950">
          <ShieldCheckIcon size={22} className="mt-0.5 shrink-0 text-sky-600" />
          <div>
            <p className="font-bold">Verification Under Review</p>
            <p className="mt-0.5 text-sm leading-relaxed">We are checking your ID. This usually takes {VERIFICATION_REVIEW_TIME}; you can still add products meanwhile.</p>
          </div>
        </div>
      ) : (
        <div data-testid="verification-banner" className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center">
          <ShieldCheckIcon size={22} className="shrink-0 text-amber-600 max-sm:hidden" />
          <div className="flex-1">
            <p className="font-bold">Get your shop verified</p>
            <p className="mt-0.5 text-sm leading-relaxed">Verification is required to sell: verified shops show a badge, rank higher in search and earn buyers' trust.</p>
            {user && <ProgressBar value={user.verificationProgress} label="Account Verification" className="mt-3 max-w-sm" />}
          </div>
          <Button variant="accent" onClick={() => setOpen(true)}>
            Start verification
          </Button>
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <VerificationModal open onOpenChange={setOpen} onVerified={verified} />
        </Suspense>
      )}
    </>
  );
}
