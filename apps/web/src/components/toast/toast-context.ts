import { createContext, useContext, useEffect } from 'react';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
/** `description`: a second, lighter line under the message (why it happened, what to do next). */
export type ToastInput = { kind: ToastKind; message: string; description?: string; durationMs?: number };
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
  /** Moves the toasts below a screen's own header bar (the AI chat's), until the returned release is called. */
  keepClearOfScreenHeader: () => () => void;
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

/**
 * For a full-height screen with its own header under the app's top bar (the AI chat: back, title,
 * New Chat): while it is mounted, toasts show below that header instead of over its controls.
 */
export function useToastsBelowScreenHeader(): void {
  const { keepClearOfScreenHeader } = useToast();
  useEffect(() => keepClearOfScreenHeader(), [keepClearOfScreenHeader]);
}

/** A modal's `onInteractOutside`: dismissing a toast is not a click outside that closes the modal. */
export function ignoreToastClicks(event: { target: EventTarget | null; preventDefault: () => void }): void {
  if (event.target instanceof Element && event.target.closest('[data-toasts]')) event.preventDefault();
}
