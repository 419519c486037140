import type { FastifyRequest } from 'fastify';
import { COMMENT_MESSAGES } from '@sokoni/contracts/comments';
import { notFound } from '../../platform/http/errors.ts';
import type { CommentViewer, CommentWithAuthor } from './comment-view.ts';
import type { Target, TargetRef } from './repo.ts';

export type Caller = { userId: string; role: string } | null;

export const callerOf = (request: FastifyRequest): Caller => (request.auth ? { userId: request.auth.userId, role: request.auth.role } : null);
export const isAdmin = (caller: Caller) => caller?.role === 'admin';
export const isAuthorOrAdmin = (c: CommentWithAuthor, caller: Caller) => isAdmin(caller) || c.comment.userId === caller?.userId;

export function viewerOf(caller: Caller, liked: ReadonlySet<string> = new Set()): CommentViewer {
  return { userId: caller?.userId ?? null, isAdmin: isAdmin(caller), liked };
}

/** Catalog rule (decisions, issue 3): an unlisted product or shop is a 404 for all but its owner and admins. */
export function assertTargetVisible(ref: TargetRef, target: Target | undefined, caller: Caller): Target {
  const message = ref.type === 'shop' ? COMMENT_MESSAGES.shopNotFound : COMMENT_MESSAGES.productNotFound;
  if (!target || !(target.listed || target.ownerId === caller?.userId || isAdmin(caller))) throw notFound(message);
  return target;
}

/**
 * Who may open a comment: hidden ones only their author and admins; deleted ones admins, or
 * anyone when it is a top-level comment whose replies still stand (it shows as a placeholder).
 */
export function canRead(c: CommentWithAuthor, caller: Caller): boolean {
  if (c.comment.status === 'hidden' && !isAuthorOrAdmin(c, caller)) return false;
  if (c.comment.isDeleted) return isAdmin(caller) || (c.comment.parentId === null && c.comment.replyCount > 0);
  return true;
}

/** Liking and replying need a live comment that the public can see. */
export const isLive = (c: CommentWithAuthor) => !c.comment.isDeleted && c.comment.status !== 'hidden';
