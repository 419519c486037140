import { COMMENT_MESSAGES } from '@sokoni/contracts/comment-rules';
import { Button } from '@/components/button.tsx';
import { ChatIcon } from '@/components/icons.tsx';
import { LoadState } from '@/components/load-state.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import type { CommentListState } from '../hooks/use-comment-list.ts';
import { CommentItem } from './comment-item.tsx';


export function CommentSkeletons() {
  return (
    <div role="status" aria-label="Loading comments" className="space-y-5">
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
  return (
    <LoadState
      status={state.status}
      loading={<CommentSkeletons />}
      error={{ title: COMMENT_MESSAGES.loadFailed, description: state.status === 'error' ? state.message : undefined, onRetry }}
      empty={{ icon: <ChatIcon size={28} />, title: 'No comments yet', description: 'Be the first to share what you think.' }}
    >
      {state.status === 'ready' && <CommentItems state={state} onLoadMore={onLoadMore} />}
    </LoadState>
  );
}

function CommentItems({ state, onLoadMore }: { state: Extract<CommentListState, { status: 'ready' }>; onLoadMore: () => void }) {
  return (
    <>
      <ul aria-label="Comments" className="space-y-5">
        {state.comments.map((comment) => (
          <li key={comment._id}>
            <CommentItem comment={comment} />
          </li>
        ))}
      </ul>
      {state.hasMore && (
        <div className="mt-5 flex justify-center">
          <Button variant="outline" loading={state.loadingMore} onClick={onLoadMore}>
            Load more
          </Button>
        </div>
      )}
    </>
  );
}
