import { type ChatStyle } from '@sokoni/contracts/chat-rules';
import type { MediaUploadResult } from '@sokoni/contracts/media-rules';
import { useCallback, useRef, useState } from 'react';
import { useToast } from '@/components/toast/toast-context.ts';
import { errorMessage } from '@/lib/api/api-error.ts';
import { uploadMedia } from '@/lib/upload/upload-media.ts';
import type { PickedFile } from '../attachment-rules.ts';
import type { ThreadAttachment, ThreadMessage } from '../thread-model.ts';
import { messagesWords } from '../messages-words.ts';

/** Sends one message and stores the server's copy in the cache; rejects when the server refuses. */
export type SendDraft = (draft: { content: string; uploads: MediaUploadResult[]; clientKey: string }) => Promise<void>;

type Options = {
  style: ChatStyle;
  send: SendDraft;
  /** Puts the text and files back into the composer after a failed send. */
  restore: (content: string, files: PickedFile[]) => void;
};

const FOLDER: Record<ChatStyle, string> = { shop: 'chats', dealer: 'conversations' };

const tempId = () => `temp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

function pendingAttachment(file: PickedFile): ThreadAttachment {
  return { key: file.id, type: file.kind, mimeType: file.file.type, name: file.file.name, size: file.file.size, url: file.previewUrl, thumbnailUrl: null, progress: 0 };
}

/**
 * doc 2 §4 "Message sending": an optimistic bubble at once (a `temp-…` id, sent as the client
 * key so a retry never makes a second message), files uploaded with progress, then the server's
 * message replaces it. Shop style: a file that fails is marked failed and the rest still go.
 * Dealer style: if any upload fails nothing is sent ('Failed to upload attachments. Please try
 * again.'). A refused send removes the bubble and gives the text and files back to the composer.
 */
export function useOutgoing({ style, send, restore }: Options) {
  const toast = useToast();
  const [pending, setPending] = useState<ThreadMessage[]>([]);
  const files = useRef(new Map<string, PickedFile[]>());

  const patch = useCallback((key: string, change: (m: ThreadMessage) => ThreadMessage) => setPending((list) => list.map((m) => (m.key === key ? change(m) : m))), []);
  const drop = useCallback((key: string) => {
    files.current.delete(key);
    setPending((list) => list.filter((m) => m.key !== key));
  }, []);

  const setProgress = useCallback(
    (key: string, fileId: string, change: Partial<ThreadAttachment>) => patch(key, (m) => ({ ...m, attachments: m.attachments.map((a) => (a.key === fileId ? { ...a, ...change } : a)) })),
    [patch],
  );

  const submit = useCallback(
    async (content: string, picked: PickedFile[]) => {
      const key = tempId();
      files.current.set(key, picked);
      setPending((list) => [
        ...list,
        { key, clientKey: key, mine: true, content, createdAt: new Date().toISOString(), attachments: picked.map(pendingAttachment), status: 'sending', caution: null, offer: null },
      ]);
      const results = await Promise.allSettled(
        picked.map((file) =>
          uploadMedia(file.file, { folder: FOLDER[style], onProgress: (p) => setProgress(key, file.id, { progress: p.percent }) }).then((upload) => {
            setProgress(key, file.id, { progress: 100 });
            return upload;
          }),
        ),
      );
      const failed = picked.filter((_, i) => results[i]!.status === 'rejected');
      const uploads = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      failed.forEach((file) => setProgress(key, file.id, { failed: true }));

      if (failed.length > 0 && style === 'dealer') {
        toast.error(messagesWords.get().dealerAttachmentsFailed);
        drop(key);
        restore(content, picked);
        return;
      }
      if (failed.length > 0) toast.error(messagesWords.get().attachmentFailed);
      if (!content && uploads.length === 0) {
        // Nothing made it: the failed files stay on screen to retry or remove.
        patch(key, (m) => ({ ...m, status: 'failed' }));
        return;
      }
      try {
        await send({ content, uploads, clientKey: key });
        if (failed.length === 0) return drop(key);
        // The message went without the files that failed: they stay as a failed bubble of their own.
        const leftKey = tempId();
        files.current.set(leftKey, failed);
        files.current.delete(key);
        setPending((list) =>
          list.map((m) => (m.key === key ? { ...m, key: leftKey, clientKey: leftKey, content: '', status: 'failed', attachments: m.attachments.filter((a) => a.failed) } : m)),
        );
      } catch (error) {
        toast.error(errorMessage(error, messagesWords.get().sendFailed));
        drop(key);
        restore(content, picked);
      }
    },
    [drop, patch, restore, send, setProgress, style, toast],
  );

  /** Tries a failed bubble's files again, as a new message. */
  const retry = useCallback(
    (key: string) => {
      const picked = files.current.get(key) ?? [];
      drop(key);
      void submit('', picked);
    },
    [drop, submit],
  );

  return { pending, submit, retry, dismiss: drop };
}
