import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { AlertIcon, LockIcon } from '@/components/icons.tsx';
import { api } from '@/lib/api/api.ts';
import { useBlock } from '../hooks/use-block.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { messagesWords } from '../messages-words.ts';

/** `blocked`: the reader blocked this person (being blocked by them still lets the reader block back). */
type Props = { myId: string; personId: string; name: string; blocked: boolean };

/** Report the person (to the team's queue) or block them (no more messages either way). */
export function SafetyActions({ myId, personId, name, blocked }: Props) {
  const t = useWords(messagesWords);
  const [dialog, setDialog] = useState<'report' | 'block' | null>(null);
  const { busy, run, setBlocked } = useBlock(myId, personId);
  const closeOn = async (done: Promise<boolean>) => (await done) && setDialog(null);

  const report = (reason?: string) =>
    closeOn(
      run(async () => {
        await api.post('/reports', { targetType: 'user', targetId: personId, reason: reason?.trim() || 'Reported from a conversation' });
        return t.reported;
      }),
    );
  const toggleBlock = () => closeOn(setBlocked(!blocked));

  const iconButton = 'rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900';
  return (
    <>
      <button type="button" className={iconButton} aria-label={t.reportName({ name })} title={t.report} onClick={() => setDialog('report')}>
        <AlertIcon size={20} />
      </button>
      <button type="button" className={iconButton} aria-label={blocked ? t.unblockName({ name }) : t.blockName({ name })} title={blocked ? t.unblock : t.block} onClick={() => setDialog('block')}>
        <LockIcon size={20} />
      </button>
      <ConfirmDialog
        open={dialog === 'report'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t.reportQuestion({ name })}
        description={t.reportDescription}
        reason={{ label: t.whatHappened, placeholder: t.whatHappenedExample, maxLength: 500 }}
        confirmLabel={t.report}
        destructive
        busy={busy}
        onConfirm={(reason) => void report(reason)}
      />
      <ConfirmDialog
        open={dialog === 'block'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={blocked ? t.unblockQuestion({ name }) : t.blockQuestion({ name })}
        description={blocked ? t.unblockDescription : t.blockDescription}
        confirmLabel={blocked ? t.unblock : t.block}
        destructive={!blocked}
        busy={busy}
        onConfirm={() => void toggleBlock()}
      />
    </>
  );
}
