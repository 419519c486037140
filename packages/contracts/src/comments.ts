import { z } from 'zod';
import { COMMENT_MAX_LENGTH, COMMENT_MAX_MEDIA, COMMENT_MESSAGES, COMMENT_TARGETS, MODERATION_ACTIONS, PRODUCT_COMMENTS_PAGE_SIZE, REPLY_MAX_MEDIA, SHOP_COMMENTS_PAGE_SIZE } from './comment-rules.ts';
import { pageQuery } from './envelope.ts';

export * from './comment-rules.ts';

/** doc 1 §3 comment media item, as sent: the key of an upload of the caller's (type and name are hints). */
export const commentMediaItem = z.object({
  key: z.string().trim().min(1).max(512),
  type: z.string().trim().max(100).nullish(),
  url: z.string().trim().max(2048).nullish(),
  name: z.string().trim().max(200).nullish(),
});

const commentText = z.string().trim().max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong);
// JSON numbers, or digits from a form field; never booleans or blanks coerced to 1 or 0.
const rating = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
  z.number(COMMENT_MESSAGES.ratingRange).int(COMMENT_MESSAGES.ratingRange).min(1, COMMENT_MESSAGES.ratingRange).max(5, COMMENT_MESSAGES.ratingRange),
);
const mediaList = (max: number) => z.array(commentMediaItem).max(max, COMMENT_MESSAGES.tooManyMedia(max));

/** POST /products/{id}/comments and POST /shops/{id}/comments: text, or a rating alone (text becomes stars). */
export const createCommentBody = z
  .object({ comment: commentText.nullish(), rating: rating.nullish(), media: mediaList(COMMENT_MAX_MEDIA).nullish() })
  .refine((b) => Boolean(b.comment) || b.rating != null, { message: COMMENT_MESSAGES.textRequired, path: ['comment'] });
/** POST /comments/{id}/reply (and /products/comments/{id}/reply): text required, no rating (422 if sent). */
export const replyBody = z.object({
  comment: commentText.min(1, COMMENT_MESSAGES.replyTextRequired),
  rating: rating.nullish(),
  media: mediaList(REPLY_MAX_MEDIA).nullish(),
});
/** PUT /comments/{id}: any of these; `{media}` attaches uploads after creation (doc 1 §4.6); rating null clears it. */
export const updateCommentBody = z.object({
  comment: commentText.nullish(),
  rating: rating.nullable().optional(),
  media: mediaList(COMMENT_MAX_MEDIA).nullish(),
});

export const commentListQuery = pageQuery.extend({
  sortBy: z.enum(['createdAt', 'likes', 'rating']).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  /** From the first page's reply: later pages leave out comments posted since, so nothing repeats. */
  asOf: z.iso.datetime({ offset: true }).optional(),
});

/** doc 1 §7.4, §9: product comments come 10 to a page, shop comments 20. */
export const productCommentsQuery = commentListQuery.extend({ limit: commentListQuery.shape.limit.removeDefault().default(PRODUCT_COMMENTS_PAGE_SIZE) });
export const shopCommentsQuery = commentListQuery.extend({ limit: commentListQuery.shape.limit.removeDefault().default(SHOP_COMMENTS_PAGE_SIZE) });

export const commentSearchQuery = pageQuery.extend({
  q: z.string().trim().min(3, COMMENT_MESSAGES.searchQueryRequired).max(100),
  targetType: z.enum(COMMENT_TARGETS).optional(),
});

export const trendingCommentsQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });

export const moderateBody = z.object({ action: z.enum(MODERATION_ACTIONS), reason: z.string().trim().max(500).nullish() });

export const moderationQueueQuery = pageQuery.extend({ status: z.enum(['flagged', 'hidden']).optional() });
