import { TOAST_DEFAULT_MS, TOAST_EXIT_MS } from '@sokoni/contracts/constants';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from '../cn.ts';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon, WarningIcon } from '../icons.tsx';
import { ToastContext, type ToastApi, type ToastInput, type ToastKind } from './toast-context.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commonWords } from '@/components/common-words.ts';

type Toast = ToastInput & { id: number; leaving: boolean };

const STYLES: Record<ToastKind, { className: string; Icon: typeof InfoIcon }> = {
  success: { className: 'border-emerald-200 bg-emerald-50 text-emerald-900', Icon: CheckCircleIcon },
  error: { className: 'border-red-200 bg-red-50 text-red-900', Icon: AlertIcon },
  warning: { className: 'border-amber-200 bg-amber-50 text-amber-900', Icon: WarningIcon },
  info: { className: 'border-sky-200 bg-sky-50 text-sky-900', Icon: InfoIcon },
};

/** How many panels or modals ask the toasts to move, with a release that counts once. */
function holder(setCount: (update: (n: number) => number) => void) {
  return () => {
    setCount((n) => n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      setCount((n) => n - 1);
    };
  };
}

/**
 * Where the toasts go: below the phone's top bar (h-14), so the bell stays reachable; above the
 * bottom bar (h-16) while a panel hangs from the top; while a modal is open, in the 5rem strip
 * modals leave free at the top (Modal's maximum height), clear of the modal's title and close
 * button; and below a screen's own header (the AI chat's, 3.5rem + its border, under the app's
 * 3.5rem phone bar or 4rem desktop header), clear of its back and New Chat buttons.
 */
const PLACEMENTS = {
  top: 'top-0 pt-[calc(3.75rem+env(safe-area-inset-top))] md:pt-20',
  screenHeader: 'top-0 pt-[calc(7.375rem+env(safe-area-inset-top))] md:pt-[8.125rem]',
  bottom: 'bottom-0 pb-[calc(4.75rem+env(safe-area-inset-bottom))] md:pb-5',
  modal: 'top-0 pt-[calc(0.5rem+env(safe-area-inset-top))] md:pt-3',
} as const;

/** doc 1 §2.11: toasts auto-dismiss (default 4000 ms) with a 300 ms slide-out. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const t = useWords(commonWords);
  const [topPanels, setTopPanels] = useState(0);
  const [modals, setModals] = useState(0);
  const [screenHeaders, setScreenHeaders] = useState(0);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setToasts((list) => list.filter((t) => t.id !== id));
      }, TOAST_EXIT_MS),
    );
  }, []);

  const show = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { ...input, id, leaving: false }]);
      timers.current.set(id, setTimeout(() => dismiss(id), input.durationMs ?? TOAST_DEFAULT_MS));
      return id;
    },
    [dismiss],
  );

  const keepClearOfTop = useMemo(() => holder(setTopPanels), []);
  const keepClearOfModal = useMemo(() => holder(setModals), []);
  const keepClearOfScreenHeader = useMemo(() => holder(setScreenHeaders), []);
  const placement = modals > 0 ? 'modal' : topPanels > 0 ? 'bottom' : screenHeaders > 0 ? 'screenHeader' : 'top';

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      keepClearOfTop,
      keepClearOfModal,
      keepClearOfScreenHeader,
      success: (message, durationMs) => show({ kind: 'success', message, durationMs }),
      error: (message, durationMs) => show({ kind: 'error', message, durationMs }),
      warning: (message, durationMs) => show({ kind: 'warning', message, durationMs }),
      info: (message, durationMs) => show({ kind: 'info', message, durationMs }),
    }),
    [show, dismiss, keepClearOfTop, keepClearOfModal, keepClearOfScreenHeader],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        aria-live="polite"
        data-toasts
        data-testid="toasts"
        data-placement={placement}
        className={cn('pointer-events-none fixed inset-x-0 z-[60] flex flex-col items-center gap-2 p-3 md:items-end md:p-5', PLACEMENTS[placement])}
      >
        {toasts.map(({ id, kind, message, description, leaving }) => {
          const { className, Icon } = STYLES[kind];
          return (
            <div
              key={id}
              role={kind === 'error' ? 'alert' : 'status'}
              data-kind={kind}
              className={cn(
                'pointer-events-auto flex w-full max-w-sm items-start gap-2.5 rounded-2xl border px-4 py-3 text-sm font-medium shadow-lg shadow-slate-900/10',
                className,
                leaving ? 'animate-toast-out' : 'animate-toast-in',
              )}
            >
              <Icon size={18} className="mt-px shrink-0" />
              <div className="min-w-0 flex-1">
                <p>{message}</p>
                {description && <p className="mt-0.5 text-[13px] leading-snug font-normal opacity-90">{description}</p>}
              </div>
              <button type="button" aria-label={t.dismissNotification} onClick={() => dismiss(id)} className="-m-1 rounded-full p-1 opacity-60 hover:opacity-100">
                <CloseIcon size={16} />
              </button>
            </div>
          );
        })}
      </div>
    </ToastContext.Provider>
  );
}
