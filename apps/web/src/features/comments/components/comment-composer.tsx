import { COMMENT_MAX_LENGTH, COMMENT_MAX_MEDIA, REPLY_MAX_MEDIA, type Comment } from '@sokoni/contracts/comment-rules';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { ImageIcon, SendIcon } from '@/components/icons.tsx';
import { ACCEPTED_ATTACHMENTS } from '../hooks/attachment-rules.ts';
import { useAttachments } from '../hooks/use-attachments.ts';
import { usePostComment } from '../hooks/use-post-comment.ts';
import { AttachmentPreviews } from './attachment-previews.tsx';
import { StarRatingInput } from './star-rating-input.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commentsWords } from '../comments-words.ts';

/** `onStart`: the draft is on its way (a reply's thread opens so its optimistic copy shows). */
/** `canRate`: false for the owner of the product or shop (they answer, they do not rate). */
type Props = { parent?: Comment; canRate?: boolean; onStart?: () => void; onPosted?: () => void; autoFocus?: boolean };

/**
 * Writes a comment (text, an optional 1–5 rating, up to 5 photos or videos) or, with `parent`,
 * a reply (text, up to 3 files). doc 1 §5: Submit is disabled while posting or uploading.
 */
export function CommentComposer({ parent, canRate = true, onStart, onPosted, autoFocus }: Props) {
  const reply = Boolean(parent);
  const [text, setText] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const attachments = useAttachments(reply);
  const { phase, post } = usePostComment();
  const fileInput = useRef<HTMLInputElement>(null);
  const textId = useId();
  const errorId = useId();
  const busy = phase.status !== 'idle';
  const t = useWords(commentsWords);
  const maxFiles = reply ? REPLY_MAX_MEDIA : COMMENT_MAX_MEDIA;
  const messages = [...(problem ? [problem] : []), ...attachments.errors];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (reply && !trimmed) return setProblem(t.replyTextRequired);
    if (!reply && !trimmed && !rating) return setProblem(t.textRequired);
    setProblem(null);
    onStart?.();
    const posted = await post({ text: trimmed, rating, attachments: attachments.items, parent });
    if (!posted) return;
    setText('');
    setRating(null);
    attachments.clear();
    onPosted?.();
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={reply ? t.writeReply : t.writeComment} className="space-y-2">
      {!reply && canRate && <StarRatingInput value={rating} onChange={setRating} disabled={busy} />}
      <AttachmentPreviews items={attachments.items} onRemove={attachments.remove} disabled={busy} />
      {phase.status === 'uploading' && (
        <div role="progressbar" aria-label={t.uploading} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(phase.progress * 100)} className="h-1.5 overflow-hidden rounded-full bg-slate-200">
          <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${Math.round(phase.progress * 100)}%` }} />
        </div>
      )}
      {messages.length > 0 && (
        <ul id={errorId} role="alert" className="space-y-0.5 text-xs font-medium text-red-700">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={textId} className="sr-only">
          {reply ? t.writeReply : t.writeComment}
        </label>
        <textarea
          id={textId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={COMMENT_MAX_LENGTH}
          rows={1}
          autoFocus={autoFocus}
          disabled={busy}
          aria-describedby={messages.length ? errorId : undefined}
          placeholder={reply ? t.replyTo({ name: parent?.user.name || t.thisComment }) : t.addComment}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-3.5 py-2.5 text-[15px] field-sizing-content focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none disabled:bg-slate-50"
        />
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_ATTACHMENTS}
          multiple
          hidden
          aria-label={reply ? t.attachToReply : t.attach}
          onChange={(e) => {
            attachments.add(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
        <button
          type="button"
          aria-label={t.addMedia({ max: maxFiles })}
          disabled={busy || attachments.items.length >= maxFiles}
          onClick={() => fileInput.current?.click()}
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-45"
        >
          <ImageIcon size={20} />
        </button>
        <Button type="submit" aria-label={reply ? t.postReply : t.postComment} disabled={busy} loading={phase.status === 'posting'} className="size-11 shrink-0 rounded-full px-0">
          {phase.status !== 'posting' && <SendIcon size={18} />}
        </Button>
      </div>
    </form>
  );
}
