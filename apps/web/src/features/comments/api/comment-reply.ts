import type { Comment } from '@sokoni/contracts/comment-rules';

/** What the server sends, `{comment}`, or a bare comment (accepted too, doc 1 §7: unwrapped bodies). */
type CommentReply = { comment: Comment } | Comment;

const isWrapped = (data: CommentReply): data is { comment: Comment } => typeof data?.comment === 'object' && data.comment !== null;

/** The comment of a write's or a thread's reply; a reply without one is refused. */
export function commentOf(data: CommentReply): Comment {
  const comment = isWrapped(data) ? data.comment : data;
  if (!comment || typeof comment._id !== 'string') throw new Error('Invalid comment in reply');
  return comment;
}
