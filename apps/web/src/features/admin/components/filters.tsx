import { useId, type ReactNode } from 'react';
import { cn } from '@/components/cn.ts';
import { inputClasses } from '@/components/field.tsx';
import { SearchIcon } from '@/components/icons.tsx';

const compact = 'h-10 text-[15px]';

/** A list's search and filters: the search on a row of its own on a phone, the selects side by side; one line from 768 px. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="mb-4 flex flex-wrap items-end gap-3 md:flex-nowrap">{children}</div>;
}

export function SearchField({ label, value, onChange, placeholder }: { label: string; value: string; onChange: (value: string) => void; placeholder?: string }) {
  const id = useId();
  return (
    <div className="min-w-0 basis-full md:flex-1 md:basis-auto">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-slate-600">
        {label}
      </label>
      <div className="relative">
        <SearchIcon size={18} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
        <input id={id} type="search" value={value} maxLength={100} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} className={cn(inputClasses, compact, 'pl-10')} />
      </div>
    </div>
  );
}

export type Option<V extends string> = { value: V; label: string };

export function FilterSelect<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: readonly Option<V>[]; onChange: (value: V) => void }) {
  const id = useId();
  return (
    <div className="min-w-36 flex-1 md:w-48 md:flex-none">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-slate-600">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)} className={cn(inputClasses, compact, 'pr-8')}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
