import type { ReactNode } from 'react';
import { Avatar } from '@/components/avatar.tsx';
import { ArrowLeftIcon } from '@/components/icons.tsx';
import { VerifiedBadge } from '@/components/verified-badge.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { messagesWords } from '../messages-words.ts';

type Props = { name: string; picture: string | null; label: ReactNode; verified: boolean; onBack?: () => void; actions?: ReactNode };

/** Who the conversation is with; a back arrow on phones, where the list and the chat are stacked. */
export function ThreadHeader({ name, picture, label, verified, onBack, actions }: Props) {
  const t = useWords(messagesWords);
  return (
    <header className="flex items-center gap-2 border-b border-slate-200 bg-white px-2 py-2 md:px-4">
      {onBack && (
        <button type="button" aria-label={t.backToConversations} onClick={onBack} className="rounded-full p-2 text-slate-700 hover:bg-slate-100 md:hidden">
          <ArrowLeftIcon size={20} />
        </button>
      )}
      <Avatar name={name} src={picture} size={40} />
      <div className="min-w-0 flex-1">
        <h2 className="flex items-center gap-1 truncate text-base font-bold text-slate-900">
          <span className="truncate">{name}</span>
          {verified && <VerifiedBadge size={15} label={t.verified} />}
        </h2>
        <p className="truncate text-xs text-slate-500">{label}</p>
      </div>
      {actions && <div className="flex shrink-0 items-center gap-1">{actions}</div>}
    </header>
  );
}
