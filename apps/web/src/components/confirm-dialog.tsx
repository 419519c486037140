import { useId, useState } from 'react';
import { Button } from './button.tsx';
import { FormFooter } from './form-footer.tsx';
import { Modal } from './modal.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commonWords } from '@/components/common-words.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** doc 1 §2.11: confirm dialogs take an optional reason. */
  reason?: { label: string; placeholder?: string; maxLength?: number };
  busy?: boolean;
  onConfirm: (reason?: string) => void;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive,
  reason,
  busy,
  onConfirm,
}: Props) {
  const [text, setText] = useState('');
  const reasonId = useId();
  const t = useWords(commonWords);
  const close = (next: boolean) => {
    if (!next) setText('');
    onOpenChange(next);
  };
  return (
    <Modal open={open} onOpenChange={close} title={title} description={description}>
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reason ? text.trim() || undefined : undefined);
        }}
      >
        {reason && (
          <div>
            <label htmlFor={reasonId} className="mb-1.5 block text-sm font-medium text-slate-700">
              {reason.label}
            </label>
            <textarea
              id={reasonId}
              value={text}
              maxLength={reason.maxLength ?? 1000}
              placeholder={reason.placeholder}
              onChange={(event) => setText(event.target.value)}
              rows={3}
              className="w-full rounded-xl border border-slate-300 px-3 py-2 text-[15px] focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none"
            />
          </div>
        )}
        <FormFooter onCancel={() => close(false)} cancelLabel={cancelLabel ?? t.cancel}>
          <Button type="submit" variant={destructive ? 'danger' : 'primary'} loading={busy}>
            {confirmLabel ?? t.confirm}
          </Button>
        </FormFooter>
      </form>
    </Modal>
  );
}
