import { bindUseCases } from '../../platform/use-cases.ts';
import type { CommentsDeps } from './comment-deps.ts';
import { removeComment, updateComment } from './edit-comment.ts';
import { toggleCommentLike } from './like-comment.ts';
import { postComment, postReply } from './post-comment.ts';
import { commentLikers, commentStats, listComments, oneComment } from './read-comments.ts';

/** Comments and replies on products and shops, their ratings and likes (doc 1 §5, §7.4). */
export function createCommentsService(deps: CommentsDeps) {
  return bindUseCases(deps, {
    list: listComments,
    stats: commentStats,
    create: postComment,
    reply: postReply,
    get: oneComment,
    update: updateComment,
    remove: removeComment,
    toggleLike: toggleCommentLike,
    likers: commentLikers,
  });
}

export type CommentsService = ReturnType<typeof createCommentsService>;
