import { cn } from '@/components/cn.ts';
import { ViewLink } from '@/components/view-link.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { shellWords } from './shell-words.ts';

/** The wordmark; doc 1 §2.3: the logo goes to browse. */
export function Logo({ dark = false }: { dark?: boolean }) {
  const t = useWords(shellWords);
  return (
    <ViewLink view="browse" aria-label={t.home} className="flex shrink-0 items-center gap-2 rounded-lg">
      <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-[10px] bg-gradient-to-br from-brand-500 to-brand-800 shadow-sm">
        <svg viewBox="0 0 24 24" width="18" height="18" fill="none">
          <path d="M6 9h12l-1.2 10a1.5 1.5 0 0 1-1.5 1.3H8.7a1.5 1.5 0 0 1-1.5-1.3z" fill="#fff" />
          <path d="M9 9V8a3 3 0 0 1 6 0v1" stroke="#fbbd3d" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </span>
      <span className={cn('text-xl font-extrabold tracking-tight', dark ? 'text-white' : 'text-brand-900')}>
        soko<span className={dark ? 'text-accent-400' : 'text-accent-600'}>ni</span>
      </span>
    </ViewLink>
  );
}
