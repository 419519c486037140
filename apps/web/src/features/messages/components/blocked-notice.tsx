import { LockIcon } from '@/components/icons.tsx';
import { useBlock } from '../hooks/use-block.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { messagesWords } from '../messages-words.ts';

type Props = { myId: string; personId: string; name: string; blockedByMe: boolean };

/**
 * Where the composer was while messages cannot pass: the blocker reads whom they blocked and can
 * unblock at once; the blocked person reads a neutral line that does not say who did what.
 */
export function BlockedNotice({ myId, personId, name, blockedByMe }: Props) {
  const t = useWords(messagesWords);
  const { busy, setBlocked } = useBlock(myId, personId);
  return (
    <div role="status" className="m-3 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-slate-200 bg-slate-50 px-3.5 py-3 text-sm text-slate-700">
      <LockIcon size={16} className="shrink-0 text-slate-500" />
      {blockedByMe ? (
        <>
          <span>{t.youBlocked({ name })}</span>
          <span aria-hidden="true">·</span>
          <button type="button" disabled={busy} onClick={() => void setBlocked(false)} className="font-semibold text-brand-700 hover:underline disabled:opacity-60">
            {t.unblock}
          </button>
        </>
      ) : (
        <span>{t.cantReply}</span>
      )}
    </div>
  );
}
