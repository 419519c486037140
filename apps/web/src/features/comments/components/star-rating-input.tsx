import { useId } from 'react';
import { cn } from '@/components/cn.ts';
import { StarIcon } from '@/components/icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commentsWords } from '../comments-words.ts';

/** doc 1 §2.10: a 1–5 star rating for top-level comments, with a Clear control. */
export function StarRatingInput({ value, onChange, disabled }: { value: number | null; onChange: (rating: number | null) => void; disabled?: boolean }) {
  const labelId = useId();
  const t = useWords(commentsWords);
  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className="text-xs font-medium text-slate-500">
        {t.yourRating}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className="flex items-center">
        {[1, 2, 3, 4, 5].map((n) => {
          const filled = value !== null && n <= value;
          return (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={value === n}
              aria-label={t.stars(n)}
              disabled={disabled}
              onClick={() => onChange(n)}
              className="flex size-9 items-center justify-center rounded-full transition-transform hover:bg-amber-50 active:scale-90 disabled:opacity-50"
            >
              <StarIcon size={22} fill={filled ? 'currentColor' : 'none'} className={cn(filled ? 'text-accent-500' : 'text-slate-300')} />
            </button>
          );
        })}
      </div>
      {value !== null && (
        <button type="button" disabled={disabled} onClick={() => onChange(null)} className="rounded-full px-2.5 py-1 text-xs font-semibold text-slate-600 hover:bg-slate-100">
          {t.clear}
        </button>
      )}
    </div>
  );
}
