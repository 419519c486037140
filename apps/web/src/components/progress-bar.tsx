import { cn } from './cn.ts';

/** A determinate progress bar (0-100) with its label read out; the percentage shows beside it. */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-center justify-between gap-3 text-sm">
        <span className="font-semibold text-slate-700">{label}</span>
        <span className="font-bold text-brand-700 tabular-nums">{percent}%</span>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2.5 overflow-hidden rounded-full bg-slate-100">
        <div className={cn('h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-700 transition-[width] duration-200')} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
