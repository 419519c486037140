import type { Comment, CommentMediaItem } from '@sokoni/contracts/comment-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useToast } from '@/components/toast/toast-context.ts';
import { newIdempotencyKey } from '@/lib/api/idempotency-key.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { createComment } from '../api/create-comment.ts';
import { replyToComment } from '../api/reply-to-comment.ts';
import { updateComment } from '../api/update-comment.ts';
import { appendReply, prependComment, refreshTargetStats, removeComment, setProductCommentCount, updateCachedComment } from '../comment-cache.ts';
import { optimisticComment } from '../optimistic-comment.ts';
import { useCommentsContext } from '../components/comments-context.ts';
import type { Attachment } from './attachment-rules.ts';
import { uploadAttachments } from './attachment-upload.ts';
import { commentsWords } from '../comments-words.ts';

export type CommentDraft = { text: string; rating: number | null; attachments: Attachment[]; parent?: Comment };

/** posting → (uploading with progress) → idle: the composer's Submit is disabled unless idle. */
export type PostPhase = { status: 'idle' } | { status: 'posting' } | { status: 'uploading'; progress: number };

const previewsOf = (attachments: Attachment[]): CommentMediaItem[] =>
  attachments.map((a) => ({ key: a.id, type: a.file.type, url: a.previewUrl, name: a.file.name }));

/**
 * doc 1 §4.6: the comment shows at the top at once under the author's name; it is created, then
 * its files upload in parallel and are attached with PUT {media}; the list is refetched. Returns
 * whether the comment exists (the composer then clears itself).
 */
export function usePostComment() {
  const { targetType, targetId } = useCommentsContext();
  const queryClient = useQueryClient();
  const toast = useToast();
  const session = useSession();
  const [phase, setPhase] = useState<PostPhase>({ status: 'idle' });
  // Posting the same draft again after a failure (its reply may only have been lost) reuses the
  // key, so the server returns the comment it already wrote instead of a second one.
  const attempt = useRef<{ draft: string; key: string } | null>(null);

  async function post({ text, rating, attachments, parent }: CommentDraft): Promise<boolean> {
    if (session.status !== 'authenticated') return false;
    const draft = { targetType, targetId, text, rating: parent ? null : rating, parentId: parent?._id ?? null, media: previewsOf(attachments) };
    const pending = optimisticComment(session.user, draft);
    if (parent) appendReply(queryClient, parent._id, pending);
    else prependComment(queryClient, targetType, targetId, pending);
    setPhase({ status: 'posting' });

    const fingerprint = JSON.stringify([targetType, targetId, draft.parentId, text, draft.rating]);
    if (attempt.current?.draft !== fingerprint) attempt.current = { draft: fingerprint, key: newIdempotencyKey() };
    const { key } = attempt.current;

    let created: Comment;
    try {
      created = parent ? await replyToComment(parent._id, text, key) : await createComment(targetType, targetId, { comment: text, rating: draft.rating }, key);
      attempt.current = null;
    } catch {
      removeComment(queryClient, pending);
      toast.error(parent ? commentsWords.get().replyFailed : commentsWords.get().postFailed);
      setPhase({ status: 'idle' });
      return false;
    }
    updateCachedComment(queryClient, pending._id, () => ({ ...created, media: draft.media }));
    if (targetType === 'product' && !parent) setProductCommentCount(queryClient, targetId, (n) => n + 1);

    if (attachments.length) {
      setPhase({ status: 'uploading', progress: 0 });
      try {
        const media = await uploadAttachments(attachments, Boolean(parent), (progress) => setPhase({ status: 'uploading', progress }));
        const updated = await updateComment(created._id, { media });
        updateCachedComment(queryClient, created._id, (c) => ({ ...c, media: updated.media ?? media }));
      } catch {
        updateCachedComment(queryClient, created._id, (c) => ({ ...c, media: [] }));
        toast.error(commentsWords.get().uploadImageFailed);
      }
    }
    toast.success(parent ? commentsWords.get().replied : commentsWords.get().posted);
    setPhase({ status: 'idle' });
    void refreshTargetStats(queryClient, targetType, targetId);
    if (parent) void queryClient.invalidateQueries({ queryKey: queryKeys.comments.thread(parent._id) });
    return true;
  }

  return { phase, post };
}
