import type { Offer } from '@sokoni/contracts/offers';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/spinner.tsx';
import type { ThreadRow } from '../thread-model.ts';
import { latestOffers } from './chat-offer.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { chatTimeWords, messagesWords } from '../messages-words.ts';

type Props = {
  rows: ThreadRow[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** The other person's name while they type. */
  typingName: string | null;
  onRetry?: (key: string) => void;
  onDismiss?: (key: string) => void;
  /** Shown in place of messages when there are none (quick replies, a hint). */
  empty?: ReactNode;
};

/** Near the bottom: new messages keep the view at the newest. */
const STICK_PX = 120;

/**
 * The scrolling message area: older pages load when the top comes into view, without moving what
 * is on screen; new messages scroll into view when the reader was at the bottom or sent them.
 */
export function ThreadMessages({ rows, hasOlder, loadingOlder, onLoadOlder, typingName, onRetry, onDismiss, empty }: Props) {
  const t = useWords(messagesWords);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const firstKey = useRef<string | undefined>(undefined);
  const fromBottom = useRef<number | null>(null);
  const load = useRef(onLoadOlder);
  // Offers the reader answered here, until the message saying so arrives.
  const [changed, setChanged] = useState<ReadonlyMap<string, Offer>>(new Map());
  const offers = useMemo(() => latestOffers(rows.map((row) => (row.kind === 'message' ? row.message.offer : null)), changed), [rows, changed]);
  const onOfferChanged = (offer: Offer) => setChanged((map) => new Map(map).set(offer.id, offer));
  useEffect(() => {
    load.current = onLoadOlder;
  });

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasOlder) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const el = scroller.current;
        if (!entry?.isIntersecting || loadingOlder || !el) return;
        fromBottom.current = el.scrollHeight - el.scrollTop;
        load.current();
      },
      { root: scroller.current, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder]);

  const last = rows.at(-1);
  const lastMine = last?.kind === 'message' && last.message.mine;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = rows[0]?.key;
    const prepended = firstKey.current !== undefined && first !== firstKey.current && fromBottom.current !== null;
    firstKey.current = first;
    if (prepended) {
      el.scrollTop = el.scrollHeight - fromBottom.current!;
      fromBottom.current = null;
    } else if (stick.current || lastMine) {
      el.scrollTop = el.scrollHeight;
    }
  }, [rows, lastMine, typingName]);

  return (
    <div
      ref={scroller}
      onScroll={(e) => {
        const el = e.currentTarget;
        stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-50 px-3 py-3 md:px-5"
      role="log"
      // Scrollable by keyboard even when no card or link in it takes focus (a haggle closed, say).
      tabIndex={0}
      aria-live="polite"
      aria-label={t.messages}
    >
      <div ref={sentinel} className="h-px" />
      {loadingOlder && (
        <div className="flex justify-center py-2">
          <Spinner size={18} className="text-slate-400" />
        </div>
      )}
      {rows.length === 0 && empty}
      <div className="flex flex-col gap-2">
        {rows.map((row) =>
          row.kind === 'separator' ? (
            <div key={row.key} className="my-1 flex justify-center">
              <span className="rounded-full bg-slate-200/80 px-3 py-0.5 text-[11px] font-semibold text-slate-600">{chatTimeWords(row.label, t)}</span>
            </div>
          ) : (
            <MessageBubble
              key={row.key}
              message={row.message}
              offer={row.message.offer ? offers.get(row.message.offer.id) : undefined}
              onOfferChanged={onOfferChanged}
              onRetry={onRetry}
              onDismiss={onDismiss}
            />
          ),
        )}
      </div>
      {typingName && (
        <p className="mt-2 text-xs font-medium text-slate-500 italic" aria-live="polite">
          {t.typing({ name: typingName })}
        </p>
      )}
    </div>
  );
}
