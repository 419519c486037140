import { SLUG_LENGTH } from '@sokoni/contracts/seller-rules';
import { cn } from '@/components/cn.ts';
import { FieldError } from '@/components/field.tsx';
import { CheckCircleIcon } from '@/components/icons.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { sellerSays } from '@/entities/listing/seller-messages.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import type { SlugState } from '../slug-check.ts';
import { sellerWords } from '../seller-words.ts';

/** The shop's address, a path in every language. */
const SHOP_PATH = '/shops/';

/** The shop URL with its availability: idle, checking, available, or invalid with the reason. */
export function SlugField({ id, state, onType }: { id: string; state: SlugState; onType: (value: string) => void }) {
  const t = useWords(sellerWords);
  const invalid = state.status === 'invalid';
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {t.shopUrl}
      </label>
      <div className={cn('flex items-center rounded-xl border bg-white focus-within:ring-4', invalid ? 'border-red-400 focus-within:ring-red-500/15' : 'border-slate-300 focus-within:border-brand-500 focus-within:ring-brand-500/15')}>
        <span className="shrink-0 pl-3.5 text-sm text-slate-500">{SHOP_PATH}</span>
        <input
          id={id}
          value={state.slug}
          onChange={(event) => onType(event.target.value)}
          maxLength={SLUG_LENGTH.max + 10}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-status`}
          // The box around it shows focus (red while invalid): the input itself has no ring or border of its own.
          className="h-12 min-w-0 flex-1 bg-transparent pr-2 pl-0.5 text-base text-slate-900 focus:outline-none"
        />
        <span className="shrink-0 pr-3.5" aria-hidden="true">
          {state.status === 'checking' && <Spinner size={16} className="text-slate-400" />}
          {state.status === 'available' && <CheckCircleIcon size={18} className="text-emerald-600" />}
        </span>
      </div>
      {invalid ? (
        <FieldError id={`${id}-status`} message={sellerSays(state.message)} />
      ) : (
        <p id={`${id}-status`} role="status" className={cn('mt-1.5 text-xs', state.status === 'available' ? 'font-medium text-emerald-700' : 'text-slate-500')}>
          {state.status === 'checking' ? t.checking : state.status === 'available' ? t.available : t.slugRules}
        </p>
      )}
    </div>
  );
}
