import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { AlertIcon, CheckCircleIcon, InfoIcon } from './icons.tsx';

export type BannerTone = 'success' | 'error' | 'info';

const TONES: Record<BannerTone, string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  error: 'border-red-200 bg-red-50 text-red-900',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
};

/** doc 1 §2.4: success and error messages as coloured banners (green / red). */
export function Banner({ tone, children, className }: { tone: BannerTone; children: ReactNode; className?: string }) {
  const Icon = tone === 'success' ? CheckCircleIcon : tone === 'error' ? AlertIcon : InfoIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      className={cn('flex items-start gap-2.5 rounded-xl border px-3.5 py-3 text-sm leading-snug', TONES[tone], className)}
    >
      <Icon size={18} className="mt-px shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
