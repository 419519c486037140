import type { ReactNode } from 'react';
import { cn } from '@/components/cn.ts';
import { ChevronRightIcon } from '@/components/icons.tsx';

/** A titled white card of rows. */
export function SettingsGroup({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <section aria-label={title} className="overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm">
      <h2 className="px-5 pt-4 pb-1 text-xs font-bold tracking-wider text-slate-500 uppercase">{title}</h2>
      <div className="divide-y divide-slate-100">{children}</div>
      {footer && <div className="border-t border-slate-100 px-5 py-3 text-sm text-slate-600">{footer}</div>}
    </section>
  );
}

type RowProps = { icon: ReactNode; label: string; description?: string; onClick: () => void; danger?: boolean; trailing?: ReactNode };

/** A row that opens something: a sub-screen, a dialog, a 'coming soon' note. */
export function SettingsRow({ icon, label, description, onClick, danger, trailing }: RowProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        'flex w-full items-center gap-3 px-5 py-3.5 text-left transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
        danger ? 'hover:bg-red-50' : 'hover:bg-slate-50',
      )}
    >
      <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-xl', danger ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-700')}>{icon}</span>
      <span className="min-w-0 flex-1">
        <span className={cn('block font-medium', danger ? 'text-red-700' : 'text-slate-800')}>{label}</span>
        {description && <span className="mt-0.5 block text-sm leading-snug text-slate-600">{description}</span>}
      </span>
      {trailing ?? <ChevronRightIcon size={18} className="shrink-0 text-slate-400" />}
    </button>
  );
}
