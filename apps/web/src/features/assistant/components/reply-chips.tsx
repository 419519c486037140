import { cn } from '@/components/cn.ts';
import { SearchIcon } from '@/components/icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { assistantWords } from '@/entities/assistant/assistant-words.ts';

type Props = { actions: readonly string[]; suggestions: readonly string[]; disabled: boolean; onChip: (text: string) => void; className?: string };

/** The reply's refinements ("Only new ones", "Near me") and other searches to try; a tap sends the words. */
export function ReplyChips({ actions, suggestions, disabled, onChip, className }: Props) {
  const chips = [...actions.map((text) => ({ text, kind: 'action' as const })), ...suggestions.filter((s) => !actions.includes(s)).map((text) => ({ text, kind: 'suggestion' as const }))];
  const t = useWords(assistantWords);
  if (chips.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label={t.suggestions}>
      {chips.map(({ text, kind }) => (
        <li key={`${kind}:${text}`}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChip(text)}
            className={cn(
              'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors disabled:opacity-50',
              kind === 'action' ? 'border border-brand-300 bg-white text-brand-800 hover:bg-brand-50' : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
            )}
          >
            {kind === 'suggestion' && <SearchIcon size={14} className="shrink-0 text-slate-500" />}
            {text}
          </button>
        </li>
      ))}
    </ul>
  );
}
