import { COMMENT_MESSAGES } from '@sokoni/contracts/comments';
import { isForeignKeyViolation } from '../../platform/db/transaction.ts';
import { notFound } from '../../platform/http/errors.ts';
import { isLive } from './access.ts';
import { commentOr404, link, notify, targetOf, visibleTarget, type CommentsDeps, type SignedIn } from './comment-deps.ts';
import { actorNameOf } from './comment-view.ts';

/** Likes a comment, or takes the like back; its author hears of a new like. */
export async function toggleCommentLike(deps: CommentsDeps, id: string, caller: SignedIn) {
  const { repo } = deps;
  const found = await commentOr404(deps, id, caller, isLive);
  await visibleTarget(deps, targetOf(found.comment), caller);
  const result = await repo.toggleLike(caller.userId, id).catch((err: unknown) => {
    throw isForeignKeyViolation(err) ? notFound(COMMENT_MESSAGES.notFound) : err;
  });
  if (!result) throw notFound(COMMENT_MESSAGES.notFound);
  if (result.liked) {
    const actor = (await repo.findAuthor(caller.userId))!;
    await notify(deps, {
      recipientId: found.comment.userId,
      actorId: caller.userId,
      type: 'like',
      setting: 'likes',
      title: 'New like',
      message: `${actorNameOf(actor)} liked your comment`,
      data: { ...link(targetOf(found.comment)), commentId: id, actorName: actorNameOf(actor) },
    });
  }
  return result;
}
