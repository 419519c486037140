import type { FastifyBaseLogger } from 'fastify';
import { COMMENT_MESSAGES, RATING_STAR } from '@sokoni/contracts/comments';
import type { Db } from '../../platform/db/client.ts';
import type { CommentRow } from '../../platform/db/tables/comments.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Limiter } from '../../platform/limiter.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import type { NotificationEvent, Notifier } from '../../platform/notifier.ts';
import { assertTargetVisible, canRead, isAuthorOrAdmin, type Caller } from './access.ts';
import type { CommentWithAuthor } from './comment-view.ts';
import type { CommentsQueryRepo } from './query-repo.ts';
import type { CommentsRepo, Target, TargetRef } from './repo.ts';

export type CommentsDeps = {
  db: Db;
  repo: CommentsRepo;
  queries: CommentsQueryRepo;
  mediaUrl: MediaUrl;
  limiter: Limiter;
  notifier: Notifier;
  log: FastifyBaseLogger;
};

export type SignedIn = NonNullable<Caller>;

export const stars = (rating: number) => RATING_STAR.repeat(rating);
export const targetOf = (c: CommentRow): TargetRef => ({ type: c.targetType, id: c.targetId });
export const targetNotFound = (ref: TargetRef) => notFound(ref.type === 'shop' ? COMMENT_MESSAGES.shopNotFound : COMMENT_MESSAGES.productNotFound);

export async function visibleTarget({ repo }: CommentsDeps, ref: TargetRef, caller: Caller): Promise<Target> {
  return assertTargetVisible(ref, await repo.findTarget(ref), caller);
}

export async function commentOr404({ repo }: CommentsDeps, id: string, caller: Caller, allowed: (c: CommentWithAuthor) => boolean = (c) => canRead(c, caller)) {
  const found = await repo.findComment(id);
  if (!found || !allowed(found)) throw notFound(COMMENT_MESSAGES.notFound);
  // A reply is only as visible as its thread: under a hidden comment it is hidden too.
  if (found.comment.parentId && !isAuthorOrAdmin(found, caller)) {
    const parent = await repo.findComment(found.comment.parentId);
    if (!parent || !canRead(parent, caller)) throw notFound(COMMENT_MESSAGES.notFound);
  }
  return found;
}

/** After the commit; a failing notifier must not fail what the user did. */
export async function notify(deps: CommentsDeps, event: NotificationEvent) {
  if (event.recipientId === event.actorId) return;
  try {
    await deps.notifier.notify(event);
  } catch (err) {
    deps.log.warn({ err, type: event.type }, 'comment notification failed');
  }
}

/** Where a notification about a comment on this target leads. */
export function link(ref: TargetRef) {
  return ref.type === 'product' ? { productId: ref.id, link: `/products/${ref.id}` } : { shopId: ref.id, link: `/shops/${ref.id}` };
}
