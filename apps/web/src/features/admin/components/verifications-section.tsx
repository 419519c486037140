import type { AdminVerification } from '@sokoni/contracts/admin';
import { useState } from 'react';
import { ShieldCheckIcon } from '@/components/icons.tsx';
import { rowsOf } from '../api/admin-page.ts';
import { useVerifications } from '../api/get-verifications.ts';
import { useReviewVerification } from '../api/review-verification.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { adminWords } from '../admin-words.ts';
import { useActionToasts } from '../hooks/use-action-toasts.ts';
import { AdminList } from './admin-list.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { SectionHeader, useSectionFocus } from './section-header.tsx';
import { VerificationCard } from './verification-card.tsx';

/** Pending ID verifications, oldest first: approve, or reject with a reason the user will read. */
export function VerificationsSection() {
  const t = useWords(adminWords);
  const query = useVerifications();
  const rows = rowsOf(query.data);
  const review = useReviewVerification();
  const toasts = useActionToasts();
  const { headingRef, refocus } = useSectionFocus();
  const [rejecting, setRejecting] = useState<AdminVerification | null>(null);

  const decide = async (verification: AdminVerification, approve: boolean, reason?: string) => {
    try {
      const message = await review.mutateAsync({ userId: verification.user.id, approve, reason });
      toasts.done(message, approve ? t.approved : t.rejected);
      setRejecting(null);
      refocus();
    } catch (error) {
      toasts.failed(error, approve ? t.approveFailed : t.rejectFailed);
    }
  };

  return (
    <section aria-labelledby="admin-verifications">
      <SectionHeader id="admin-verifications" headingRef={headingRef} title={t.verifications} description={t.verificationsText} />
      <AdminList
        query={query}
        count={rows.length}
        label={t.pendingVerifications}
        noun={{ one: t.waitingOne, many: t.waitingMany }}
        layout="cards"
        errorTitle={t.verificationsFailed}
        empty={{ icon: <ShieldCheckIcon size={28} />, title: t.noVerifications, description: t.noVerificationsText }}
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
          title={t.rejectTitle({ name: rejecting.user.displayName || rejecting.user.name })}
          description={t.rejectText}
          reasonLabel={t.reason}
          reasonRequired
          placeholder={t.rejectPlaceholder}
          confirmLabel={t.reject}
          destructive
          busy={review.isPending}
          onCancel={() => setRejecting(null)}
          onConfirm={(reason) => void decide(rejecting, false, reason)}
        />
      )}
    </section>
  );
}
