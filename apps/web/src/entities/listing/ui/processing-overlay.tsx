import { SparklesIcon } from '@/components/icons.tsx';
import { attemptLabel } from '../listing-state.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { listingWords } from '../listing-words.ts';

/** doc 2 §2.14: over a processing product's media, the AI at work ('Attempt n' from the second). */
export function ProcessingOverlay({ attempt, compact }: { attempt: number; compact?: boolean }) {
  const t = useWords(listingWords);
  const label = attemptLabel(attempt);
  return (
    <div data-testid="ai-overlay" role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 bg-brand-950/70 p-3 text-center text-white backdrop-blur-[2px]">
      <span className="flex size-10 animate-pulse items-center justify-center rounded-full bg-white/15 ring-1 ring-white/30">
        <SparklesIcon size={22} />
      </span>
      <span className="text-sm font-bold">{t.aiWorking}</span>
      {!compact && <span className="text-xs text-white/80">{t.drafting}</span>}
      {label && <span className="rounded-full bg-white/20 px-2 py-0.5 text-[11px] font-semibold">{label}</span>}
    </div>
  );
}
