import { z } from 'zod';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MAX_MEDIA,
  COMMENT_MESSAGES,
  COMMENT_STATUSES,
  COMMENT_TARGETS,
  MODERATION_ACTIONS,
  PRODUCT_COMMENTS_PAGE_SIZE,
  REPLY_MAX_MEDIA,
  SHOP_COMMENTS_PAGE_SIZE,
} from './comment-rules.ts';
import { listLimit, pageQuery, paginationSchema } from './envelope.ts';
import { publicUserSchema } from './user-replies.ts';

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
export const productCommentsQuery = commentListQuery.extend({ limit: listLimit(PRODUCT_COMMENTS_PAGE_SIZE) });
export const shopCommentsQuery = commentListQuery.extend({ limit: listLimit(SHOP_COMMENTS_PAGE_SIZE) });

export const commentSearchQuery = pageQuery.extend({
  q: z.string().trim().min(3, COMMENT_MESSAGES.searchQueryRequired).max(100),
  targetType: z.enum(COMMENT_TARGETS).optional(),
});

export const trendingCommentsQuery = z.object({ limit: listLimit(10) });

export const moderateBody = z.object({ action: z.enum(MODERATION_ACTIONS), reason: z.string().trim().max(500).nullish() });

export const moderationQueueQuery = pageQuery.extend({ status: z.enum(['flagged', 'hidden']).optional() });

// Replies (doc 1 §3 Comment, server form).

export const commentAuthorSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  maskedPhone: z.string().nullable(),
});
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

/** An attachment as a comment shows it (`posterUrl` only where a client added one before posting). */
export const commentMediaItemSchema = z.object({ key: z.string(), type: z.string(), url: z.string(), name: z.string().optional(), posterUrl: z.string().optional() });
export type CommentMediaItem = z.infer<typeof commentMediaItemSchema>;

/** A comment, plus `depth` (0 top level, 1 reply); a top-level one carries its replies. */
export const commentSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    comment: z.string(),
    user: commentAuthorSchema,
    userId: z.string(),
    targetType: z.enum(COMMENT_TARGETS),
    targetId: z.string(),
    parentId: z.string().nullable(),
    depth: z.union([z.literal(0), z.literal(1)]),
    rating: z.number().nullable(),
    media: z.array(commentMediaItemSchema),
    likes: z.number(),
    userLiked: z.boolean(),
    replyCount: z.number(),
    get replies(): z.ZodArray<typeof commentSchema> {
      return z.array(commentSchema);
    },
    isDeleted: z.boolean(),
    isEdited: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Only for the author and admins: moderation state. */
    status: z.enum(COMMENT_STATUSES).optional(),
    moderationReason: z.string().nullable().optional(),
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof commentSchema>;

/** A comment in a list that spans targets (a user's comments, search, trending, moderation). */
export const commentWithTargetSchema = commentSchema.extend({
  // Spelt out: an inherited recursive getter would make the API document refer to a schema it never defines.
  replies: z.array(commentSchema),
  target: z.object({ id: z.string(), _id: z.string(), title: z.string().optional(), name: z.string().optional(), image: z.string().nullable() }).nullable(),
});
export type CommentWithTarget = z.infer<typeof commentWithTargetSchema>;

export const commentStatsSchema = z.object({ totalComments: z.number(), averageRating: z.number(), ratingsCount: z.number() });
export type CommentStats = z.infer<typeof commentStatsSchema>;
/** `canRate`: false when the viewer owns the product or shop (they may answer, not rate). */
export const commentListSchema = z.object({ comments: z.array(commentSchema), pagination: paginationSchema, stats: commentStatsSchema, asOf: z.string(), canRate: z.boolean() });
export type CommentList = z.infer<typeof commentListSchema>;
export const commentLikeResultSchema = z.object({ liked: z.boolean(), likesCount: z.number() });
export type CommentLikeResult = z.infer<typeof commentLikeResultSchema>;
/** `data {comment}`: one comment, as posting, editing or reading it answers. */
export const oneCommentSchema = z.object({ comment: commentSchema });
export const commentDeletedSchema = z.object({ deleted: z.literal(true), commentId: z.string() });
export const commentLikersSchema = z.object({ users: z.array(publicUserSchema.extend({ likedAt: z.string() })), pagination: paginationSchema, total: z.number() });

export const commentsWithTargetsSchema = z.object({ comments: z.array(commentWithTargetSchema), pagination: paginationSchema });
export const commentSearchReplySchema = commentsWithTargetsSchema.extend({ query: z.string() });
export const trendingCommentsSchema = z.object({ comments: z.array(commentWithTargetSchema.extend({ trendingScore: z.number() })), days: z.number() });
export const moderationReplySchema = z.object({ comment: commentSchema, action: z.enum(MODERATION_ACTIONS) });

export const commentAnalyticsSchema = z.object({
  totals: z.object({
    comments: z.number(),
    topLevel: z.number(),
    replies: z.number(),
    ratings: z.number(),
    deleted: z.number(),
    hidden: z.number(),
    flagged: z.number(),
    likes: z.number(),
  }),
  averageRating: z.number(),
  perDay: z.array(z.object({ date: z.string(), comments: z.number() })),
  topProducts: z.array(z.object({ productId: z.string(), title: z.string(), image: z.string().nullable(), comments: z.number() })),
});
export type CommentAnalytics = z.infer<typeof commentAnalyticsSchema>;
