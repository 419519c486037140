import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode, type RefObject } from 'react';
import { cn } from './cn.ts';
import { CloseIcon } from './icons.tsx';
import { ignoreToastClicks, useToastsAboveModal } from './toast/toast-context.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commonWords } from '@/components/common-words.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Bottom sheet on phones, centred card from 768 px. */
  className?: string;
  hideClose?: boolean;
  /** What takes the focus on open (the first control by default). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where the focus goes on close; by default the control that had it when the modal opened. */
  returnFocus?: RefObject<HTMLElement | null>;
};

/**
 * The one modal of the design system (Radix Dialog: focus trap, Escape, labelled). It leaves a
 * 5rem strip free at the top of the screen (above the sheet on phones, above and below the card
 * from 768 px), where toasts show while it is open.
 */
export function Modal({ open, onOpenChange, title, description, children, className, hideClose, initialFocus, returnFocus }: Props) {
  useToastsAboveModal(open);
  // Radix returns the focus to a Dialog.Trigger, and these modals open from any control (often
  // mounting after the click, from a lazy chunk): remember what had the focus when it opened.
  const opener = useRef<HTMLElement | null>(null);
  const t = useWords(commonWords);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-slate-950/55 backdrop-blur-[2px]" />
        <Dialog.Content
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-5rem-env(safe-area-inset-top))] animate-sheet-in overflow-y-auto rounded-t-3xl bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl',
            'md:inset-x-auto md:top-1/2 md:bottom-auto md:max-h-[calc(100dvh-10rem)] md:left-1/2 md:w-full md:max-w-md md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-3xl md:p-6',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onInteractOutside={ignoreToastClicks}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.current ?? opener.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-slate-200 md:hidden" aria-hidden="true" />
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
            {!hideClose && (
              <Dialog.Close
                aria-label={t.close}
                className="-mt-1 -mr-1 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              >
                <CloseIcon size={20} />
              </Dialog.Close>
            )}
          </div>
          {description && <Dialog.Description className="mt-1.5 text-sm leading-relaxed text-slate-600">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
