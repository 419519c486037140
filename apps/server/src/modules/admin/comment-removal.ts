import type { Notifier } from '../../platform/notifier.ts';
import { commentRemovedNotice } from './account-notices.ts';
import type { AdminRepo } from './repo.ts';

/**
 * Deletes a comment through moderation (`remove`) and tells its author, once: not when it was
 * deleted already, nor when the admin wrote it.
 */
export async function removeCommentAndTell<R>(deps: { repo: AdminRepo; notifier: Notifier }, adminId: string, commentId: string, reason: string | null, remove: () => Promise<R>): Promise<R> {
  const before = await deps.repo.comment(commentId);
  const result = await remove();
  if (before && !before.isDeleted && before.authorId !== adminId) await deps.notifier.notify(commentRemovedNotice(before, reason));
  return result;
}
