import type { CommentWithTarget, ModerationAction } from '@sokoni/contracts/comments';
import { useState } from 'react';
import { ChatIcon } from '@/components/icons.tsx';
import { rowsOf } from '../api/admin-page.ts';
import { useModerationQueue, type QueueFilters } from '../api/get-moderation-queue.ts';
import { useModerateComment } from '../api/moderate-comment.ts';
import { COMMENT_ACTION_LABELS, COMMENT_ACTIONS_TO_CONFIRM } from '../comment-actions.ts';
import { useActionToasts } from '../hooks/use-action-toasts.ts';
import { AdminList } from './admin-list.tsx';
import { FilterBar, FilterSelect, type Option } from './filters.tsx';
import { QueuedComment } from './queued-comment.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { SectionHeader, useSectionFocus } from './section-header.tsx';

type StatusFilter = NonNullable<QueueFilters['status']> | 'any';
const STATUS_OPTIONS: Option<StatusFilter>[] = [
  { value: 'any', label: 'All' },
  { value: 'flagged', label: 'Flagged' },
  { value: 'hidden', label: 'Hidden' },
];

const CONFIRM_TEXT: Partial<Record<ModerationAction, string>> = {
  delete: 'It disappears for everyone; it can be restored from here.',
  hide: 'Only its author and admins will see it.',
  flag: 'It stays visible and waits here for review.',
};

/** doc 1 §7.4's moderation queue: flagged and hidden comments, last changed first. */
export function CommentsSection() {
  const [status, setStatus] = useState<StatusFilter>('any');
  const query = useModerationQueue(status === 'any' ? {} : { status });
  const rows = rowsOf(query.data);
  const moderate = useModerateComment();
  const toasts = useActionToasts();
  const { headingRef, refocus } = useSectionFocus();
  const [confirming, setConfirming] = useState<{ comment: CommentWithTarget; action: ModerationAction } | null>(null);

  const run = async (comment: CommentWithTarget, action: ModerationAction, reason?: string) => {
    try {
      const { message } = await moderate.mutateAsync({ commentId: comment.id, action, reason });
      toasts.done(message, 'Comment updated');
      setConfirming(null);
      refocus();
    } catch (error) {
      toasts.failed(error, 'Failed to moderate the comment');
    }
  };
  const choose = (comment: CommentWithTarget, action: ModerationAction) =>
    COMMENT_ACTIONS_TO_CONFIRM.includes(action) ? setConfirming({ comment, action }) : void run(comment, action);
  const busyId = moderate.isPending ? moderate.variables?.commentId : undefined;

  return (
    <section aria-labelledby="admin-comments">
      <SectionHeader id="admin-comments" headingRef={headingRef} title="Comments" description="Comments flagged for review or hidden by moderation. Approve clears a flag or shows a hidden one again." />
      <FilterBar>
        <FilterSelect label="Show" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
      </FilterBar>
      <AdminList
        query={query}
        count={rows.length}
        label="Comments to moderate"
        noun={{ one: 'comment', many: 'comments' }}
        errorTitle="Failed to load comments"
        empty={{ icon: <ChatIcon size={28} />, title: 'Nothing to moderate', description: 'Flagged and hidden comments show here.' }}
      >
        {rows.map((comment) => (
          <QueuedComment key={comment.id} comment={comment} busyWith={busyId === comment.id ? (moderate.variables?.action ?? null) : null} onAction={(action) => choose(comment, action)} />
        ))}
      </AdminList>
      {confirming && (
        <ReasonDialog
          title={`${COMMENT_ACTION_LABELS[confirming.action]} this comment?`}
          description={CONFIRM_TEXT[confirming.action]}
          reasonLabel="Reason"
          confirmLabel={COMMENT_ACTION_LABELS[confirming.action]}
          destructive
          busy={moderate.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={(reason) => void run(confirming.comment, confirming.action, reason)}
        />
      )}
    </section>
  );
}
