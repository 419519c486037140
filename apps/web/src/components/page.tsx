import type { ReactNode } from 'react';
import { cn } from './cn.ts';

type Props = {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  width?: 'narrow' | 'wide';
  /** A control before the title (a sub-screen's back button). */
  leading?: ReactNode;
};

/** The frame of a regular (non-feed) view: a heading row and a centred column. */
export function Page({ title, subtitle, actions, children, width = 'narrow', leading }: Props) {
  return (
    <div className={cn('mx-auto w-full px-4 pt-5 pb-8 md:px-6 md:pt-8', width === 'wide' ? 'max-w-6xl' : 'max-w-3xl')}>
      <header className="mb-5 flex items-start justify-between gap-3">
        {leading}
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-slate-600 md:text-base">{subtitle}</p>}
        </div>
        {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
      </header>
      {children}
    </div>
  );
}

export const CARD_CLASS = 'rounded-2xl border border-slate-200/80 bg-white shadow-sm';

/** A white rounded surface. */
export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn(CARD_CLASS, className)}>{children}</div>;
}
