import { Button } from '@/components/button.tsx';
import { ArrowLeftIcon, PlusIcon, SparklesIcon } from '@/components/icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { assistantWords } from '@/entities/assistant/assistant-words.ts';

/**
 * doc 2 §2.1: back, 'Your Shopping Assistant', and New Chat (disabled while loading or with no
 * messages). On phones New Chat is its icon (the words stay its accessible name), so the title fits.
 */
export function ChatHeader({ onBack, onNewChat, newChatDisabled }: { onBack: () => void; onNewChat: () => void; newChatDisabled: boolean }) {
  const t = useWords(assistantWords);
  return (
    <header className="flex items-center gap-2 border-b border-slate-200 bg-white px-2 py-2 md:px-4">
      <button type="button" aria-label={t.back} onClick={onBack} className="flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100">
        <ArrowLeftIcon size={20} />
      </button>
      <span aria-hidden="true" className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:flex">
        <SparklesIcon size={18} />
      </span>
      <h1 className="min-w-0 flex-1 truncate text-base font-bold text-slate-900 md:text-lg">{t.title}</h1>
      <Button variant="outline" size="sm" title={t.newChat} className="max-sm:size-10 max-sm:rounded-full max-sm:px-0" onClick={onNewChat} disabled={newChatDisabled}>
        <PlusIcon size={18} />
        <span className="max-sm:sr-only">{t.newChat}</span>
      </Button>
    </header>
  );
}
