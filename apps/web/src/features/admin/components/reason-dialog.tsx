import { useId, useRef, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { FormFooter } from '@/components/form-footer.tsx';
import { FieldError, textareaClasses } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { adminWords } from '../admin-words.ts';

export type ReasonRequest = {
  title: string;
  description?: string;
  confirmLabel: string;
  destructive?: boolean;
  reasonLabel: string;
  /** A reason the person affected will read (a rejection, a suspension) must be given. */
  reasonRequired?: boolean;
  placeholder?: string;
};

type Props = ReasonRequest & {
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string | undefined) => void;
};

/** A confirmation with a reason or note; rendered only while open (its text starts empty each time). */
export function ReasonDialog({ title, description, confirmLabel, destructive, reasonLabel, reasonRequired, placeholder, busy, onCancel, onConfirm }: Props) {
  const t = useWords(adminWords);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const submit = () => {
    const reason = text.trim();
    if (reasonRequired && !reason) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    onConfirm(reason || undefined);
  };
  return (
    <Modal open onOpenChange={(open) => !open && !busy && onCancel()} title={title} description={description} initialFocus={field}>
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
            {reasonLabel}
            {!reasonRequired && <span className="font-normal text-slate-500">{t.optional}</span>}
          </label>
          <textarea
            ref={field}
            id={id}
            value={text}
            rows={3}
            maxLength={1000}
            required={reasonRequired}
            placeholder={placeholder}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setMissing(false);
            }}
            className={textareaClasses}
          />
          <FieldError id={errorId} message={missing ? t.required({ field: reasonLabel }) : null} />
        </div>
        <FormFooter onCancel={onCancel} cancelDisabled={busy}>
          <Button type="submit" variant={destructive ? 'danger' : 'primary'} loading={busy}>
            {confirmLabel}
          </Button>
        </FormFooter>
      </form>
    </Modal>
  );
}
