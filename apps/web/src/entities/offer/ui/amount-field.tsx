import { currencySymbol, formatPrice } from '@sokoni/contracts/money';
import { Field, FieldError, inputClasses } from '@/components/field.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { offerWords } from '../offer-words.ts';

type Props = { id: string; label: string; value: string; onChange: (value: string) => void; currency: string; asking: number; error: string | null; autoFocus?: boolean };

/** An amount in the listing's currency, with its asking price as the hint. */
export function AmountField({ id, label, value, onChange, currency, asking, error, autoFocus }: Props) {
  const t = useWords(offerWords);
  return (
    <Field id={id} label={label} hint={t.askingPrice({ price: formatPrice(asking, currency) })} hintId={`${id}-hint`}>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center font-semibold text-slate-500">{currencySymbol(currency)}</span>
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="decimal"
          autoComplete="off"
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={`${inputClasses} pl-10 tabular-nums`}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </Field>
  );
}
