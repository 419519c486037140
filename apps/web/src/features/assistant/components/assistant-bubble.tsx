import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { RefreshIcon, WarningIcon } from '@/components/icons.tsx';
import type { ChatMessage } from '../chat-session.ts';
import { AssistantAvatar } from './loading-bubble.tsx';
import { MessageTime } from './message-time.tsx';
import { ProductCarousel } from './product-carousel.tsx';
import { ReplyChips } from './reply-chips.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { assistantWords } from '@/entities/assistant/assistant-words.ts';

// The sheet (and its dialog library, ~40 KB) loads when a shopper opens it, not with /aichat.
const AllProductsSheet = lazy(() => import('./all-products-sheet.tsx').then((m) => ({ default: m.AllProductsSheet })));

type Props = {
  message: ChatMessage;
  /** The newest reply: only it offers chips and Try again (older ones are history). */
  latest: boolean;
  busy: boolean;
  onChip: (text: string) => void;
  onRetry: (message: ChatMessage) => void;
};

/** The assistant's reply: its words, the product carousel, then the chips (doc 2 §2.1). */
export function AssistantBubble({ message, latest, busy, onChip, onRetry }: Props) {
  const t = useWords(assistantWords);
  const [allOpen, setAllOpen] = useState(false);
  const { failure } = message;
  return (
    <div className="flex flex-col gap-2" data-testid="assistant-message" data-message-id={message.id}>
      <div className="flex items-end gap-2">
        <AssistantAvatar />
        <div className="max-w-[85%] rounded-2xl rounded-bl-md border border-slate-200 bg-white px-3 py-2 text-slate-900 shadow-sm md:max-w-[75%]">
          <p className="text-[15px] leading-snug break-words whitespace-pre-wrap">{message.content}</p>
          {failure && (
            <p className="mt-1.5 flex items-start gap-1.5 text-xs text-red-700">
              <WarningIcon size={14} className="mt-px shrink-0" />
              <span>{failure.detail}</span>
            </p>
          )}
          <MessageTime iso={message.timestamp} className="mt-0.5 text-slate-500" />
        </div>
      </div>
      <div className="space-y-2 sm:pl-9">
        {failure && latest && (
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm" variant="secondary" onClick={() => onRetry(message)} disabled={busy}>
              <RefreshIcon size={16} /> {t.tryAgain}
            </Button>
            {failure.network && <span className="text-xs text-slate-500">{t.checkConnection}</span>}
          </div>
        )}
        <ProductCarousel products={message.products} matches={message.matches} onViewAll={() => setAllOpen(true)} />
        {latest && !failure && <ReplyChips actions={message.suggestedActions} suggestions={message.suggestions} disabled={busy} onChip={onChip} />}
      </div>
      {allOpen && message.products.length > 0 && (
        <Suspense fallback={null}>
          <AllProductsSheet open onOpenChange={setAllOpen} products={message.products} matches={message.matches} />
        </Suspense>
      )}
    </div>
  );
}
