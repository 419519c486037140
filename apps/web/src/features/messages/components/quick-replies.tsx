import { CHAT_LIMITS } from '@sokoni/contracts/chat-rules';
import { useWords } from '@/lib/i18n/use-words.ts';
import { messagesWords } from '../messages-words.ts';

/** doc 2 §2.5/§9: suggested first messages while a conversation is empty; a tap sends after 100 ms. */
export function QuickReplies({ replies, onPick, max = CHAT_LIMITS.dealerQuickReplies }: { replies: string[]; onPick: (text: string) => void; max?: number }) {
  const t = useWords(messagesWords);
  if (replies.length === 0) return null;
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <p className="text-sm text-slate-500">{t.startConversation}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {replies.slice(0, max).map((text) => (
          <button
            key={text}
            type="button"
            onClick={() => setTimeout(() => onPick(text), CHAT_LIMITS.quickReplyDelayMs)}
            className="rounded-full border border-brand-200 bg-white px-3.5 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            {text}
          </button>
        ))}
      </div>
    </div>
  );
}
