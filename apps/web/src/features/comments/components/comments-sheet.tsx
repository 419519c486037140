import * as Dialog from '@radix-ui/react-dialog';
import type { CommentsTarget } from '@/components/comments-sheet/comments-sheet-target.ts';
import { CloseIcon, StarIcon } from '@/components/icons.tsx';
import { ignoreToastClicks, useToastsAboveModal } from '@/components/toast/toast-context.ts';
import { averageLabel } from '../comment-display.ts';
import { useSheetDrag } from '../hooks/use-sheet-drag.ts';
import { CommentComposer } from './comment-composer.tsx';
import { CommentList } from './comment-list.tsx';
import { CommentsThread, GuestPrompt } from './comments-thread.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commentsWords } from '../comments-words.ts';

/**
 * The Comments and Reviews bottom sheet (doc 1 §2.10): the title with the count and average
 * rating, the list with its states and paging, and the composer (or the guest prompt). Drag the
 * header down more than 100 px, press Escape or go back to close it.
 */
export function CommentsSheet({ target, onClose }: { target: CommentsTarget; onClose: () => void }) {
  const drag = useSheetDrag(onClose);
  useToastsAboveModal(true);
  const t = useWords(commentsWords);
  return (
    <CommentsThread target={target}>
      {({ list, viewerId }) => {
        const count = list.stats?.totalComments;
        const average = averageLabel(list.stats?.averageRating);
        return (
          <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-slate-950/55" />
              <Dialog.Content
                aria-describedby={undefined}
                data-testid="comments-sheet"
                onInteractOutside={ignoreToastClicks}
                style={drag.offset ? { transform: `translateY(${drag.offset}px)` } : undefined}
                className={`fixed inset-x-0 bottom-0 z-50 flex h-[85dvh] animate-sheet-in flex-col rounded-t-3xl bg-white shadow-2xl outline-none md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:h-[min(720px,calc(100dvh-10rem))] md:w-full md:max-w-xl md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-3xl ${drag.dragging ? '' : 'transition-transform duration-200'}`}
              >
                <header {...drag.handlers} className="shrink-0 cursor-grab touch-none border-b border-slate-100 px-5 pt-2.5 pb-3 select-none active:cursor-grabbing">
                  <div className="mx-auto mb-2.5 h-1.5 w-10 rounded-full bg-slate-300 md:hidden" aria-hidden="true" />
                  <div className="flex items-start gap-3">
                    <div className="min-w-0 flex-1">
                      <Dialog.Title className="flex flex-wrap items-center gap-x-2 text-lg font-bold text-slate-900">
                        {t.commentsAndReviews}
                        {count !== undefined && <span className="text-base font-semibold text-slate-500 tabular-nums">({count})</span>}
                        {average && (
                          <span className="inline-flex items-center gap-0.5 rounded-full bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-800" aria-label={t.averageRating({ average })}>
                            <StarIcon size={14} fill="currentColor" className="text-accent-500" /> {average}
                          </span>
                        )}
                      </Dialog.Title>
                      {target.title && <p className="truncate text-sm text-slate-500">{target.title}</p>}
                    </div>
                    <Dialog.Close aria-label={t.closeComments} className="-mr-2 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800">
                      <CloseIcon size={20} />
                    </Dialog.Close>
                  </div>
                </header>
                <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4">
                  <CommentList state={list.state} onRetry={list.retry} onLoadMore={list.loadMore} />
                </div>
                <footer className="shrink-0 border-t border-slate-100 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
                  {viewerId ? <CommentComposer canRate={list.canRate} /> : <GuestPrompt />}
                </footer>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        );
      }}
    </CommentsThread>
  );
}
