import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { cn } from './cn.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commonWords } from '@/components/common-words.ts';

type Props = {
  onCancel: () => void;
  /** The form's own actions, submit last. */
  children: ReactNode;
  cancelLabel?: string;
  /** Cancel waits while a save that cannot be taken back is on its way. */
  cancelDisabled?: boolean;
  className?: string;
};

/** A form's last row: Cancel, then its actions; stacked with the main action on top on a phone. */
export function FormFooter({ onCancel, children, cancelLabel, cancelDisabled, className }: Props) {
  const t = useWords(commonWords);
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Button variant="outline" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel ?? t.cancel}
      </Button>
      {children}
    </div>
  );
}
