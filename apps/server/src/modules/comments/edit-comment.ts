import { COMMENT_MAX_MEDIA, COMMENT_MESSAGES, REPLY_MAX_MEDIA } from '@sokoni/contracts/comments';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { canRead, isAuthorOrAdmin, viewerOf } from './access.ts';
import { acceptMedia } from './attachments.ts';
import { commentOr404, stars, targetOf, type CommentsDeps, type SignedIn } from './comment-deps.ts';
import { toCommentView } from './comment-view.ts';
import type { CommentInput } from './post-comment.ts';
import type { CommentPatch } from './repo.ts';

/** The author's (or an admin's) own comment, not deleted. */
async function editable(deps: CommentsDeps, id: string, caller: SignedIn) {
  const found = await commentOr404(deps, id, caller, (c) => !c.comment.isDeleted && canRead(c, caller));
  if (!isAuthorOrAdmin(found, caller)) throw forbidden(COMMENT_MESSAGES.notAuthor);
  return found;
}

/**
 * PUT /comments/{id} (author or admin): any of text, rating (top level only; null clears it)
 * and media. `{media}` alone attaches uploads after posting (doc 1 §4.6) and is not an edit.
 */
export async function updateComment(deps: CommentsDeps, id: string, caller: SignedIn, input: CommentInput) {
  const { repo, mediaUrl } = deps;
  const found = await editable(deps, id, caller);
  const before = found.comment;
  const isReply = before.parentId !== null;
  if (isReply && input.rating != null) throw invalid('rating', COMMENT_MESSAGES.ratingTopLevelOnly);

  const rating = input.rating === undefined || isReply ? before.rating : input.rating;
  if (rating !== null && before.rating === null && (await repo.findTarget(targetOf(before)))?.ownerId === before.userId) {
    throw invalid('rating', COMMENT_MESSAGES.ownRating);
  }
  // A rating-only comment's stars follow its rating.
  const starsOnly = before.rating !== null && before.body === stars(before.rating);
  let body = input.comment == null ? (starsOnly ? '' : before.body) : input.comment.trim();
  if (!body && rating) body = stars(rating);
  if (!body) throw invalid('comment', isReply ? COMMENT_MESSAGES.replyTextRequired : COMMENT_MESSAGES.textRequired);

  const patch: CommentPatch = {};
  if (body !== before.body || rating !== before.rating) Object.assign(patch, { body, rating, editedAt: new Date() });
  if (input.media != null) {
    patch.media = acceptMedia(input.media, [caller.userId, before.userId], isReply ? REPLY_MAX_MEDIA : COMMENT_MAX_MEDIA, before.media);
  }
  if (Object.keys(patch).length === 0) return { comment: toCommentView(found, viewerOf(caller), mediaUrl) };
  const row = await repo.update(id, targetOf(before), patch);
  if (!row) throw notFound(COMMENT_MESSAGES.notFound);
  return { comment: toCommentView({ comment: row, author: found.author }, viewerOf(caller), mediaUrl) };
}

/** Soft delete (author or admin): out of lists and totals; a top-level one with replies stays as a placeholder. */
export async function removeComment(deps: CommentsDeps, id: string, caller: SignedIn) {
  const found = await editable(deps, id, caller);
  const row = await deps.repo.update(id, targetOf(found.comment), { isDeleted: true });
  if (!row) throw notFound(COMMENT_MESSAGES.notFound);
  return { deleted: true as const, commentId: id };
}
