import type { FastifyBaseLogger } from 'fastify';
import {
  COMMENT_MAX_MEDIA,
  COMMENT_MESSAGES,
  INLINE_REPLIES,
  RATING_STAR,
  REPLY_MAX_MEDIA,
  type Comment,
  type CommentList,
  type CommentStats,
} from '@sokoni/contracts/comments';
import { toPagination } from '@sokoni/contracts/envelope';
import type { Db } from '../../platform/db/client.ts';
import { forbidden, invalid, isUniqueViolation, notFound, tooMany } from '../../platform/http/errors.ts';
import { IDEMPOTENCY_MESSAGES } from '../../platform/http/idempotency-key.ts';
import type { Limiter } from '../../platform/limiter.ts';
import type { NotificationEvent, Notifier } from '../../platform/notifier.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import { toPublicUser } from '../social/index.ts';
import { isForeignKeyViolation } from '../../platform/db/transaction.ts';
import { assertTargetVisible, canRead, isAuthorOrAdmin, isLive, viewerOf, type Caller } from './access.ts';
import { acceptMedia, type MediaInput } from './attachments.ts';
import { actorNameOf, toCommentView, type CommentWithAuthor } from './comment-view.ts';
import type { CommentSort, CommentsQueryRepo, Paging } from './query-repo.ts';
import { countTotals, type CommentPatch, type CommentsRepo, type NewComment, type Target, type TargetRef } from './repo.ts';
import type { CommentRow } from '../../platform/db/tables/comments.ts';

type SignedIn = NonNullable<Caller>;
type CommentInput = { comment?: string | null; rating?: number | null; media?: MediaInput[] | null };

/** Comments and replies a person may post: a conversation's pace, not a bot's. */
const COMMENT_QUOTAS = [
  { window: 'minute', max: 20, seconds: 60 },
  { window: 'hour', max: 200, seconds: 3600 },
] as const;
/** GET /comments/{id} carries every reply; this only bounds a pathological thread. */
const MAX_THREAD_REPLIES = 500;

const stars = (rating: number) => RATING_STAR.repeat(rating);

