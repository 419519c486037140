import type { Comment, CommentLikeResult } from '@sokoni/contracts/comment-rules';

type LikeState = Pick<Comment, 'userLiked' | 'likes'>;

/** The optimistic flip of a tap (doc 1 §4.5). */
export function toggledLike<T extends LikeState>(comment: T): T {
  return { ...comment, userLiked: !comment.userLiked, likes: Math.max(0, comment.likes + (comment.userLiked ? -1 : 1)) };
}

/** The server's word wins: its liked flag and its count. */
export function reconciledLike<T extends LikeState>(comment: T, result: CommentLikeResult): T {
  return { ...comment, userLiked: result.liked, likes: Math.max(0, result.likesCount) };
}

/** A failed call puts back what the viewer saw before tapping. */
export function restoredLike<T extends LikeState>(comment: T, before: LikeState): T {
  return { ...comment, userLiked: before.userLiked, likes: before.likes };
}
