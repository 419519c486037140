import type { Comment } from '@sokoni/contracts/comment-rules';
import { useState } from 'react';
import { Avatar } from '@/components/avatar.tsx';
import { cn } from '@/components/cn.ts';
import { HeartIcon } from '@/components/icons.tsx';
import { useRequireLogin } from '@/components/login-prompt/login-prompt-context.ts';
import { formatCount } from '@sokoni/contracts/format-count';
import { formatRelativeTime } from '@/lib/format/relative-time.ts';
import { authorName, starText } from '../comment-display.ts';
import { isPendingComment } from '../optimistic-comment.ts';
import { AttachmentGrid } from './attachment-grid.tsx';
import { CommentComposer } from './comment-composer.tsx';
import { CommentEditForm } from './comment-edit-form.tsx';
import { CommentReplies } from './comment-replies.tsx';
import { useCommentsContext } from './comments-context.ts';
import { StarRating } from './star-rating.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commentsWords } from '../comments-words.ts';

const action = 'rounded-full px-2 py-1 font-semibold text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-50';

/** One comment or reply: who, when, stars, words, attachments, like, and (top level) reply mode and replies. */
export function CommentItem({ comment }: { comment: Comment }) {
  const { viewerId, like, requestDelete, openLightbox } = useCommentsContext();
  const requireLogin = useRequireLogin('comment');
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const [repliesOpen, setRepliesOpen] = useState(false);
  const t = useWords(commentsWords);
  const name = authorName(comment.user);
  const pending = isPendingComment(comment);
  const mine = Boolean(viewerId) && (comment.userId === viewerId || comment.user?._id === viewerId);
  const topLevel = comment.depth === 0;
  // A rating posted alone reads as its stars, which the star row already shows.
  const text = comment.rating && comment.comment === starText(comment.rating) ? '' : comment.comment;

  return (
    <article aria-label={t.commentBy({ name })} data-testid={topLevel ? 'comment' : 'reply'} aria-busy={pending || undefined} className={cn('flex gap-3', pending && 'opacity-70')}>
      <Avatar name={name} src={comment.user?.avatar} size={topLevel ? 36 : 28} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-1.5 text-sm">
          <span className="font-semibold text-slate-900">{name}</span>
          <time dateTime={comment.createdAt} className="text-xs text-slate-500">
            {pending ? t.posting : formatRelativeTime(comment.createdAt)}
          </time>
          {comment.isEdited && <span className="text-xs text-slate-400">{t.edited}</span>}
        </p>
        {comment.rating ? <StarRating rating={comment.rating} className="mt-0.5" /> : null}
        {editing ? (
          <CommentEditForm comment={comment} onDone={() => setEditing(false)} />
        ) : (
          text && <p className="mt-0.5 text-[15px] leading-snug break-words whitespace-pre-wrap text-slate-800">{text}</p>
        )}
        <AttachmentGrid media={comment.media ?? []} depth={comment.depth} onOpen={(i) => openLightbox(comment.media, i)} />
        <div className="mt-1 -ml-2 flex flex-wrap items-center text-xs">
          <button
            type="button"
            aria-label={comment.userLiked ? t.unlikeComment : t.likeComment}
            aria-pressed={comment.userLiked}
            disabled={pending}
            onClick={() => like(comment)}
            className={cn(action, 'inline-flex items-center gap-1', comment.userLiked && 'text-rose-600 hover:text-rose-700')}
          >
            <HeartIcon size={15} fill={comment.userLiked ? 'currentColor' : 'none'} />
            <span className="tabular-nums">{formatCount(comment.likes)}</span>
          </button>
          {topLevel && (
            <button type="button" aria-expanded={replying} disabled={pending} onClick={() => requireLogin() && setReplying((r) => !r)} className={action}>
              {t.reply}
            </button>
          )}
          {mine && !pending && !editing && (
            <>
              <button type="button" onClick={() => setEditing(true)} className={action}>
                {t.edit}
              </button>
              <button type="button" onClick={() => requestDelete(comment)} className={cn(action, 'hover:text-red-700')}>
                {t.delete}
              </button>
            </>
          )}
        </div>
        {replying && (
          // On phones the reply box takes the comment's whole width, under the avatar too (3rem = avatar + gap).
          <div className="mt-2 -ml-12 sm:ml-0">
            <CommentComposer
              parent={comment}
              autoFocus
              onStart={() => setRepliesOpen(true)}
              onPosted={() => setReplying(false)}
            />
          </div>
        )}
        {topLevel && <CommentReplies comment={comment} open={repliesOpen} onToggle={() => setRepliesOpen((o) => !o)} renderReply={(reply) => <CommentItem comment={reply} />} />}
      </div>
    </article>
  );
}
