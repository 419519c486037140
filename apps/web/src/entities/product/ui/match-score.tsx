import { matchScoreBand } from '@sokoni/contracts/assistant-rules';
import { cn } from '@/components/cn.ts';
import { CheckIcon } from '@/components/icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { productTerms } from '../product-terms.ts';

/** doc 2 §9: 70+ green, 50+ blue, 40+ yellow/orange, below red. */
const BAND_CLASSES = {
  green: 'bg-emerald-600 text-white',
  blue: 'bg-sky-600 text-white',
  orange: 'bg-amber-400 text-amber-950',
  red: 'bg-red-600 text-white',
} as const;

/** A match score (0-100) in its colour band. */
export function MatchScoreBadge({ score, className }: { score: number; className?: string }) {
  const value = Math.max(0, Math.min(100, Math.round(score)));
  const band = matchScoreBand(value);
  const t = useWords(productTerms);
  return (
    <span data-band={band} className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-bold tabular-nums', BAND_CLASSES[band], className)}>
      {t.matchScore({ score: value })}
    </span>
  );
}

/** doc 2 §9: the first 2 reasons a product was picked. */
export function MatchReasons({ reasons, className }: { reasons: readonly string[]; className?: string }) {
  const shown = reasons.filter(Boolean).slice(0, 2);
  if (!shown.length) return null;
  return (
    <ul className={cn('space-y-0.5 text-xs leading-snug text-slate-600', className)}>
      {shown.map((reason) => (
        <li key={reason} className="flex items-start gap-1">
          <CheckIcon size={12} strokeWidth={2.5} className="mt-0.5 shrink-0 text-brand-600" />
          <span>{reason}</span>
        </li>
      ))}
    </ul>
  );
}

/** A result shown for want of a match (issue 25): labelled as an alternative, with what it is ("Other kind: soundbar", "Over your budget: E6,499"). */
export function AlternativeLabel({ reason, className }: { reason?: string; className?: string }) {
  const t = useWords(productTerms);
  return (
    <div className={cn('space-y-0.5', className)} data-testid="alternative-label">
      <span className="inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-bold text-amber-900 ring-1 ring-amber-200">{t.alternative}</span>
      {reason && <p className="text-xs leading-snug text-slate-600">{reason}</p>}
    </div>
  );
}
