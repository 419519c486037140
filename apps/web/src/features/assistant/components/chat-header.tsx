import { Button } from '@/components/button.tsx';
import { ArrowLeftIcon, PlusIcon, SparklesIcon } from '@/components/icons.tsx';

/**
 * doc 2 §2.1: back, 'Your Shopping Assistant', and New Chat (disabled while loading or with no
 * messages). On phones New Chat is its icon (the words stay its accessible name), so the title fits.
 */
export function ChatHeader({ onBack, onNewChat, newChatDisabled }: { onBack: () => void; onNewChat: () => void; newChatDisabled: boolean }) {
  return (
    <header className="flex items-center gap-2 border-b border-slate-200 bg-white px-2 py-2 md:px-4">
      <button type="button" aria-label="Back" onClick={onBack} className="flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100">
        <ArrowLeftIcon size={20} />
      </button>
      <span aria-hidden="true" className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:flex">
        <SparklesIcon size={18} />
      </span>
      <h1 className="min-w-0 flex-1 truncate text-base font-bold text-slate-900 md:text-lg">Your Shopping Assistant</h1>
      <Button variant="outline" size="sm" title="New Chat" className="max-sm:size-10 max-sm:rounded-full max-sm:px-0" onClick={onNewChat} disabled={newChatDisabled}>
        <PlusIcon size={18} />
        <span className="max-sm:sr-only">New Chat</span>
      </Button>
    </header>
  );
}
