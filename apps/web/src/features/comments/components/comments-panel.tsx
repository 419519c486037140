import type { CommentsPanelProps } from '@/components/comments-sheet/comments-panel-slot.tsx';
import { averageLabel } from '../comment-display.ts';
import { CommentComposer } from './comment-composer.tsx';
import { CommentList } from './comment-list.tsx';
import { CommentsThread, GuestPrompt } from './comments-thread.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commentsWords } from '../comments-words.ts';

/**
 * A target's comments laid out in the page rather than a sheet: the seller's comments panel
 * (doc 2 §2.14, §4: loading, error, empty, list; posting prepends and refetches; reply per comment).
 */
export function CommentsPanel({ target, title }: CommentsPanelProps) {
  const t = useWords(commentsWords);
  return (
    <CommentsThread target={target}>
      {({ list, viewerId }) => {
        const count = list.stats?.totalComments;
        const average = averageLabel(list.stats?.averageRating);
        return (
          <section aria-label={title ?? t.panelTitle} data-testid="comments-panel" className="flex flex-col">
            <p className="mb-3 text-sm text-slate-600">
              {count === undefined ? t.panelHint : `${t.panelCount(count)}${average ? t.panelAverage({ average }) : ''}`}
            </p>
            {/* -ml-1 px-1: room for the full-width reply box's focus ring, which the scrolling would clip. */}
            <div className="-ml-1 max-h-[28rem] overflow-y-auto overscroll-contain px-1">
              <CommentList state={list.state} onRetry={list.retry} onLoadMore={list.loadMore} />
            </div>
            <div className="mt-4 border-t border-slate-100 pt-3">{viewerId ? <CommentComposer canRate={list.canRate} /> : <GuestPrompt />}</div>
          </section>
        );
      }}
    </CommentsThread>
  );
}
