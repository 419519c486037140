import { createContext, useContext, useEffect } from 'react';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export type ToastInput = { kind: ToastKind; message: string; durationMs?: number };
export type ToastApi = {
  show: (toast: ToastInput) => number;
  success: (message: string, durationMs?: number) => number;
  error: (message: string, durationMs?: number) => number;
  warning: (message: string, durationMs?: number) => number;
  info: (message: string, durationMs?: number) => number;
  dismiss: (id: number) => void;
  /** Moves the toasts to the bottom of the screen until the returned release is called. */
  keepClearOfTop: () => () => void;
  /** Moves the toasts into the strip a modal leaves free at the top, until the returned release is called. */
  keepClearOfModal: () => () => void;
};

export const ToastContext = createContext<ToastApi | null>(null);

/** doc 1 §2.11: using the toast facility outside its provider is an error. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider');
  return api;
}

/**
 * For a panel that hangs from the top of the screen (the notifications dropdown): while it is
 * mounted, toasts show at the bottom instead of over it.
 */
export function useToastsClearOfTop(): void {
  const { keepClearOfTop } = useToast();
  useEffect(() => keepClearOfTop(), [keepClearOfTop]);
}

/**
 * For a modal: while it is open, toasts sit in the 5rem strip that modals leave free at the top of
 * the screen (see Modal's maximum height), clear of its title and close button. Without a toast
 * provider (a modal tested alone) it does nothing.
 */
export function useToastsAboveModal(open: boolean): void {
  const keepClearOfModal = useContext(ToastContext)?.keepClearOfModal;
  useEffect(() => (open && keepClearOfModal ? keepClearOfModal() : undefined), [open, keepClearOfModal]);
}

/** A modal's `onInteractOutside`: dismissing a toast is not a click outside that closes the modal. */
export function ignoreToastClicks(event: { target: EventTarget | null; preventDefault: () => void }): void {
  if (event.target instanceof Element && event.target.closest('[data-toasts]')) event.preventDefault();
}
