import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/components/toast/toast-context.ts';
import { api } from '@/lib/api/api.ts';
import { errorMessage } from '@/lib/api/api-error.ts';
import { chatKeys } from '../api/chat-keys.ts';
import { messagesWords } from '../messages-words.ts';

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
      toast.error(errorMessage(error, messagesWords.get().somethingWrong));
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
      return blocked ? messagesWords.get().blockedDone : messagesWords.get().unblockedDone;
    });

  return { busy, setBlocked, run };
}
