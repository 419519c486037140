import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ApiError } from '@/lib/api/api-error.ts';
import { useCurrentUser } from '@/lib/session/get-current-user.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useCreateShop } from '../api/create-shop.ts';
import type { MyShop } from '../types.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { createShopWords } from '../shop-words.ts';

/**
 * The Create Shop confirmation (doc 2 §2.14: confirmation only, Cancel / Create Shop) and what
 * it starts: the optimistic shop, replaced by the server's; on failure the dialog opens again
 * (unless the user turned out to have a shop already).
 */
export function useCreateShopFlow(onCreated?: (shop: MyShop) => void) {
  const session = useSession();
  const { data: fresh } = useCurrentUser();
  const user = fresh ?? (session.status === 'authenticated' ? session.user : null);
  const create = useCreateShop(user);
  const [open, setOpen] = useState(false);
  const t = useWords(createShopWords);

  const confirm = () => {
    setOpen(false);
    create.mutate(undefined, {
      onSuccess: (shop) => onCreated?.(shop),
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 409)) setOpen(true);
      },
    });
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={t.createShop}
      description={t.description}
      confirmLabel={t.createShop}
      cancelLabel={t.cancel}
      busy={create.isPending}
      onConfirm={confirm}
    />
  );
  return { open: () => setOpen(true), dialog, creating: create.isPending, failed: create.isError && !open };
}
