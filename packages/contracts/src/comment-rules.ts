/** Comment rules without zod (constants, messages, reply types), so the web app can import them without the schema library. */

/** doc 1 §9: page sizes; doc 1 §7.4: a comment fetch gives up after 10 s. */
export const PRODUCT_COMMENTS_PAGE_SIZE = 10;
export const SHOP_COMMENTS_PAGE_SIZE = 20;
export const COMMENT_FETCH_TIMEOUT_MS = 10_000;
export const COMMENT_MAX_LENGTH = 2000;
export const COMMENT_MAX_MEDIA = 5;
export const REPLY_MAX_MEDIA = 3;
/** How many replies a list carries inline under each top-level comment; GET /comments/{id} has them all. */
export const INLINE_REPLIES = 3;
/** doc 1 §5: a rating alone becomes that many of these. */
export const RATING_STAR = '★';

/** doc 1 §5 and §8: the comment rules' words. */
export const COMMENT_MESSAGES = {
  textRequired: 'Write a comment or choose a rating',
  replyTextRequired: 'Write a reply',
  ratingRange: 'Rating must be between 1 and 5',
  ratingTopLevelOnly: 'Only top-level comments can carry a rating',
  ownRating: 'You cannot rate your own product or shop',
  tooLong: `Comments can be at most ${COMMENT_MAX_LENGTH} characters`,
  tooManyMedia: (max: number) => `At most ${max} attachments`,
  mediaNotYours: 'Attachments must be files you uploaded',
  mediaType: 'Only images and videos can be attached',
  notFound: 'Comment not found',
  productNotFound: 'Product not found',
  shopNotFound: 'Shop not found',
  userNotFound: 'User not found',
  notAuthor: 'Only the author can change this comment',
  replyToReply: 'Replies cannot be replied to; reply to the top-level comment',
  deleted: 'This comment was deleted',
  tooMany: 'You are commenting too fast. Please wait a moment and try again.',
  searchQueryRequired: 'Type at least 3 characters to search',
  // Client toasts and states (doc 1 §2.10, §8).
  loadFailed: 'Failed to load comments',
  /** A failed fetch whose reply gave no message (doc 2 §8). */
  fetchFailed: 'Failed to fetch comments',
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
/** visible: public; flagged: public but waiting for a moderator; hidden: out of every public list. */
export const COMMENT_STATUSES = ['visible', 'hidden', 'flagged'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

// The reply types, from the schemas the routes declare in `comments.ts` (type-only: this module stays free of zod).
export type {
  Comment,
  CommentAnalytics,
  CommentAuthor,
  CommentLikeResult,
  CommentList,
  CommentMediaItem,
  CommentStats,
  CommentWithTarget,
} from './comments.ts';

export const MODERATION_ACTIONS = ['approve', 'hide', 'delete', 'restore', 'flag'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MODERATION_MESSAGES: Record<ModerationAction, string> = {
  approve: 'Comment approved',
  hide: 'Comment hidden',
  delete: 'Comment deleted',
  restore: 'Comment restored',
  flag: 'Comment flagged for review',
};
