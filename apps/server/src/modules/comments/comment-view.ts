import { COMMENT_MESSAGES, type Comment, type CommentAuthor, type CommentMediaItem, type CommentWithTarget } from '@sokoni/contracts/comments';
import type { StoredMedia } from '../products/index.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import type { UserRow } from '../users/index.ts';
import type { CommentRow, StoredCommentMedia } from '../../platform/db/tables/comments.ts';

/** The author fields a comment needs; the phone only to mask it, never sent. */
export type AuthorRow = Pick<UserRow, 'id' | 'name' | 'username' | 'avatar' | 'phoneNumber' | 'status'>;
export type CommentWithAuthor = { comment: CommentRow; author: AuthorRow };
/** Who is looking: decides `userLiked`, and whether moderation state and deleted text show. */
export type CommentViewer = { userId: string | null; isAdmin: boolean; liked: ReadonlySet<string> };
export type TargetSummary = { id: string; _id: string; title?: string; name?: string; image: string | null };

const ANONYMOUS: CommentAuthor = { _id: '', id: '', name: '', username: '', avatar: null, maskedPhone: null };

/** doc 1 §3 "Author display for comments": first 3 characters, ***, last 2, when longer than 6. */
export function maskPhone(phone: string | null | undefined): string | null {
  const p = phone?.trim() ?? '';
  return p.length > 6 ? `${p.slice(0, 3)}***${p.slice(-2)}` : null;
}

export function toAuthor(row: AuthorRow, mediaUrl: MediaUrl): CommentAuthor {
  // A closed account's comments stay (replies hang on them) but no longer name anyone.
  if (row.status === 'deleted') return ANONYMOUS;
  return { _id: row.id, id: row.id, name: row.name, username: row.username, avatar: mediaUrl(row.avatar), maskedPhone: maskPhone(row.phoneNumber) };
}

/** Who the notification names: doc 1 §3's display order, ending in a neutral word. */
export function actorNameOf(row: AuthorRow): string {
  return row.name.trim() || row.username.trim() || maskPhone(row.phoneNumber) || 'Someone';
}

export function toCommentMedia(items: StoredCommentMedia[], mediaUrl: MediaUrl): CommentMediaItem[] {
  return items.map((m) => ({ key: m.key, type: m.type, url: mediaUrl(m.key) ?? m.key, ...(m.name ? { name: m.name } : {}) }));
}

/**
 * doc 1 §3 Comment. A deleted comment still in a list (it has replies) is a placeholder: no
 * author, text, rating or media — except for admins, who see what was there (restore needs it).
 */
export function toCommentView(row: CommentWithAuthor, viewer: CommentViewer, mediaUrl: MediaUrl, replies: Comment[] = []): Comment {
  const c = row.comment;
  const placeholder = c.isDeleted && !viewer.isAdmin;
  const insider = viewer.isAdmin || viewer.userId === c.userId;
  return {
    _id: c.id,
    id: c.id,
    comment: placeholder ? COMMENT_MESSAGES.deleted : c.body,
    user: placeholder ? ANONYMOUS : toAuthor(row.author, mediaUrl),
    userId: placeholder ? '' : c.userId,
    targetType: c.targetType,
    targetId: c.targetId,
    parentId: c.parentId,
    depth: c.parentId ? 1 : 0,
    rating: placeholder ? null : c.rating,
    media: placeholder ? [] : toCommentMedia(c.media, mediaUrl),
    likes: c.likesCount,
    userLiked: viewer.liked.has(c.id),
    replyCount: c.replyCount,
    replies,
    isDeleted: c.isDeleted,
    isEdited: c.editedAt !== null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    ...(insider ? { status: c.status, moderationReason: c.moderationReason } : {}),
  };
}

export function toCommentWithTarget(row: CommentWithAuthor, target: TargetSummary | null, viewer: CommentViewer, mediaUrl: MediaUrl): CommentWithTarget {
  return { ...toCommentView(row, viewer, mediaUrl), target };
}

/** A product's picture for a list line: its primary image, or a video's poster. */
export function productImage(media: StoredMedia[], mediaUrl: MediaUrl): string | null {
  const primary = media.find((m) => m.isPrimary) ?? media[0];
  if (!primary) return null;
  const key = primary.type === 'video' ? primary.posterKey : (primary.variantKeys?.[0]?.key ?? primary.key);
  return key ? mediaUrl(key) : null;
}
