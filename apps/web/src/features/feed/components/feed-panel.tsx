import { useRef, type ReactNode } from 'react';
import { ArrowLeftIcon } from '@/components/icons.tsx';
import { classifySwipe } from '../hooks/swipe.ts';
import { useSwipe } from '../hooks/use-swipe.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { feedWords } from '../feed-words.ts';

/**
 * The sheet the details and shop panels slide in on: the whole feed area on a phone, a side
 * panel on desktop. Swiping right more than 100 px closes it (doc 1 §2.5).
 */
export function FeedPanelFrame({ label, onClose, wide, children }: { label: string; onClose: () => void; wide?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const t = useWords(feedWords);
  useSwipe(ref, { onEnd: (travel) => classifySwipe(travel, { panelOpen: true, atTop: false }) === 'close-details' && onClose() });
  return (
    <aside
      ref={ref}
      aria-label={label}
      data-testid="feed-panel"
      className={`absolute inset-y-0 right-0 z-30 flex w-full animate-panel-in touch-pan-y flex-col bg-slate-50 shadow-2xl md:border-l md:border-slate-200 ${wide ? 'md:w-[min(760px,100%)]' : 'md:w-[440px]'}`}
    >
      <header className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white/95 px-2 backdrop-blur">
        <button type="button" aria-label={t.closePanel({ panel: label.toLowerCase() })} onClick={onClose} className="flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100">
          <ArrowLeftIcon size={22} />
        </button>
        <h2 className="font-bold text-slate-900">{label}</h2>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
    </aside>
  );
}
