import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@sokoni/contracts/users';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { ShieldCheckIcon } from '@/components/icons.tsx';
import { ProgressBar } from '@/components/progress-bar.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { sellerWords } from '../seller-words.ts';

const VerificationModal = lazy(() => import('@/features/verification/verification-modal.tsx').then((m) => ({ default: m.VerificationModal })));

/**
 * doc 2 §2.14: shown while the shop is not verified. Pending ID: 'Verification Under Review'
 * (24-48 hours; products can still be added). Otherwise a prompt that opens the verification
 * modal here; once a step completes the shop reloads and a success toast shows (doc 2 §4).
 */
export function VerificationBanner({ user }: { user: Pick<User, 'idVerificationStatus' | 'verificationProgress'> | null }) {
  const t = useWords(sellerWords);
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const toast = useToast();
  const verified = (step: 'phone' | 'id') => {
    void client.invalidateQueries({ queryKey: queryKeys.shops.mine() });
    void client.invalidateQueries({ queryKey: queryKeys.users.me() });
    // The toast once a step completes in the modal (the modal's own message has just closed with it).
    toast.success(step === 'phone' ? t.phoneVerified : t.idSubmitted);
  };
  // One tree for both states, the modal at the same place in it: a submitted ID turns the prompt
  // into 'Under Review' while the modal still shows its success message for 2 s (doc 2 §4).
  return (
    <>
      {user?.idVerificationStatus === 'pending' ? (
        <div role="status" data-testid="verification-banner" className="flex items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sky-950">
          <ShieldCheckIcon size={22} className="mt-0.5 shrink-0 text-sky-600" />
          <div>
            <p className="font-bold">{t.underReview}</p>
            <p className="mt-0.5 text-sm leading-relaxed">{t.underReviewText}</p>
          </div>
        </div>
      ) : (
        <div data-testid="verification-banner" className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center">
          <ShieldCheckIcon size={22} className="shrink-0 text-amber-600 max-sm:hidden" />
          <div className="flex-1">
            <p className="font-bold">{t.getVerified}</p>
            <p className="mt-0.5 text-sm leading-relaxed">{t.verifyWhy}</p>
            {user && <ProgressBar value={user.verificationProgress} label={t.accountVerification} className="mt-3 max-w-sm" />}
          </div>
          <Button variant="accent" onClick={() => setOpen(true)}>
            {t.startVerification}
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
