import { useId, type ReactNode } from 'react';
import { cn } from './cn.ts';

type Props = {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  icon?: ReactNode;
  className?: string;
};

/** A settings row: its words on the left, an on/off switch on the right; the whole row toggles it. */
export function SwitchRow({ label, description, checked, onChange, disabled, icon, className }: Props) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelId}
      aria-describedby={description ? descriptionId : undefined}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'flex w-full items-center gap-3 px-5 py-3.5 text-left transition-colors hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
    >
      {icon && <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{icon}</span>}
      <span className="min-w-0 flex-1">
        <span id={labelId} className="block font-medium text-slate-800">
          {label}
        </span>
        {description && (
          <span id={descriptionId} className="mt-0.5 block text-sm leading-snug text-slate-600">
            {description}
          </span>
        )}
      </span>
      <span aria-hidden="true" className={cn('relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors', checked ? 'bg-brand-600' : 'bg-slate-300')}>
        <span className={cn('absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5.5' : 'translate-x-0.5')} />
      </span>
    </button>
  );
}
