import { useEffect, useRef } from 'react';
import { SparklesIcon } from '@/components/icons.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import { assistantWords } from '@/entities/assistant/assistant-words.ts';
import { useExamplePrompts } from '@/entities/assistant/example-prompts.ts';
import type { ChatMessage } from '../chat-session.ts';
import type { ChatPhase } from '../hooks/use-assistant-chat.ts';
import { AssistantBubble } from './assistant-bubble.tsx';
import { LoadingBubble } from './loading-bubble.tsx';
import { ReplyChips } from './reply-chips.tsx';
import { UserBubble } from './user-bubble.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';

type Props = { messages: readonly ChatMessage[]; phase: ChatPhase; onChip: (text: string) => void; onRetry: (message: ChatMessage) => void };

/** The conversation, oldest first, kept scrolled to the newest message. */
export function MessageList({ messages, phase, onChip, onRetry }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const busy = phase.kind !== 'idle';
  const lastAssistant = messages.findLast((m) => m.type === 'assistant')?.id;
  const newest = messages.at(-1)?.id;

  // Only this box scrolls, never the page around it. A new reply shows from its first line (its
  // products can be taller than a phone's screen); anything else, the bottom.
  const lastId = messages.at(-1)?.type === 'assistant' ? messages.at(-1)?.id : undefined;
  useEffect(() => {
    const el = scroller.current;
    if (!el?.scrollTo) return;
    const behavior = messages.length > 1 ? 'smooth' : 'auto';
    const reply = lastId && phase.kind !== 'sending' ? el.querySelector<HTMLElement>(`[data-message-id="${lastId}"]`) : null;
    el.scrollTo({ top: reply ? Math.max(0, reply.offsetTop - 12) : el.scrollHeight, behavior });
  }, [messages.length, lastId, phase.kind]);

  return (
    <div ref={scroller} className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-50" data-testid="message-list">
      <div className="flex flex-col gap-4 px-3 py-4 md:px-6">
        {phase.kind === 'restoring' ? (
          <RestoringSkeleton />
        ) : messages.length === 0 ? (
          <Welcome onChip={onChip} disabled={busy} />
        ) : (
          messages.map((m) =>
            m.type === 'user' ? (
              <UserBubble key={m.id} message={m} />
            ) : (
              <AssistantBubble key={m.id} message={m} latest={m.id === lastAssistant && m.id === newest} busy={busy} onChip={onChip} onRetry={onRetry} />
            ),
          )
        )}
        {phase.kind === 'sending' && <LoadingBubble phrase={phase.phrase} written={phase.written} />}
      </div>
    </div>
  );
}

function Welcome({ onChip, disabled }: { onChip: (text: string) => void; disabled: boolean }) {
  const t = useWords(assistantWords);
  const examples = useExamplePrompts();
  return (
    <section aria-label={t.startConversation} className="flex flex-col items-center gap-4 py-6 text-center md:py-10">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <SparklesIcon size={28} />
      </span>
      <div>
        <h2 className="text-lg font-bold text-slate-900">{t.shoppingFor}</h2>
        <p className="mt-1 max-w-sm text-sm text-slate-600">{t.welcome}</p>
      </div>
      <ReplyChips actions={[]} suggestions={examples} disabled={disabled} onChip={onChip} className="justify-center" />
    </section>
  );
}

function RestoringSkeleton() {
  const t = useWords(assistantWords);
  return (
    <div role="status" aria-label={t.loadingConversation} className="flex flex-col gap-4">
      <Skeleton className="ml-auto h-10 w-2/3 rounded-2xl md:w-1/2" />
      <Skeleton className="h-16 w-3/4 rounded-2xl md:w-2/3" />
      <div className="flex gap-3 pl-9">
        <Skeleton className="aspect-[4/5] w-40 rounded-2xl" />
        <Skeleton className="aspect-[4/5] w-40 rounded-2xl" />
      </div>
      <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
    </div>
  );
}
