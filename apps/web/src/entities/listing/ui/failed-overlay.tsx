import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { AlertIcon, RefreshIcon } from '@/components/icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { listingWords } from '../listing-words.ts';

/** A listing whose drafting failed: the reason, and Retry (doc 2 §4; the seller may also edit it by hand). */
export function FailedOverlay({ reason, onRetry }: { reason: string; onRetry: () => Promise<void> }) {
  const t = useWords(listingWords);
  const [busy, setBusy] = useState(false);
  return (
    <div data-testid="failed-overlay" className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-slate-950/75 p-3 text-center text-white">
      <AlertIcon size={22} className="text-amber-300" />
      <p className="line-clamp-4 text-xs leading-snug">{reason}</p>
      <Button
        size="sm"
        variant="accent"
        loading={busy}
        onClick={() => {
          setBusy(true);
          void onRetry().finally(() => setBusy(false));
        }}
      >
        <RefreshIcon size={14} /> {t.retry}
      </Button>
    </div>
  );
}
