import type { Comment } from '@sokoni/contracts/comment-rules';
import type { ReactNode } from 'react';
import { Button } from '@/components/button.tsx';
import { ChevronDownIcon } from '@/components/icons.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import { useCommentThread } from '../api/get-comment-thread.ts';
import { replyToggleLabel } from '../comment-display.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commentsWords } from '../comments-words.ts';

type Props = { comment: Comment; open: boolean; onToggle: () => void; renderReply: (reply: Comment) => ReactNode };

/**
 * doc 1 §2.10: replies start collapsed behind "View N replies". Lists carry the first three
 * inline; when there are more, opening them asks for the whole thread.
 */
export function CommentReplies({ comment, open, onToggle, renderReply }: Props) {
  const inline = comment.replies ?? [];
  const count = Math.max(comment.replyCount, inline.length);
  const thread = useCommentThread(comment._id, open && count > inline.length);
  const t = useWords(commentsWords);
  if (!count) return null;
  const fetched = thread.data?.comment.replies;
  // Fresh local replies (just posted) may not be in a thread fetched a moment earlier.
  const replies = fetched ? [...fetched, ...inline.filter((r) => !fetched.some((f) => f._id === r._id))] : inline;
  const listId = `replies-${comment._id}`;
  return (
    <div className="mt-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        className="inline-flex items-center gap-1 rounded-full py-1 pr-2 text-xs font-semibold text-brand-700 hover:text-brand-800"
      >
        <span className="h-px w-6 bg-slate-300" aria-hidden="true" />
        {replyToggleLabel(count, open)}
        <ChevronDownIcon size={14} className={open ? 'rotate-180' : undefined} />
      </button>
      {open && (
        <ul id={listId} aria-label={t.replies} className="mt-2 space-y-4">
          {replies.map((reply) => (
            <li key={reply._id}>{renderReply(reply)}</li>
          ))}
          {thread.isFetching && !fetched && (
            <li className="flex gap-2.5" aria-label={t.loadingReplies}>
              <Skeleton className="size-7 rounded-full" />
              <Skeleton className="h-10 flex-1" />
            </li>
          )}
          {thread.isError && (
            <li className="flex items-center gap-2 text-xs text-red-700">
              {t.repliesFailed}
              <Button size="sm" variant="ghost" onClick={() => void thread.refetch()}>
                {t.tryAgain}
              </Button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
