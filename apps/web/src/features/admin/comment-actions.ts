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

/** Each action's name, a key of adminWords. */
export const COMMENT_ACTION_LABELS = {
  approve: 'actApprove',
  hide: 'actHide',
  delete: 'actDelete',
  restore: 'actRestore',
  flag: 'actFlag',
} as const satisfies Record<ModerationAction, string>;

/** Actions that take a comment out of sight ask first, with an optional reason. */
export const COMMENT_ACTIONS_TO_CONFIRM: readonly ModerationAction[] = ['hide', 'delete', 'flag'];
