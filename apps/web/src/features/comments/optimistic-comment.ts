import type { Comment, CommentMediaItem, CommentTarget } from '@sokoni/contracts/comment-rules';
import type { User } from '@sokoni/contracts/users';
import { userDisplayName } from '@/lib/format/user-name.ts';
import { starText } from './comment-display.ts';

let sequence = 0;

export const isPendingComment = (comment: Pick<Comment, '_id'>) => comment._id.startsWith('pending-');

type Draft = { targetType: CommentTarget; targetId: string; text: string; rating: number | null; parentId: string | null; media: CommentMediaItem[] };

/** The comment as it will look, shown at once under the author's own name (doc 1 §4.6). */
export function optimisticComment(author: User, draft: Draft, now = new Date()): Comment {
  const at = now.toISOString();
  const id = `pending-${++sequence}`;
  return {
    _id: id,
    id,
    comment: draft.text || starText(draft.rating),
    user: { _id: author.id, id: author.id, name: userDisplayName(author), username: author.username, avatar: author.avatar, maskedPhone: null },
    userId: author.id,
    targetType: draft.targetType,
    targetId: draft.targetId,
    parentId: draft.parentId,
    depth: draft.parentId ? 1 : 0,
    rating: draft.parentId ? null : draft.rating,
    media: draft.media,
    likes: 0,
    userLiked: false,
    replyCount: 0,
    replies: [],
    isDeleted: false,
    isEdited: false,
    createdAt: at,
    updatedAt: at,
  };
}
