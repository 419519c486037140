import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export const inputClasses = cn(
  'h-12 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-slate-900 placeholder:text-slate-400',
  'transition-shadow focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none',
  'disabled:bg-slate-100 disabled:text-slate-500',
);

/**
 * A label above its control, and an optional hint below (linked by aria-describedby by the caller).
 * `badge` sits beside the label, outside it, so the control's name stays the label alone.
 */
export function Field({ id, label, hint, hintId, badge, children }: { id: string; label: string; hint?: ReactNode; hintId?: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
          {label}
        </label>
        {badge}
      </div>
      {children}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs leading-relaxed text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A field's error under its control (the control names it with aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-xs font-medium text-red-700">
      {message}
    </p>
  );
}

export const textareaClasses = cn(inputClasses, 'h-auto py-2.5 leading-relaxed');
