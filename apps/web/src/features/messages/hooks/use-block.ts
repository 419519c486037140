import { CHAT_MESSAGES } from '@sokoni/contracts/chat-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/components/toast/toast-context.ts';
import { api } from '@/lib/api/api.ts';
import { errorMessage } from '@/lib/api/api-error.ts';
import { chatKeys } from '../api/chat-keys.ts';

/** Block or unblock a person; every chat query of mine is refetched so each screen shows the new state. */
export function useBlock(myId: string, personId: string) {
  const toast = useToast();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<string>): Promise<boolean> => {
    setBusy(true);
    try {
      toast.success(await work());
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'Something went wrong. Please try again.'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const setBlocked = (blocked: boolean) =>
    run(async () => {
      if (blocked) await api.post('/blocks', { userId: personId });
      else await api.delete('/blocks/:userId', undefined, { params: { userId: personId } });
      await client.invalidateQueries({ queryKey: chatKeys.user(myId) });
      return blocked ? CHAT_MESSAGES.blockedDone : CHAT_MESSAGES.unblockedDone;
    });

  return { busy, setBlocked, run };
}
