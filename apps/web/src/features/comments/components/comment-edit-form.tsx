import { COMMENT_MAX_LENGTH, type Comment } from '@sokoni/contracts/comment-rules';
import { useId, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { starText } from '../comment-display.ts';
import { useEditComment } from '../hooks/use-manage-comment.ts';
import { StarRatingInput } from './star-rating-input.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commentsWords } from '../comments-words.ts';

/** The author's inline edit: the text, and the rating of a top-level comment. */
export function CommentEditForm({ comment, onDone }: { comment: Comment; onDone: () => void }) {
  const topLevel = comment.depth === 0;
  const [text, setText] = useState(comment.comment === starText(comment.rating) ? '' : comment.comment);
  const [rating, setRating] = useState<number | null>(comment.rating);
  const [problem, setProblem] = useState<string | null>(null);
  const edit = useEditComment();
  const t = useWords(commentsWords);
  const id = useId();
  return (
    <form
      className="mt-1 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = text.trim();
        if (!trimmed && !(topLevel && rating)) return setProblem(topLevel ? t.textRequired : t.replyTextRequired);
        const changes = topLevel ? { comment: trimmed || starText(rating), rating } : { comment: trimmed };
        edit.mutate({ id: comment._id, changes }, { onSuccess: onDone });
      }}
    >
      {topLevel && <StarRatingInput value={rating} onChange={setRating} disabled={edit.isPending} />}
      <label htmlFor={id} className="sr-only">
        {t.editComment}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={COMMENT_MAX_LENGTH}
        rows={2}
        autoFocus
        className="w-full resize-none rounded-xl border border-slate-300 px-3 py-2 text-[15px] field-sizing-content focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none"
      />
      {problem && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button size="sm" type="submit" loading={edit.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
