import type { Comment, ModerationAction } from '@sokoni/contracts/comments';

/**
 * The moderation calls (doc 1 §7.4) that change a queued comment: a deleted one can only be
 * restored; a flagged one approved, hidden or deleted; a hidden one approved (shown again) or
 * deleted; one already visible flagged, hidden or deleted.
 */
export function commentActionsFor(comment: Pick<Comment, 'isDeleted' | 'status'>): ModerationAction[] {
  if (comment.isDeleted) return ['restore'];
  switch (comment.status) {
    case 'flagged':
      return ['approve', 'hide', 'delete'];
    case 'hidden':
      return ['approve', 'delete'];
    default:
      return ['flag', 'hide', 'delete'];
  }
}

export const COMMENT_ACTION_LABELS: Record<ModerationAction, string> = {
  approve: 'Approve',
  hide: 'Hide',
  delete: 'Delete',
  restore: 'Restore',
  flag: 'Flag',
};

/** Actions that take a comment out of sight ask first, with an optional reason. */
export const COMMENT_ACTIONS_TO_CONFIRM: readonly ModerationAction[] = ['hide', 'delete', 'flag'];
