import type { ReactNode } from 'react';
import { formatBadgeCount } from '@sokoni/contracts/constants';
import { cn } from './cn.ts';

/** An unread counter, capped at 99+ (doc 1 §2.3); nothing is shown for zero. */
export function CountBadge({ count, label, className }: { count: number; label: string; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-label={`${count} ${label}`}
      className={cn(
        'inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white',
        className,
      )}
    >
      {formatBadgeCount(count)}
    </span>
  );
}

type Tone = 'success' | 'warning' | 'neutral' | 'brand' | 'danger';
const TONES: Record<Tone, string> = {
  success: 'bg-emerald-100 text-emerald-800',
  warning: 'bg-amber-100 text-amber-800',
  neutral: 'bg-slate-100 text-slate-700',
  brand: 'bg-brand-100 text-brand-800',
  danger: 'bg-red-100 text-red-800',
};

export function StatusBadge({ tone, children, icon }: { tone: Tone; children: ReactNode; icon?: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold', TONES[tone])}>
      {icon}
      {children}
    </span>
  );
}
