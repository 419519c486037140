import { CHAT_MESSAGES } from '@sokoni/contracts/chat-rules';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { AlertIcon, LockIcon } from '@/components/icons.tsx';
import { api } from '@/lib/api/api.ts';
import { useBlock } from '../hooks/use-block.ts';

/** `blocked`: the reader blocked this person (being blocked by them still lets the reader block back). */
type Props = { myId: string; personId: string; name: string; blocked: boolean };

/** Report the person (to the team's queue) or block them (no more messages either way). */
export function SafetyActions({ myId, personId, name, blocked }: Props) {
  const [dialog, setDialog] = useState<'report' | 'block' | null>(null);
  const { busy, run, setBlocked } = useBlock(myId, personId);
  const closeOn = async (done: Promise<boolean>) => (await done) && setDialog(null);

  const report = (reason?: string) =>
    closeOn(
      run(async () => {
        await api.post('/reports', { targetType: 'user', targetId: personId, reason: reason?.trim() || 'Reported from a conversation' });
        return CHAT_MESSAGES.reported;
      }),
    );
  const toggleBlock = () => closeOn(setBlocked(!blocked));

  const iconButton = 'rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900';
  return (
    <>
      <button type="button" className={iconButton} aria-label={`Report ${name}`} title="Report" onClick={() => setDialog('report')}>
        <AlertIcon size={20} />
      </button>
      <button type="button" className={iconButton} aria-label={blocked ? `Unblock ${name}` : `Block ${name}`} title={blocked ? 'Unblock' : 'Block'} onClick={() => setDialog('block')}>
        <LockIcon size={20} />
      </button>
      <ConfirmDialog
        open={dialog === 'report'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={`Report ${name}?`}
        description="Our team reviews every report. Tell us what happened."
        reason={{ label: 'What happened', placeholder: 'e.g. asked for a deposit before meeting', maxLength: 500 }}
        confirmLabel="Report"
        destructive
        busy={busy}
        onConfirm={(reason) => void report(reason)}
      />
      <ConfirmDialog
        open={dialog === 'block'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={blocked ? `Unblock ${name}?` : `Block ${name}?`}
        description={blocked ? 'You will be able to message each other again.' : 'Neither of you will be able to send messages in this conversation.'}
        confirmLabel={blocked ? 'Unblock' : 'Block'}
        destructive={!blocked}
        busy={busy}
        onConfirm={() => void toggleBlock()}
      />
    </>
  );
}
