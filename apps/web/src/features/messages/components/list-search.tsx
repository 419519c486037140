import { RefreshIcon, SearchIcon } from '@/components/icons.tsx';
import { cn } from '@/components/cn.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { messagesWords } from '../messages-words.ts';

type Props = { value: string; onChange: (value: string) => void; onRefresh?: () => void; refreshing?: boolean; placeholder?: string };

/** The list's search box (over what is loaded: no round trip) and its refresh button. */
export function ListSearch({ value, onChange, onRefresh, refreshing, placeholder }: Props) {
  const t = useWords(messagesWords);
  return (
    <div className="flex items-center gap-2 border-b border-slate-200 p-3">
      <label className="flex h-10 flex-1 items-center gap-2 rounded-full border border-slate-200 bg-slate-50 px-3 focus-within:border-brand-500 focus-within:bg-white">
        <SearchIcon size={16} className="shrink-0 text-slate-400" />
        <span className="sr-only">{t.searchConversations}</span>
        <input type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder ?? t.searchConversations} className="min-w-0 flex-1 bg-transparent text-sm outline-none" />
      </label>
      {onRefresh && (
        <button type="button" aria-label={t.refresh} onClick={onRefresh} className="rounded-full p-2 text-slate-600 hover:bg-slate-100">
          <RefreshIcon size={18} className={cn(refreshing && 'animate-spin')} />
        </button>
      )}
    </div>
  );
}

export function ListSkeleton() {
  const t = useWords(messagesWords);
  return (
    <ul aria-busy="true" aria-label={t.loadingConversations} className="divide-y divide-slate-100">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="flex items-center gap-3 px-3 py-3">
          <div className="h-12 w-12 shrink-0 animate-pulse rounded-full bg-slate-200" />
          <div className="flex-1 space-y-2">
            <div className="h-3.5 w-1/2 animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-3/4 animate-pulse rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}
