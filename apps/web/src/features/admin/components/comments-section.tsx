import type { CommentWithTarget, ModerationAction } from '@sokoni/contracts/comments';
import { useState } from 'react';
import { ChatIcon } from '@/components/icons.tsx';
import { rowsOf } from '../api/admin-page.ts';
import { useModerationQueue, type QueueFilters } from '../api/get-moderation-queue.ts';
import { useModerateComment } from '../api/moderate-comment.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { adminWords } from '../admin-words.ts';
import { COMMENT_ACTION_LABELS, COMMENT_ACTIONS_TO_CONFIRM } from '../comment-actions.ts';
import { useActionToasts } from '../hooks/use-action-toasts.ts';
import { AdminList } from './admin-list.tsx';
import { FilterBar, FilterSelect, type Option } from './filters.tsx';
import { QueuedComment } from './queued-comment.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { SectionHeader, useSectionFocus } from './section-header.tsx';

type StatusFilter = NonNullable<QueueFilters['status']> | 'any';
const CONFIRM_TEXT = { delete: 'confirmDelete', hide: 'confirmHide', flag: 'confirmFlag' } as const satisfies Partial<Record<ModerationAction, string>>;

/** doc 1 §7.4's moderation queue: flagged and hidden comments, last changed first. */
export function CommentsSection() {
  const t = useWords(adminWords);
  const statusOptions: Option<StatusFilter>[] = [
    { value: 'any', label: t.all },
    { value: 'flagged', label: t.flagged },
    { value: 'hidden', label: t.hidden },
  ];
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
      toasts.done(message, t.commentUpdated);
      setConfirming(null);
      refocus();
    } catch (error) {
      toasts.failed(error, t.moderateFailed);
    }
  };
  const choose = (comment: CommentWithTarget, action: ModerationAction) =>
    COMMENT_ACTIONS_TO_CONFIRM.includes(action) ? setConfirming({ comment, action }) : void run(comment, action);
  const busyId = moderate.isPending ? moderate.variables?.commentId : undefined;

  return (
    <section aria-labelledby="admin-comments">
      <SectionHeader id="admin-comments" headingRef={headingRef} title={t.comments} description={t.commentsText} />
      <FilterBar>
        <FilterSelect label={t.show} value={status} options={statusOptions} onChange={setStatus} />
      </FilterBar>
      <AdminList
        query={query}
        count={rows.length}
        label={t.commentsToModerate}
        noun={{ one: t.commentOne, many: t.commentMany }}
        errorTitle={t.commentsFailed}
        empty={{ icon: <ChatIcon size={28} />, title: t.nothingToModerate, description: t.nothingToModerateText }}
      >
        {rows.map((comment) => (
          <QueuedComment key={comment.id} comment={comment} busyWith={busyId === comment.id ? (moderate.variables?.action ?? null) : null} onAction={(action) => choose(comment, action)} />
        ))}
      </AdminList>
      {confirming && (
        <ReasonDialog
          title={t.actionTitle({ action: t[COMMENT_ACTION_LABELS[confirming.action]] })}
          description={confirming.action in CONFIRM_TEXT ? t[CONFIRM_TEXT[confirming.action as keyof typeof CONFIRM_TEXT]] : undefined}
          reasonLabel={t.reason}
          confirmLabel={t[COMMENT_ACTION_LABELS[confirming.action]]}
          destructive
          busy={moderate.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={(reason) => void run(confirming.comment, confirming.action, reason)}
        />
      )}
    </section>
  );
}
