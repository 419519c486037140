import type { Comment, CommentMediaItem } from '@sokoni/contracts/comment-rules';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/button.tsx';
import type { CommentsTarget } from '@/components/comments-sheet/comments-sheet-target.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { LockIcon } from '@/components/icons.tsx';
import { useRequireLogin } from '@/components/login-prompt/login-prompt-context.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useCommentLike } from '../hooks/use-comment-like.ts';
import { useCommentList } from '../hooks/use-comment-list.ts';
import { useDeleteComment } from '../hooks/use-manage-comment.ts';
import { CommentsContext, type CommentsContextValue } from './comments-context.ts';
import { Lightbox } from './lightbox.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commentsWords } from '../comments-words.ts';

/** Guests read; posting, replying and liking ask them to sign in (doc 1 §6). */
export function GuestPrompt() {
  const requireLogin = useRequireLogin('comment');
  const t = useWords(commentsWords);
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <LockIcon size={20} />
      </span>
      <p className="flex-1 text-sm text-slate-600">{t.guestPrompt}</p>
      <Button size="sm" onClick={() => requireLogin()}>
        {t.guestButton}
      </Button>
    </div>
  );
}

export type CommentsThreadParts = { list: ReturnType<typeof useCommentList>; viewerId: string | null };

/**
 * One target's comments as the sheet and the panel both show them: the list's state, the shared
 * context (like, delete, lightbox), the lightbox and the delete confirmation. `children` lays
 * the list and the composer out.
 */
export function CommentsThread({ target, children }: { target: Pick<CommentsTarget, 'targetType' | 'targetId'>; children: (parts: CommentsThreadParts) => ReactNode }) {
  const { targetType, targetId } = target;
  const session = useSession();
  const viewerId = session.status === 'authenticated' ? session.user.id : null;
  const list = useCommentList(targetType, targetId);
  const like = useCommentLike();
  const remove = useDeleteComment(targetType, targetId);
  const [lightbox, setLightbox] = useState<{ items: CommentMediaItem[]; index: number } | null>(null);
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const t = useWords(commentsWords);

  const context = useMemo<CommentsContextValue>(
    () => ({
      targetType,
      targetId,
      viewerId,
      like: (comment) => void like(comment),
      requestDelete: setDeleting,
      openLightbox: (items, index) => setLightbox({ items, index }),
    }),
    [targetType, targetId, viewerId, like],
  );

  return (
    <CommentsContext.Provider value={context}>
      {children({ list, viewerId })}
      {lightbox && <Lightbox items={lightbox.items} startIndex={lightbox.index} onClose={() => setLightbox(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t.deleteTitle}
        description={t.deleteDescription}
        confirmLabel={t.delete}
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </CommentsContext.Provider>
  );
}
