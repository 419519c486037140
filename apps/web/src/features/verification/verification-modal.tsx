import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@sokoni/contracts/users';
import { useEffect, useState, type ReactNode } from 'react';
import { Banner } from '@/components/banner.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ChevronLeftIcon } from '@/components/icons.tsx';
import { Modal } from '@/components/modal.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import { currentUserQueryOptions, useCurrentUser } from '@/lib/session/get-current-user.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { IdVerification, type IdBusy } from './id-verification.tsx';
import { PhoneVerification } from './phone-verification.tsx';
import { VerificationOverview } from './verification-overview.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { UPLOAD_STOPPED_MESSAGE, verificationWords } from './verification-words.ts';

type View = 'overview' | 'phone' | 'id';
const TITLES = { overview: 'getVerified', phone: 'verifyPhoneTitle', id: 'verifyIdTitle' } as const satisfies Record<View, string>;

/** Which step just completed: the dashboard words its toast after it. */
export type VerifiedStep = 'phone' | 'id';
type Props = { open: boolean; onOpenChange: (open: boolean) => void; onVerified?: (step: VerifiedStep) => void };

export { UPLOAD_STOPPED_MESSAGE };

/**
 * doc 2 §2.9 Verification: overview, phone view and ID view, with a back control to the overview.
 * Opening it refreshes the profile first (doc 2 §4), so the Verify buttons follow the server.
 * Leaving the ID view while its files upload (Escape, the close button, a tap outside, Back) asks
 * first; stopping unmounts the view, which aborts the uploads, and the submission is never sent.
 * Once the files are up only the short submission call remains: leaving then waits for it.
 */
export function VerificationModal({ open, onOpenChange, onVerified }: Props) {
  const t = useWords(verificationWords);
  const [view, setView] = useState<View>('overview');
  const [busy, setBusy] = useState<IdBusy>(null);
  const [leaving, setLeaving] = useState<'close' | 'back' | null>(null);
  const toast = useToast();
  const change = (next: boolean) => {
    if (!next) {
      setView('overview');
      setLeaving(null);
    }
    onOpenChange(next);
  };
  const finish = (step: VerifiedStep) => {
    change(false);
    onVerified?.(step);
  };
  const busyChanged = (next: IdBusy) => {
    setBusy(next);
    // A run that ended (failed) answers an open question by itself.
    if (!next) setLeaving(null);
  };
  const leave = (target: 'close' | 'back') => (busy ? setLeaving(target) : target === 'close' ? change(false) : setView('overview'));
  const stop = () => {
    const target = leaving;
    setLeaving(null);
    setBusy(null);
    if (target === 'close') change(false);
    else setView('overview');
    toast.info(t.uploadStopped);
  };
  return (
    <Modal open={open} onOpenChange={(next) => (next ? change(true) : leave('close'))} title={t[TITLES[view]]} className="md:max-w-lg">
      {open && (
        <div className="mt-4">
          {view !== 'overview' && (
            <button
              type="button"
              onClick={() => leave('back')}
              className="-mt-1 mb-3 inline-flex items-center gap-1 rounded-lg py-1 pr-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              <ChevronLeftIcon size={18} /> {t.back}
            </button>
          )}
          {leaving && busy === 'submitting' && (
            <Banner tone="info" className="mb-3">
              {t.almostDone}
            </Banner>
          )}
          <FreshProfile>
            {(user) =>
              view === 'overview' ? (
                <VerificationOverview user={user} onPhone={() => setView('phone')} onId={() => setView('id')} />
              ) : view === 'phone' ? (
                <PhoneVerification user={user} onVerified={() => finish('phone')} />
              ) : (
                <IdVerification onSubmitted={() => finish('id')} onBusyChange={busyChanged} />
              )
            }
          </FreshProfile>
        </div>
      )}
      <ConfirmDialog
        open={leaving !== null && busy === 'uploading'}
        onOpenChange={(next) => !next && setLeaving(null)}
        title={t.stopUploading}
        description={t.stopUploadingText}
        cancelLabel={t.keepUploading}
        confirmLabel={t.stopUpload}
        destructive
        onConfirm={stop}
      />
    </Modal>
  );
}

/** The profile once re-read from the server (or the cached one if that fails: better stale than stuck). */
function FreshProfile({ children }: { children: (user: User) => ReactNode }) {
  const t = useWords(verificationWords);
  const queryClient = useQueryClient();
  const session = useSession();
  const cached = useCurrentUser().data;
  const [refreshed, setRefreshed] = useState(false);
  useEffect(() => {
    let live = true;
    void queryClient
      .fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 })
      .catch(() => undefined)
      .finally(() => live && setRefreshed(true));
    return () => {
      live = false;
    };
  }, [queryClient]);
  const user = cached ?? (session.status === 'authenticated' ? session.user : null);
  if (!refreshed || !user) {
    return (
      <div role="status" aria-label={t.loadingStatus} className="space-y-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  return children(user);
}
