import { cn } from '@/components/cn.ts';
import { EyeIcon, EyeOffIcon } from '@/components/icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { listingWords } from '../listing-words.ts';

/** doc 2 §2.14: the card's visibility toggle (isAvailable false hides the product from buyers). */
/** `compact`: the words show from 640 px only (the switch and its accessible name stay). */
export function VisibilitySwitch({ visible, title, disabled, compact, onToggle }: { visible: boolean; title: string; disabled?: boolean; compact?: boolean; onToggle: () => void }) {
  const t = useWords(listingWords);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={visible}
      aria-label={t.visibleTo({ title })}
      disabled={disabled}
      onClick={onToggle}
      className="group flex items-center gap-2 rounded-full py-1 text-xs font-semibold text-slate-700 disabled:opacity-50"
    >
      <span className={cn('relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors', visible ? 'bg-brand-600' : 'bg-slate-300')}>
        <span className={cn('absolute top-0.5 size-4 rounded-full bg-white shadow transition-transform', visible ? 'translate-x-4.5' : 'translate-x-0.5')} />
      </span>
      <span className={cn('flex items-center gap-1', compact && 'max-sm:hidden')}>
        {visible ? <EyeIcon size={14} /> : <EyeOffIcon size={14} />}
        {visible ? t.visible : t.hidden}
      </span>
    </button>
  );
}
