import * as Dialog from '@radix-ui/react-dialog';
import type { CommentMediaItem } from '@sokoni/contracts/comment-rules';
import { useRef, useState, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/icons.tsx';
import { isVideoAttachment } from '../comment-display.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commentsWords } from '../comments-words.ts';

/** A horizontal swipe past this many px moves to the neighbour (doc 1 §9's open threshold). */
const SWIPE_DISTANCE = 50;

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.9} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {children}
    </svg>
  );
}
const DownloadGlyph = () => (
  <Glyph>
    <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
  </Glyph>
);
const ExternalGlyph = () => (
  <Glyph>
    <path d="M14 4h6v6m0-6-9 9M19 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h5" />
  </Glyph>
);

const control = 'flex size-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/15 backdrop-blur hover:bg-white/20 disabled:opacity-30';

function Stage({ item, label }: { item: CommentMediaItem; label: string }) {
  const [failed, setFailed] = useState(false);
  const t = useWords(commentsWords);
  if (isVideoAttachment(item)) {
    return <video key={item.url} src={item.url} poster={item.posterUrl} controls playsInline preload="metadata" aria-label={label} className="max-h-full max-w-full" />;
  }
  if (failed) return <p className="text-sm text-white/80">{t.imageFailed}</p>;
  return <img key={item.url} src={item.url} alt={label} decoding="async" onError={() => setFailed(true)} className="max-h-full max-w-full object-contain" />;
}

type Props = { items: CommentMediaItem[]; startIndex: number; onClose: () => void };

/** doc 1 §2.10: an attachment full screen, with previous, next, download, open in new tab and close. */
export function Lightbox({ items, startIndex, onClose }: Props) {
  const [index, setIndex] = useState(startIndex);
  const touchX = useRef<number | null>(null);
  const item = items[index];
  const count = items.length;
  const go = (step: number) => setIndex((i) => Math.min(count - 1, Math.max(0, i + step)));
  const t = useWords(commentsWords);
  const label = t.attachmentOf({ n: index + 1, total: count });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches.length === 1 ? (event.touches[0]?.clientX ?? null) : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_DISTANCE) return;
    go(end < start ? 1 : -1);
  };

  if (!item) return null;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] animate-fade-in bg-slate-950" />
        <Dialog.Content aria-describedby={undefined} onKeyDown={onKeyDown} className="fixed inset-0 z-[60] flex flex-col text-white outline-none">
          <div className="flex items-center gap-2 px-3 pt-[max(0.75rem,env(safe-area-inset-top))] pb-2">
            <Dialog.Title className="flex-1 text-sm font-semibold tabular-nums">
              {index + 1} / {count}
            </Dialog.Title>
            <a href={item.url} download={item.name || true} aria-label={t.download} className={control}>
              <DownloadGlyph />
            </a>
            <a href={item.url} target="_blank" rel="noopener noreferrer" aria-label={t.openInNewTab} className={control}>
              <ExternalGlyph />
            </a>
            <Dialog.Close aria-label={t.close} className={control}>
              <CloseIcon size={22} />
            </Dialog.Close>
          </div>
          <div data-testid="lightbox-stage" className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-[max(1rem,env(safe-area-inset-bottom))]" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
            <Stage key={index} item={item} label={item.name || label} />
            {count > 1 && (
              <>
                <button type="button" aria-label={t.previous} disabled={index === 0} onClick={() => go(-1)} className={`${control} absolute left-3 top-1/2 -translate-y-1/2`}>
                  <ChevronLeftIcon size={24} />
                </button>
                <button type="button" aria-label={t.next} disabled={index === count - 1} onClick={() => go(1)} className={`${control} absolute right-3 top-1/2 -translate-y-1/2`}>
                  <ChevronRightIcon size={24} />
                </button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
