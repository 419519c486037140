import { SELLER_MESSAGES } from '@sokoni/contracts/seller-rules';
import type { ReactNode } from 'react';
import { Button } from '@/components/button.tsx';
import { AlertIcon, CheckCircleIcon, SparklesIcon } from '@/components/icons.tsx';
import { ProgressBar } from '@/components/progress-bar.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { sellerSays } from '@/entities/listing/seller-messages.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { listingDialogsWords } from './listing-dialogs-words.ts';

function Centered({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center px-2 py-6 text-center" role="status">
      {icon}
      <h3 className="mt-4 text-lg font-bold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

/** Every byte counted as it goes (XMLHttpRequest progress), then the server's turn. */
export function UploadingStep({ percent, onCancel }: { percent: number; onCancel: () => void }) {
  const t = useWords(listingDialogsWords);
  return (
    <div className="space-y-5 py-4" data-testid="upload-progress">
      <ProgressBar value={percent} label={t.uploadingVideo} />
      <p className="text-sm text-slate-600">{t.keepOpen}</p>
      <Button variant="outline" block onClick={onCancel}>
        {t.cancelUpload}
      </Button>
    </div>
  );
}

export function ProcessingStep() {
  const t = useWords(listingDialogsWords);
  return (
    <Centered icon={<Spinner size={40} className="text-brand-700" />} title={t.processing}>
      <p className="mt-1.5 max-w-xs text-sm text-slate-600">{t.videoIn}</p>
    </Centered>
  );
}

export function SuccessStep({ title, text, back, another, onBack, onAnother }: { title: string; text: string; back: string; another: string; onBack: () => void; onAnother: () => void }) {
  return (
    <Centered icon={<CheckCircleIcon size={56} className="text-emerald-600" />} title={title}>
      <p className="mt-1.5 flex max-w-sm items-start gap-1.5 text-left text-sm text-slate-600">
        <SparklesIcon size={18} className="mt-0.5 shrink-0 text-brand-600" />
        {text}
      </p>
      <div className="mt-6 flex w-full flex-col gap-2.5 sm:flex-row">
        <Button size="lg" block onClick={onBack}>
          {back}
        </Button>
        <Button size="lg" variant="outline" block onClick={onAnother}>
          {another}
        </Button>
      </div>
    </Centered>
  );
}

/** doc 2 §8: 'Oops, something went wrong!' over the server's message or the fallback. */
export function FailedStep({ message, onRetry, onEdit }: { message: string; onRetry: () => void; onEdit: () => void }) {
  const t = useWords(listingDialogsWords);
  return (
    <div role="alert" className="flex flex-col items-center px-2 py-6 text-center">
      <AlertIcon size={52} className="text-red-600" />
      <h3 className="mt-4 text-lg font-bold text-slate-900">{sellerSays(SELLER_MESSAGES.oops)}</h3>
      <p className="mt-1.5 max-w-sm text-sm text-slate-600" data-testid="drop-error">
        {sellerSays(message)}
      </p>
      <div className="mt-6 flex w-full flex-col gap-2.5 sm:flex-row">
        <Button size="lg" block onClick={onRetry}>
          {t.tryAgain}
        </Button>
        <Button size="lg" variant="outline" block onClick={onEdit}>
          {t.changeDetails}
        </Button>
      </div>
    </div>
  );
}
