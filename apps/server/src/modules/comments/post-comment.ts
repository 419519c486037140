import { COMMENT_MAX_MEDIA, COMMENT_MESSAGES, REPLY_MAX_MEDIA } from '@sokoni/contracts/comments';
import type { CommentRow } from '../../platform/db/tables/comments.ts';
import { isForeignKeyViolation } from '../../platform/db/transaction.ts';
import { invalid, isUniqueViolation, tooMany } from '../../platform/http/errors.ts';
import { IDEMPOTENCY_MESSAGES } from '../../platform/http/idempotency-key.ts';
import { isLive, viewerOf } from './access.ts';
import { acceptMedia, type MediaInput } from './attachments.ts';
import { commentOr404, link, notify, stars, targetNotFound, targetOf, visibleTarget, type CommentsDeps, type SignedIn } from './comment-deps.ts';
import { actorNameOf, toCommentView } from './comment-view.ts';
import type { NewComment, TargetRef } from './repo.ts';

export type CommentInput = { comment?: string | null; rating?: number | null; media?: MediaInput[] | null };

/** Comments and replies a person may post: a conversation's pace, not a bot's. */
const COMMENT_QUOTAS = [
  { window: 'minute', max: 20, seconds: 60 },
  { window: 'hour', max: 200, seconds: 3600 },
] as const;

/** doc 1 §5: text, or a rating alone (the text becomes that many stars). */
export async function postComment(deps: CommentsDeps, ref: TargetRef, caller: SignedIn, input: CommentInput, clientKey?: string) {
  const replay = await alreadyPosted(deps, caller, clientKey, ref, null);
  if (replay) return replay;
  const target = await visibleTarget(deps, ref, caller);
  const rating = input.rating ?? null;
  if (rating !== null && target.ownerId === caller.userId) throw invalid('rating', COMMENT_MESSAGES.ownRating);
  const body = input.comment?.trim() || (rating ? stars(rating) : '');
  if (!body) throw invalid('comment', COMMENT_MESSAGES.textRequired);
  const media = acceptMedia(input.media ?? [], [caller.userId], COMMENT_MAX_MEDIA);
  await throttle(deps, caller.userId);
  const { row, author, view } = await insert(deps, { target: ref, userId: caller.userId, parentId: null, rating, body, media, clientKey }, caller);
  const actorName = actorNameOf(author);
  await notify(deps, {
    recipientId: target.ownerId,
    actorId: caller.userId,
    type: 'comment',
    setting: 'comments',
    title: rating ? 'New review' : 'New comment',
    message: `${actorName} commented on your ${ref.type}`,
    data: { ...link(ref), commentId: row.id, actorName },
  });
  return { comment: view };
}

/** A reply to a reply joins the top-level comment's thread (one level, as the sheet shows them). */
export async function postReply(deps: CommentsDeps, commentId: string, caller: SignedIn, input: { comment: string; rating?: number | null; media?: MediaInput[] | null }, clientKey?: string) {
  if (input.rating != null) throw invalid('rating', COMMENT_MESSAGES.ratingTopLevelOnly);
  const repliedTo = await commentOr404(deps, commentId, caller, isLive);
  const top = repliedTo.comment.parentId ? await commentOr404(deps, repliedTo.comment.parentId, caller, isLive) : repliedTo;
  const ref = targetOf(top.comment);
  const replay = await alreadyPosted(deps, caller, clientKey, ref, top.comment.id);
  if (replay) return replay;
  await visibleTarget(deps, ref, caller);
  const body = input.comment.trim();
  if (!body) throw invalid('comment', COMMENT_MESSAGES.replyTextRequired);
  const media = acceptMedia(input.media ?? [], [caller.userId], REPLY_MAX_MEDIA);
  await throttle(deps, caller.userId);
  const { row, author, view } = await insert(deps, { target: ref, userId: caller.userId, parentId: top.comment.id, rating: null, body, media, clientKey }, caller);
  const actorName = actorNameOf(author);
  await notify(deps, {
    recipientId: repliedTo.comment.userId,
    actorId: caller.userId,
    type: 'comment',
    setting: 'comments',
    title: 'New reply',
    message: `${actorName} replied to your comment`,
    data: { ...link(ref), commentId: row.id, actorName },
    webPush: true,
  });
  return { comment: view };
}

async function throttle(deps: CommentsDeps, userId: string) {
  for (const q of COMMENT_QUOTAS) {
    const quota = await deps.limiter.hit(`comments:${q.window}:${userId}`, q.max, q.seconds);
    if (!quota.allowed) throw tooMany(COMMENT_MESSAGES.tooMany, quota.retryAfterSeconds);
  }
}

/** Writes a comment; the target (or the user) may have been deleted since the checks. */
async function insert(deps: CommentsDeps, comment: NewComment, caller: SignedIn) {
  const { repo } = deps;
  const row = await repo.create(comment).catch(async (err: unknown) => {
    if (isForeignKeyViolation(err)) throw targetNotFound(comment.target);
    // Two tries with one Idempotency-Key raced: the other one wrote it.
    const twin = isUniqueViolation(err) && comment.clientKey ? await repo.findByClientKey(comment.userId, comment.clientKey) : undefined;
    if (twin) return twin;
    throw err;
  });
  if (!row) throw targetNotFound(comment.target);
  return present(deps, row, caller);
}

async function present(deps: CommentsDeps, row: CommentRow, caller: SignedIn) {
  const author = (await deps.repo.findAuthor(row.userId))!;
  return { row, author, view: toCommentView({ comment: row, author }, viewerOf(caller), deps.mediaUrl) };
}

/**
 * A retried post (its reply was lost) carries the first try's Idempotency-Key: it gets the
 * comment that try wrote, once more, and nothing is posted or notified twice.
 */
async function alreadyPosted(deps: CommentsDeps, caller: SignedIn, clientKey: string | undefined, target: TargetRef, parentId: string | null) {
  if (!clientKey) return undefined;
  const row = await deps.repo.findByClientKey(caller.userId, clientKey);
  if (!row) return undefined;
  if (row.targetId !== target.id || row.parentId !== parentId) throw invalid('Idempotency-Key', IDEMPOTENCY_MESSAGES.reused);
  return { comment: (await present(deps, row, caller)).view };
}
