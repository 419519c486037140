import type { ReactNode } from 'react';
import { cn } from './cn.ts';

type Props = {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  tone?: 'light' | 'dark';
  className?: string;
};

/** The honest "nothing here yet" of every list. */
export function EmptyState({ icon, title, description, actions, tone = 'light', className }: Props) {
  const dark = tone === 'dark';
  return (
    <section
      aria-label={title}
      className={cn('flex flex-col items-center px-6 py-8 text-center md:py-10', className)}
    >
      {icon && (
        <div
          className={cn(
            'mb-4 flex size-16 items-center justify-center rounded-2xl',
            dark ? 'bg-white/10 text-brand-300 ring-1 ring-white/15' : 'bg-brand-50 text-brand-700',
          )}
        >
          {icon}
        </div>
      )}
      <h2 className={cn('text-lg font-bold', dark ? 'text-white' : 'text-slate-900')}>{title}</h2>
      {description && (
        <p className={cn('mt-1.5 max-w-sm text-sm leading-relaxed', dark ? 'text-white/70' : 'text-slate-600')}>{description}</p>
      )}
      {actions && <div className="mt-6 flex w-full max-w-xs flex-col gap-2.5 sm:max-w-none sm:flex-row sm:justify-center">{actions}</div>}
    </section>
  );
}