export function createCommentsService(deps: {
  db: Db;
  repo: CommentsRepo;
  queries: CommentsQueryRepo;
  mediaUrl: MediaUrl;
  limiter: Limiter;
  notifier: Notifier;
  log: FastifyBaseLogger;
}) {
  const { repo, queries, mediaUrl } = deps;

  async function visibleTarget(ref: TargetRef, caller: Caller): Promise<Target> {
    return assertTargetVisible(ref, await repo.findTarget(ref), caller);
  }

  async function commentOr404(id: string, caller: Caller, allowed: (c: CommentWithAuthor) => boolean = (c) => canRead(c, caller)) {
    const found = await repo.findComment(id);
    if (!found || !allowed(found)) throw notFound(COMMENT_MESSAGES.notFound);
    // A reply is only as visible as its thread: under a hidden comment it is hidden too.
    if (found.comment.parentId && !isAuthorOrAdmin(found, caller)) {
      const parent = await repo.findComment(found.comment.parentId);
      if (!parent || !canRead(parent, caller)) throw notFound(COMMENT_MESSAGES.notFound);
    }
    return found;
  }

  const targetOf = (c: CommentRow): TargetRef => ({ type: c.targetType, id: c.targetId });

  async function throttle(userId: string) {
    for (const q of COMMENT_QUOTAS) {
      const quota = await deps.limiter.hit(`comments:${q.window}:${userId}`, q.max, q.seconds);
      if (!quota.allowed) throw tooMany(COMMENT_MESSAGES.tooMany, quota.retryAfterSeconds);
    }
  }

  const targetNotFound = (ref: TargetRef) => notFound(ref.type === 'shop' ? COMMENT_MESSAGES.shopNotFound : COMMENT_MESSAGES.productNotFound);

  /** Writes a comment; the target (or the user) may have been deleted since the checks. */
  async function insert(comment: NewComment, caller: SignedIn) {
    const row = await repo.create(comment).catch(async (err: unknown) => {
      if (isForeignKeyViolation(err)) throw targetNotFound(comment.target);
      // Two tries with one Idempotency-Key raced: the other one wrote it.
      const twin = isUniqueViolation(err) && comment.clientKey ? await repo.findByClientKey(comment.userId, comment.clientKey) : undefined;
      if (twin) return twin;
      throw err;
    });
    if (!row) throw targetNotFound(comment.target);
    return present(row, caller);
  }

  async function present(row: CommentRow, caller: SignedIn) {
    const author = (await repo.findAuthor(row.userId))!;
    return { row, author, view: toCommentView({ comment: row, author }, viewerOf(caller), mediaUrl) };
  }

  /**
   * A retried post (its reply was lost) carries the first try's Idempotency-Key: it gets the
   * comment that try wrote, once more, and nothing is posted or notified twice.
   */
  async function alreadyPosted(caller: SignedIn, clientKey: string | undefined, target: TargetRef, parentId: string | null) {
    if (!clientKey) return undefined;
    const row = await repo.findByClientKey(caller.userId, clientKey);
    if (!row) return undefined;
    if (row.targetId !== target.id || row.parentId !== parentId) throw invalid('Idempotency-Key', IDEMPOTENCY_MESSAGES.reused);
    return { comment: (await present(row, caller)).view };
  }

  /** After the commit; a failing notifier must not fail what the user did. */
  async function notify(event: NotificationEvent) {
    if (event.recipientId === event.actorId) return;
    try {
      await deps.notifier.notify(event);
    } catch (err) {
      deps.log.warn({ err, type: event.type }, 'comment notification failed');
    }
  }

  function link(ref: TargetRef) {
    return ref.type === 'product' ? { productId: ref.id, link: `/products/${ref.id}` } : { shopId: ref.id, link: `/shops/${ref.id}` };
  }

  async function statsOf(target: Target): Promise<CommentStats> {
    const comments = target.stored.comments ?? (await countTotals(deps.db, target)).comments;
    return { totalComments: comments, averageRating: target.stored.average, ratingsCount: target.stored.ratings };
  }

  return {
    /** doc 1 §7.4: top-level comments, each with its first replies; `asOf` keeps later pages steady. */
    async list(ref: TargetRef, caller: Caller, query: CommentSort & Paging & { asOf?: string }, inShop?: string): Promise<CommentList> {
      const target = await visibleTarget(ref, caller);
      if (inShop && target.shopId !== inShop) throw targetNotFound(ref);
      const asOf = query.asOf ? new Date(query.asOf) : new Date();
      const { rows, total } = await queries.topLevelPage(ref, query, query, asOf);
      const replies = await queries.firstReplies(
        rows.filter((r) => r.comment.replyCount > 0).map((r) => r.comment.id),
        INLINE_REPLIES,
      );
      const ids = [...rows, ...replies].map((r) => r.comment.id);
      const viewer = viewerOf(caller, caller ? await queries.likedAmong(caller.userId, ids) : undefined);
      const repliesOf = new Map<string, Comment[]>();
      for (const r of replies) {
        const list = repliesOf.get(r.comment.parentId!) ?? [];
        list.push(toCommentView(r, viewer, mediaUrl));
        repliesOf.set(r.comment.parentId!, list);
      }
      return {
        comments: rows.map((r) => toCommentView(r, viewer, mediaUrl, repliesOf.get(r.comment.id) ?? [])),
        pagination: toPagination(query.page, query.limit, total),
        stats: await statsOf(target),
        asOf: asOf.toISOString(),
        canRate: caller?.userId !== target.ownerId,
      };
    },

    async stats(ref: TargetRef, caller: Caller): Promise<CommentStats> {
      return statsOf(await visibleTarget(ref, caller));
    },

    /** doc 1 §5: text, or a rating alone (the text becomes that many stars). */
    async create(ref: TargetRef, caller: SignedIn, input: CommentInput, clientKey?: string) {
      const replay = await alreadyPosted(caller, clientKey, ref, null);
      if (replay) return replay;
      const target = await visibleTarget(ref, caller);
      const rating = input.rating ?? null;
      if (rating !== null && target.ownerId === caller.userId) throw invalid('rating', COMMENT_MESSAGES.ownRating);
      const body = input.comment?.trim() || (rating ? stars(rating) : '');
      if (!body) throw invalid('comment', COMMENT_MESSAGES.textRequired);
      const media = acceptMedia(input.media ?? [], [caller.userId], COMMENT_MAX_MEDIA);
      await throttle(caller.userId);
      const { row, author, view } = await insert({ target: ref, userId: caller.userId, parentId: null, rating, body, media, clientKey }, caller);
      const actorName = actorNameOf(author);
      await notify({
        recipientId: target.ownerId,
        actorId: caller.userId,
        type: 'comment',
        setting: 'comments',
        title: rating ? 'New review' : 'New comment',
        message: `${actorName} commented on your ${ref.type}`,
        data: { ...link(ref), commentId: row.id, actorName },
      });
      return { comment: view };
    },

    /** A reply to a reply joins the top-level comment's thread (one level, as the sheet shows them). */
    async reply(commentId: string, caller: SignedIn, input: { comment: string; rating?: number | null; media?: MediaInput[] | null }, clientKey?: string) {
      if (input.rating != null) throw invalid('rating', COMMENT_MESSAGES.ratingTopLevelOnly);
      const repliedTo = await commentOr404(commentId, caller, isLive);
      const top = repliedTo.comment.parentId ? await commentOr404(repliedTo.comment.parentId, caller, isLive) : repliedTo;
      const ref = targetOf(top.comment);
      const replay = await alreadyPosted(caller, clientKey, ref, top.comment.id);
      if (replay) return replay;
      await visibleTarget(ref, caller);
      const body = input.comment.trim();
      if (!body) throw invalid('comment', COMMENT_MESSAGES.replyTextRequired);
      const media = acceptMedia(input.media ?? [], [caller.userId], REPLY_MAX_MEDIA);
      await throttle(caller.userId);
      const { row, author, view } = await insert({ target: ref, userId: caller.userId, parentId: top.comment.id, rating: null, body, media, clientKey }, caller);
      const actorName = actorNameOf(author);
      await notify({
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
    },

    /** One comment with all its replies, oldest first. */
    async get(id: string, caller: Caller) {
      const found = await commentOr404(id, caller);
      await visibleTarget(targetOf(found.comment), caller);
      const replies = found.comment.parentId ? [] : await queries.replies(id, MAX_THREAD_REPLIES);
      const ids = [found, ...replies].map((r) => r.comment.id);
      const viewer = viewerOf(caller, caller ? await queries.likedAmong(caller.userId, ids) : undefined);
      return {
        comment: toCommentView(
          found,
          viewer,
          mediaUrl,
          replies.map((r) => toCommentView(r, viewer, mediaUrl)),
        ),
      };
    },

    /**
     * PUT /comments/{id} (author or admin): any of text, rating (top level only; null clears it)
     * and media. `{media}` alone attaches uploads after posting (doc 1 §4.6) and is not an edit.
     */
    async update(id: string, caller: SignedIn, input: CommentInput) {
      const found = await commentOr404(id, caller, (c) => !c.comment.isDeleted && canRead(c, caller));
      if (!isAuthorOrAdmin(found, caller)) throw forbidden(COMMENT_MESSAGES.notAuthor);
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
    },

    /** Soft delete (author or admin): out of lists and totals; a top-level one with replies stays as a placeholder. */
    async remove(id: string, caller: SignedIn) {
      const found = await commentOr404(id, caller, (c) => !c.comment.isDeleted && canRead(c, caller));
      if (!isAuthorOrAdmin(found, caller)) throw forbidden(COMMENT_MESSAGES.notAuthor);
      const row = await repo.update(id, targetOf(found.comment), { isDeleted: true });
      if (!row) throw notFound(COMMENT_MESSAGES.notFound);
      return { deleted: true as const, commentId: id };
    },

    async toggleLike(id: string, caller: SignedIn) {
      const found = await commentOr404(id, caller, isLive);
      await visibleTarget(targetOf(found.comment), caller);
      const result = await repo.toggleLike(caller.userId, id).catch((err: unknown) => {
        throw isForeignKeyViolation(err) ? notFound(COMMENT_MESSAGES.notFound) : err;
      });
      if (!result) throw notFound(COMMENT_MESSAGES.notFound);
      if (result.liked) {
        const actor = (await repo.findAuthor(caller.userId))!;
        await notify({
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
    },

    async likers(id: string, caller: Caller, { page, limit }: Paging) {
      const found = await commentOr404(id, caller);
      await visibleTarget(targetOf(found.comment), caller);
      const { rows, total } = await queries.likers(id, { page, limit });
      return {
        users: rows.map((r) => ({ ...toPublicUser(r.user, mediaUrl), likedAt: r.at.toISOString() })),
        pagination: toPagination(page, limit, total),
        total,
      };
    },
  };
}
export type CommentsService = ReturnType<typeof createCommentsService>;
