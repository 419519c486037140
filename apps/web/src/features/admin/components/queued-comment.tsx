import type { CommentWithTarget, ModerationAction } from '@sokoni/contracts/comments';
import { Avatar } from '@/components/avatar.tsx';
import { StatusBadge } from '@/components/badge.tsx';
import { Button } from '@/components/button.tsx';
import { formatRelativeTime } from '@/lib/format/relative-time.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { adminWords } from '../admin-words.ts';
import { COMMENT_ACTION_LABELS, commentActionsFor } from '../comment-actions.ts';
import { TargetLink } from './target-link.tsx';

type Props = { comment: CommentWithTarget; busyWith: ModerationAction | null; onAction: (action: ModerationAction) => void };

function stateOf(comment: CommentWithTarget) {
  if (comment.isDeleted) return { tone: 'neutral', words: 'deleted' } as const;
  if (comment.status === 'flagged') return { tone: 'warning', words: 'flagged' } as const;
  if (comment.status === 'hidden') return { tone: 'danger', words: 'hidden' } as const;
  return { tone: 'success', words: 'visible' } as const;
}

/** A flagged or hidden comment, where it was posted, and the moderation it can take. */
export function QueuedComment({ comment, busyWith, onAction }: Props) {
  const t = useWords(adminWords);
  const state = stateOf(comment);
  const where = comment.target?.title ?? comment.target?.name;
  const author = comment.user.name || comment.user.username;
  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-start md:gap-6">
      <div className="flex min-w-0 flex-1 gap-3">
        <Avatar name={author} src={comment.user.avatar} size={36} />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <h3 className="font-bold text-slate-900">{author}</h3>
            <StatusBadge tone={state.tone}>{t[state.words]}</StatusBadge>
            {comment.rating != null && <StatusBadge tone="neutral">{comment.rating} ★</StatusBadge>}
            <time dateTime={comment.createdAt} className="ml-auto text-xs text-slate-500">
              {formatRelativeTime(comment.createdAt)}
            </time>
          </div>
          <p className="text-[15px] break-words whitespace-pre-line text-slate-800">{comment.comment}</p>
          {where && (
            <p className="text-xs text-slate-500">
              {comment.targetType === 'product' ? t.onProduct : comment.targetType === 'shop' ? t.onShop : t.onTarget({ type: comment.targetType })}{' '}
              <TargetLink type={comment.targetType} id={comment.targetId}>
                {where}
              </TargetLink>
            </p>
          )}
          {comment.moderationReason && <p className="text-xs text-slate-600">{t.reasonIs({ reason: comment.moderationReason })}</p>}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 md:w-40 md:flex-col md:items-stretch">
        {commentActionsFor(comment).map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'delete' ? 'outline' : action === 'approve' || action === 'restore' ? 'secondary' : 'ghost'}
            className={action === 'delete' ? 'text-red-700' : undefined}
            loading={busyWith === action}
            disabled={busyWith !== null}
            onClick={() => onAction(action)}
            aria-label={t.actionOn({ action: t[COMMENT_ACTION_LABELS[action]], name: author })}
          >
            {t[COMMENT_ACTION_LABELS[action]]}
          </Button>
        ))}
      </div>
    </li>
  );
}
