import { useMemo } from 'react';
import { useToast } from '@/components/toast/toast-context.ts';
import type { Listing } from '@/entities/listing/types.ts';
import { useListingActions } from '@/entities/listing/use-listing-actions.ts';
import { describeError } from '@/lib/api/describe-error.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import type { ListingHandlers } from '../components/seller-product-card.tsx';
import { sellerWords } from '../seller-words.ts';

/** The card's buttons: the optimistic actions, and the dialogs the dashboard opens for edit, delete and sale. */
export function useListingHandlers(shopId: string, open: { edit: (l: Listing) => void; remove: (l: Listing) => void; sold: (l: Listing) => void }): ListingHandlers {
  const actions = useListingActions(shopId);
  const toast = useToast();
  const t = useWords(sellerWords);
  return useMemo(
    () => ({
      onEdit: open.edit,
      onReview: open.edit,
      onDelete: open.remove,
      onMarkSold: open.sold,
      onToggleVisibility: (listing) => void actions.toggleVisibility(listing),
      onMarkAvailable: (listing) =>
        void actions.setSold(listing, false).then(
          () => toast.success(t.availableAgain),
          (error: unknown) => toast.error(describeError(error, t.updateFailed)),
        ),
      onRetry: (listing) => actions.retry(listing),
    }),
    [actions, open.edit, open.remove, open.sold, toast, t],
  );
}
