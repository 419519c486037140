import { useState } from 'react';
import { CloseIcon, ShieldCheckIcon } from '@/components/icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { messagesWords } from '../messages-words.ts';

const DISMISSED_KEY = 'sokoni:stay-safe-dismissed';

const wasDismissed = () => {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/** doc 2 §2.5: the dismissible scam warning; once dismissed it stays away on this device. */
export function StaySafe() {
  const t = useWords(messagesWords);
  const [hidden, setHidden] = useState(wasDismissed);
  if (hidden) return null;
  return (
    <div role="note" className="flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-3 py-2 text-amber-900 md:px-5">
      <ShieldCheckIcon size={18} className="mt-0.5 shrink-0" />
      <p className="flex-1 text-xs leading-relaxed">
        <strong className="font-bold">{t.stayingSafe}.</strong> {t.stayingSafeText}
      </p>
      <button
        type="button"
        aria-label={t.dismissSafety}
        className="rounded-full p-1 hover:bg-amber-100"
        onClick={() => {
          setHidden(true);
          try {
            localStorage.setItem(DISMISSED_KEY, '1');
          } catch {
            // Private mode: dismissed for this visit only.
          }
        }}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
