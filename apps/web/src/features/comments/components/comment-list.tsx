import { Button } from '@/components/button.tsx';
import { ChatIcon } from '@/components/icons.tsx';
import { LoadState } from '@/components/load-state.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import type { CommentListState } from '../hooks/use-comment-list.ts';
import { CommentItem } from './comment-item.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commentsWords } from '../comments-words.ts';


export function CommentSkeletons() {
  const t = useWords(commentsWords);
  return (
    <div role="status" aria-label={t.loadingComments} className="space-y-5">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-32" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

type Props = { state: CommentListState; onRetry: () => void; onLoadMore: () => void };

export function CommentList({ state, onRetry, onLoadMore }: Props) {
  const t = useWords(commentsWords);
  return (
    <LoadState
      status={state.status}
      loading={<CommentSkeletons />}
      error={{ title: t.loadFailed, description: state.status === 'error' ? state.message : undefined, onRetry }}
      empty={{ icon: <ChatIcon size={28} />, title: t.noComments, description: t.noCommentsHint }}
    >
      {state.status === 'ready' && <CommentItems state={state} onLoadMore={onLoadMore} />}
    </LoadState>
  );
}

function CommentItems({ state, onLoadMore }: { state: Extract<CommentListState, { status: 'ready' }>; onLoadMore: () => void }) {
  const t = useWords(commentsWords);
  return (
    <>
      <ul aria-label={t.panelTitle} className="space-y-5">
        {state.comments.map((comment) => (
          <li key={comment._id}>
            <CommentItem comment={comment} />
          </li>
        ))}
      </ul>
      {state.hasMore && (
        <div className="mt-5 flex justify-center">
          <Button variant="outline" loading={state.loadingMore} onClick={onLoadMore}>
            {t.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
