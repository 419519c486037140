import { MAX_ID_VERIFICATION_ATTEMPTS } from '@sokoni/contracts/constants';
import type { User } from '@sokoni/contracts/users';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/badge.tsx';
import { Button } from '@/components/button.tsx';
import { AlertIcon, CheckIcon, IdCardIcon, PhoneIcon } from '@/components/icons.tsx';
import { ProgressBar } from '@/components/progress-bar.tsx';
import { formatPhoneForDisplay } from '@/lib/format/phone.ts';
import { useMyVerification } from '@/entities/verification/api/get-my-verification.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { verificationWords, type VerificationWords } from './verification-words.ts';

/** doc 2 §2.9: the ID's Verify is offered only when the server allows a submission and none is pending or done. */
export function canOfferIdVerify(user: Pick<User, 'idVerificationStatus' | 'isIdVerified' | 'canSubmitIdVerification'>): boolean {
  return user.idVerificationStatus !== 'pending' && !user.isIdVerified && user.idVerificationStatus !== 'verified' && user.canSubmitIdVerification;
}

const WHY_VERIFY = [
  // A new shop can list products while its review runs (the dashboard says so): no word here may contradict that.
  ['requiredToSell', 'requiredToSellText'],
  ['visibility', 'visibilityText'],
  ['trust', 'trustText'],
  ['premium', 'premiumText'],
  ['protection', 'protectionText'],
] as const satisfies readonly (readonly [keyof VerificationWords, keyof VerificationWords])[];

function StepCard({ icon, title, detail, badge, action, note }: { icon: ReactNode; title: string; detail: ReactNode; badge: ReactNode; action?: ReactNode; note?: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 p-4">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{icon}</span>
        <div className="min-w-0 flex-1">
          <h3 className="font-bold text-slate-900">{title}</h3>
          <p className="text-sm text-slate-600">{detail}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        {badge}
        {action}
      </div>
      {note && <p className="mt-2 text-sm leading-relaxed text-slate-600">{note}</p>}
    </section>
  );
}

function IdNote({ user }: { user: User }) {
  const rejected = user.idVerificationStatus === 'rejected';
  const latest = useMyVerification(rejected).data;
  const t = useWords(verificationWords);
  if (user.idVerificationStatus === 'pending') return <>{t.reviewing({ time: t.reviewTime })}</>;
  if (user.isIdVerified) return null;
  if (!user.canSubmitIdVerification) return <>{t.attemptsUsed({ max: MAX_ID_VERIFICATION_ATTEMPTS })}</>;
  if (rejected) {
    const left = latest?.attemptsLeft;
    return (
      <>
        {latest?.verification?.reason ? t.notApprovedBecause({ reason: latest.verification.reason }) : t.notApproved} {left !== undefined && t.triesLeft(left)}
      </>
    );
  }
  return null;
}

function idBadge(user: User, t: VerificationWords) {
  if (user.isIdVerified) return <StatusBadge tone="success" icon={<CheckIcon size={12} />}>{t.verified}</StatusBadge>;
  if (user.idVerificationStatus === 'pending') return <StatusBadge tone="brand">{t.underReview}</StatusBadge>;
  if (user.idVerificationStatus === 'rejected') return <StatusBadge tone="danger" icon={<AlertIcon size={12} />}>{t.notApprovedBadge}</StatusBadge>;
  return <StatusBadge tone="neutral">{t.notVerified}</StatusBadge>;
}

/** doc 2 §2.9 overview: the phone card, the 'ID and video' card, each with Verify, and why it is worth it. */
export function VerificationOverview({ user, onPhone, onId }: { user: User; onPhone: () => void; onId: () => void }) {
  const t = useWords(verificationWords);
  return (
    <div className="space-y-4">
      <ProgressBar value={user.verificationProgress} label={t.accountVerification} />
      <StepCard
        icon={<PhoneIcon size={20} />}
        title={t.phoneNumber}
        detail={<span className="tabular-nums">{formatPhoneForDisplay(user.phoneNumber)}</span>}
        badge={
          user.isPhoneVerified ? (
            <StatusBadge tone="success" icon={<CheckIcon size={12} />}>{t.verified}</StatusBadge>
          ) : (
            <StatusBadge tone="warning" icon={<AlertIcon size={12} />}>{t.notVerified}</StatusBadge>
          )
        }
        action={
          <Button size="sm" variant={user.isPhoneVerified ? 'outline' : 'primary'} onClick={onPhone} aria-label={user.isPhoneVerified ? t.verifyPhoneAgain : t.verifyPhone}>
            {user.isPhoneVerified ? t.verifyAgain : t.verify}
          </Button>
        }
      />
      <StepCard
        icon={<IdCardIcon size={20} />}
        title={t.idAndVideo}
        detail={t.idAndVideoDetail}
        badge={idBadge(user, t)}
        action={
          canOfferIdVerify(user) ? (
            <Button size="sm" onClick={onId} aria-label={t.verifyId}>
              {t.verify}
            </Button>
          ) : undefined
        }
        note={<IdNote user={user} />}
      />
      <section aria-labelledby="why-verify" className="rounded-2xl bg-slate-50 p-4">
        <h3 id="why-verify" className="font-bold text-slate-900">
          {t.whyVerify}
        </h3>
        <ul className="mt-2 space-y-2">
          {WHY_VERIFY.map(([title, text]) => (
            <li key={title} className="flex gap-2.5 text-sm leading-snug">
              <CheckIcon size={16} className="mt-0.5 shrink-0 text-brand-600" />
              <span>
                <strong className="font-semibold text-slate-900">{t[title]}.</strong> <span className="text-slate-600">{t[text]}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
