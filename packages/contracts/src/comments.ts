import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import type { Pagination } from './envelope.ts';

/** doc 1 §9: page sizes; doc 1 §7.4: a comment fetch gives up after 10 s. */
export const PRODUCT_COMMENTS_PAGE_SIZE = 10;
export const SHOP_COMMENTS_PAGE_SIZE = 20;
export const COMMENT_FETCH_TIMEOUT_MS = 10_000;
export const COMMENT_MAX_LENGTH = 2000;
export const COMMENT_MAX_MEDIA = 5;
export const REPLY_MAX_MEDIA = 3;
/** How many replies a list carries inline under each top-level comment; GET /comments/{id} has them all. */
export const INLINE_REPLIES = 3;

/** doc 1 §5 and §8: the comment rules' words. */
export const COMMENT_MESSAGES = {
  textRequired: 'Write a comment or choose a rating',
  replyTextRequired: 'Write a reply',
  ratingRange: 'Rating must be between 1 and 5',
  ratingTopLevelOnly: 'Only top-level comments can carry a rating',
  tooLong: `Comments can be at most ${COMMENT_MAX_LENGTH} characters`,
  tooManyMedia: (max: number) => `At most ${max} attachments`,
  mediaNotYours: 'Attachments must be files you uploaded',
  notFound: 'Comment not found',
  notAuthor: 'Only the author can change this comment',
  replyToReply: 'Replies cannot be replied to; reply to the top-level comment',
  deleted: 'This comment was deleted',
  // Client toasts and states (doc 1 §2.10, §8).
  loadFailed: 'Failed to load comments',
  postFailed: 'Failed to post comment',
  replyFailed: 'Failed to post reply',
  likeFailed: 'Failed to like comment',
  updateLikeFailed: 'Failed to update like',
  updateFailed: 'Failed to update comment',
  deleteFailed: 'Failed to delete comment',
  timedOut: 'Request timed out',
  posted: 'Comment posted successfully',
  replied: 'Reply posted successfully',
  updated: 'Comment updated successfully',
  removed: 'Comment deleted successfully',
  imageFailed: 'Failed to load image',
  guestPrompt: 'Login to post comments and like posts',
  guestButton: 'Login to Comment',
} as const;

export const COMMENT_TARGETS = ['product', 'shop'] as const;
export type CommentTarget = (typeof COMMENT_TARGETS)[number];

/** doc 1 §3 comment media item. */
export const commentMediaItem = z.object({
  key: z.string().trim().min(1).max(512),
  type: z.string().trim().max(100).optional(),
  url: z.string().trim().max(2048).optional(),
  name: z.string().trim().max(200).optional(),
});
export type CommentMediaItem = { key: string; type: string; url: string; name?: string; posterUrl?: string };

const commentText = z.string().max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong);
const rating = z.coerce.number().int(COMMENT_MESSAGES.ratingRange).min(1, COMMENT_MESSAGES.ratingRange).max(5, COMMENT_MESSAGES.ratingRange);

/** POST /products/{id}/comments and POST /shops/{id}/comments: text, or a rating alone (text becomes stars). */
export const createCommentBody = z.object({
  comment: commentText.nullish(),
  rating: rating.nullish(),
  media: z.array(commentMediaItem).max(COMMENT_MAX_MEDIA, COMMENT_MESSAGES.tooManyMedia(COMMENT_MAX_MEDIA)).nullish(),
});
/** POST /comments/{id}/reply (and /products/comments/{id}/reply): text required, no rating. */
export const replyBody = z.object({
  comment: commentText,
  media: z.array(commentMediaItem).max(REPLY_MAX_MEDIA, COMMENT_MESSAGES.tooManyMedia(REPLY_MAX_MEDIA)).nullish(),
});
/** PUT /comments/{id}: any of these; `{media}` attaches uploads after creation (doc 1 §4.6). */
export const updateCommentBody = z.object({
  comment: commentText.nullish(),
  rating: rating.nullable().optional(),
  media: z.array(commentMediaItem).max(COMMENT_MAX_MEDIA, COMMENT_MESSAGES.tooManyMedia(COMMENT_MAX_MEDIA)).nullish(),
});

export const commentListQuery = pageQuery.extend({
  sortBy: z.enum(['createdAt', 'likes', 'rating']).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});

export const MODERATION_ACTIONS = ['approve', 'hide', 'delete', 'restore', 'flag'] as const;
export const moderateBody = z.object({ action: z.enum(MODERATION_ACTIONS), reason: z.string().trim().max(500).nullish() });

/** doc 1 §3 Comment (server form), plus `depth` (0 top level, 1 reply). */
export type Comment = {
  _id: string;
  comment: string;
  user: { _id: string; name: string; username: string; avatar: string | null; maskedPhone: string | null };
  userId: string;
  targetType: CommentTarget;
  targetId: string;
  parentId: string | null;
  depth: 0 | 1;
  rating: number | null;
  media: CommentMediaItem[];
  likes: number;
  userLiked: boolean;
  replyCount: number;
  replies: Comment[];
  isDeleted: boolean;
  isEdited: boolean;
  createdAt: string;
  updatedAt: string;
};

export type CommentStats = { totalComments: number; averageRating: number; ratingsCount: number };
export type CommentList = { comments: Comment[]; pagination: Pagination; stats: CommentStats };
export type CommentLikeResult = { liked: boolean; likesCount: number };
