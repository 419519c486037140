import { SparklesIcon } from '@/components/icons.tsx';

/** doc 2 §2.1: while waiting, a bubble with a random phrase; the reply's first words replace it as they are written. */
export function LoadingBubble({ phrase, written }: { phrase: string; written?: string }) {
  return (
    <div className="flex items-end gap-2" role="status" aria-live="polite" data-testid="loading-bubble">
      <AssistantAvatar />
      <div className="flex items-center gap-2 rounded-2xl rounded-bl-md border border-slate-200 bg-white px-3 py-2.5 text-sm text-slate-600 shadow-sm">
        <span className="flex gap-1" aria-hidden="true">
          <span className="size-1.5 animate-bounce rounded-full bg-brand-500 [animation-delay:-0.3s]" />
          <span className="size-1.5 animate-bounce rounded-full bg-brand-500 [animation-delay:-0.15s]" />
          <span className="size-1.5 animate-bounce rounded-full bg-brand-500" />
        </span>
        {written ? <span className="whitespace-pre-wrap text-slate-800">{written}</span> : phrase}
      </div>
    </div>
  );
}

export function AssistantAvatar() {
  return (
    <span aria-hidden="true" className="mb-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
      <SparklesIcon size={15} />
    </span>
  );
}
