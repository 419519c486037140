import type { AdminVerification } from '@sokoni/contracts/admin';
import { useState } from 'react';
import { ShieldCheckIcon } from '@/components/icons.tsx';
import { rowsOf } from '../api/admin-page.ts';
import { useVerifications } from '../api/get-verifications.ts';
import { useReviewVerification } from '../api/review-verification.ts';
import { useActionToasts } from '../hooks/use-action-toasts.ts';
import { AdminList } from './admin-list.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { SectionHeader, useSectionFocus } from './section-header.tsx';
import { VerificationCard } from './verification-card.tsx';

/** Pending ID verifications, oldest first: approve, or reject with a reason the user will read. */
export function VerificationsSection() {
  const query = useVerifications();
  const rows = rowsOf(query.data);
  const review = useReviewVerification();
  const toasts = useActionToasts();
  const { headingRef, refocus } = useSectionFocus();
  const [rejecting, setRejecting] = useState<AdminVerification | null>(null);

  const decide = async (verification: AdminVerification, approve: boolean, reason?: string) => {
    try {
      const message = await review.mutateAsync({ userId: verification.user.id, approve, reason });
      toasts.done(message, approve ? 'ID verification approved' : 'ID verification rejected');
      setRejecting(null);
      refocus();
    } catch (error) {
      toasts.failed(error, approve ? 'Failed to approve the verification' : 'Failed to reject the verification');
    }
  };

  return (
    <section aria-labelledby="admin-verifications">
      <SectionHeader id="admin-verifications" headingRef={headingRef} title="Verifications" description="ID documents and selfie videos waiting for review, oldest first." />
      <AdminList
        query={query}
        count={rows.length}
        label="Pending verifications"
        noun={{ one: 'waiting', many: 'waiting' }}
        layout="cards"
        errorTitle="Failed to load verifications"
        empty={{ icon: <ShieldCheckIcon size={28} />, title: 'No verifications waiting', description: 'New ID submissions show here for review.' }}
      >
        {rows.map((verification) => (
          <VerificationCard
            key={verification.id}
            verification={verification}
            busy={review.isPending && review.variables?.userId === verification.user.id}
            onApprove={() => void decide(verification, true)}
            onReject={() => setRejecting(verification)}
          />
        ))}
      </AdminList>
      {rejecting && (
        <ReasonDialog
          title={`Reject ${rejecting.user.displayName || rejecting.user.name}'s ID verification?`}
          description="They are told why and may submit again while they have attempts left."
          reasonLabel="Reason"
          reasonRequired
          placeholder="e.g. The ID picture is blurred: send a sharp photo of the whole card."
          confirmLabel="Reject"
          destructive
          busy={review.isPending}
          onCancel={() => setRejecting(null)}
          onConfirm={(reason) => void decide(rejecting, false, reason)}
        />
      )}
    </section>
  );
}
