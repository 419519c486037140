import type { Comment } from '@sokoni/contracts/comment-rules';

/** Write calls answer `{comment}`; a bare comment is accepted too (doc 1 §7: unwrapped bodies). */
export function commentOf(data: unknown): Comment {
  const wrapped = data as { comment?: unknown } | null;
  const comment = wrapped && typeof wrapped.comment === 'object' && wrapped.comment !== null ? wrapped.comment : data;
  if (!comment || typeof (comment as Comment)._id !== 'string') throw new Error('Invalid comment in reply');
  return comment as Comment;
}
