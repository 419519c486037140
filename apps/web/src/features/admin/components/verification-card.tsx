import type { AdminVerification } from '@sokoni/contracts/admin';
import { MAX_ID_VERIFICATION_ATTEMPTS } from '@sokoni/contracts/constants';
import { Avatar } from '@/components/avatar.tsx';
import { StatusBadge } from '@/components/badge.tsx';
import { Button } from '@/components/button.tsx';
import { cn } from '@/components/cn.ts';
import { CheckIcon, CloseIcon } from '@/components/icons.tsx';
import { CARD_CLASS } from '@/components/page.tsx';
import { formatPhoneForDisplay } from '@/lib/format/phone.ts';
import { formatRelativeTime } from '@/lib/format/relative-time.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { adminWords } from '../admin-words.ts';

type Props = {
  verification: AdminVerification;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
};

const MEDIA = 'aspect-[3/4] w-full rounded-xl bg-slate-900 object-contain';

/** One pending submission: who, the ID picture beside the selfie video, and the decision. */
export function VerificationCard({ verification, busy, onApprove, onReject }: Props) {
  const t = useWords(adminWords);
  const { user } = verification;
  const name = user.displayName || user.name;
  return (
    <li className={cn(CARD_CLASS, 'p-4')}>
      <div className="flex items-start gap-3">
        <Avatar name={name} src={user.avatar} size={40} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-bold text-slate-900">{name}</h3>
          <p className="text-sm text-slate-600 tabular-nums">{formatPhoneForDisplay(user.phoneNumber)}</p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <StatusBadge tone={user.isPhoneVerified ? 'success' : 'warning'}>{user.isPhoneVerified ? t.phoneVerified : t.phoneNotVerified}</StatusBadge>
            <StatusBadge tone="neutral">
              {t.attemptOf({ attempt: user.idVerificationAttempts, max: MAX_ID_VERIFICATION_ATTEMPTS })}
            </StatusBadge>
          </div>
        </div>
        <time dateTime={verification.createdAt} className="shrink-0 text-xs text-slate-500">
          {formatRelativeTime(verification.createdAt)}
        </time>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <figure>
          {verification.idDocumentUrl ? (
            <a href={verification.idDocumentUrl} target="_blank" rel="noreferrer" aria-label={t.openId({ name })}>
              <img src={verification.idDocumentUrl} alt={t.idOf({ name })} className={MEDIA} />
            </a>
          ) : (
            <Missing text={t.idUnavailable} />
          )}
          <figcaption className="mt-1 text-xs font-semibold text-slate-600">{t.idDocument}</figcaption>
        </figure>
        <figure>
          {verification.videoUrl ? (
            <video src={verification.videoUrl} poster={verification.videoPosterUrl ?? undefined} controls playsInline preload="metadata" aria-label={t.selfieOf({ name })} className={MEDIA} />
          ) : (
            <Missing text={t.videoProcessing} />
          )}
          <figcaption className="mt-1 text-xs font-semibold text-slate-600">{t.selfieVideo}</figcaption>
        </figure>
      </div>
      <div className="mt-4 flex gap-2">
        <Button className="flex-1" loading={busy} onClick={onApprove} aria-label={t.approveOf({ name })}>
          <CheckIcon size={18} /> {t.approve}
        </Button>
        <Button className="flex-1" variant="outline" disabled={busy} onClick={onReject} aria-label={t.rejectOf({ name })}>
          <CloseIcon size={18} /> {t.reject}
        </Button>
      </div>
    </li>
  );
}

function Missing({ text }: { text: string }) {
  return <div className={cn(MEDIA, 'flex items-center justify-center p-3 text-center text-sm text-white/80')}>{text}</div>;
}
