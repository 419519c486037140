import type { ModerationAction } from '@sokoni/contracts/comments';
import type { Notifier } from '../../platform/notifier.ts';
import { removeCommentAndTell } from './comment-removal.ts';
import type { AdminRepo } from './repo.ts';

type Moderation<R> = { moderate(id: string, admin: { userId: string; role: string }, action: ModerationAction, reason: string | null): Promise<R> };

/**
 * The comments module's moderation (doc 1 §7.4) with an audit row for each call, so the audit log
 * holds every admin action, not only the console's own; a deletion also tells the comment's author.
 */
export function auditedModeration<R, M extends Moderation<R>>(moderation: M, deps: { repo: AdminRepo; notifier: Notifier }): M {
  return {
    ...moderation,
    async moderate(id, admin, action, reason) {
      const run = () => moderation.moderate(id, admin, action, reason);
      const result = action === 'delete' ? await removeCommentAndTell(deps, admin.userId, id, reason, run) : await run();
      await deps.repo.audit({ adminId: admin.userId, action: 'moderate_comment', targetType: 'comment', targetId: id, detail: reason ? `${action}: ${reason}` : action });
      return result;
    },
  };
}
