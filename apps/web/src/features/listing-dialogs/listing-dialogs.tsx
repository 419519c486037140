import { SELLER_MESSAGES } from '@sokoni/contracts/seller-rules';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import type { DropLabels } from '@/entities/listing/listing-words.ts';
import type { Listing } from '@/entities/listing/types.ts';
import type { useListingActions } from '@/entities/listing/use-listing-actions.ts';
import { DropProductModal } from './drop-product-modal.tsx';
import { EditListingModal } from '@/entities/listing/ui/edit-listing-modal.tsx';
import { MarkSoldDialog } from '@/entities/listing/ui/mark-sold-dialog.tsx';
import { useOffers } from '@/entities/offer/api/get-offers.ts';
import { sellerSays } from '@/entities/listing/seller-messages.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { listingDialogsWords } from './listing-dialogs-words.ts';

/** Which listing dialog is open; a dashboard adds its own kinds beside these. */
export type ListingDialog = { kind: 'none' } | { kind: 'add' } | { kind: 'edit' | 'delete' | 'sold'; listing: Listing };
export const NO_DIALOG = { kind: 'none' } as const;

/** The listing a dialog of `kind` is open on, else null. */
export function dialogListing(dialog: { kind: string; listing?: Listing }, kind: 'edit' | 'delete' | 'sold'): Listing | null {
  return dialog.kind === kind ? (dialog.listing ?? null) : null;
}

/** How a dashboard names its listings in these dialogs (a shop's products, a dealer's vehicles). */
export type ListingDialogWords = {
  editTitle?: (listing: Listing) => string;
  saved: string;
  deleteTitle: string;
  deleteDescription: (listing: Listing) => string;
  drop?: DropLabels;
};

type Props = {
  dialog: { kind: string; listing?: Listing };
  onDialogChange: (dialog: ListingDialog) => void;
  shopId: string;
  currency: string;
  actions: ReturnType<typeof useListingActions>;
  words: ListingDialogWords;
  /** The dealer's edit always asks for the vehicle's details. */
  vehicle?: boolean;
};

/**
 * A seller's listing dialogs (doc 2 §2.14): Drop Your Product (mounted throughout, so an upload
 * survives closing it), Edit, Mark sold and the delete confirmation, each acting through `actions`.
 */
export function ListingDialogs({ dialog, onDialogChange, shopId, currency, actions, words, vehicle }: Props) {
  const t = useWords(listingDialogsWords);
  const toast = useToast();
  const queryClient = useQueryClient();
  const close = () => onDialogChange(NO_DIALOG);
  const editing = dialogListing(dialog, 'edit');
  const deleting = dialogListing(dialog, 'delete');
  const soldListing = dialogListing(dialog, 'sold');
  // Issue 28: a sale proposes the price of the offer the seller accepted on that listing.
  const accepted = useOffers('seller', 'accepted', soldListing !== null);
  return (
    <>
      <DropProductModal
        open={dialog.kind === 'add'}
        onOpenChange={(open) => onDialogChange(open ? { kind: 'add' } : NO_DIALOG)}
        shopId={shopId}
        currency={currency}
        onCreated={actions.added}
        labels={words.drop}
      />
      <EditListingModal
        shopId={shopId}
        listing={editing}
        vehicle={vehicle}
        title={editing && words.editTitle ? words.editTitle(editing) : undefined}
        onClose={close}
        onSave={async (listing, changes) => {
          await actions.edit(listing, changes);
          toast.success(words.saved);
        }}
        onPublish={async (listing, changes) => {
          await actions.publish(listing, changes);
          toast.success(sellerSays(SELLER_MESSAGES.published));
        }}
      />
      <MarkSoldDialog
        listing={soldListing}
        agreedPrice={soldListing ? accepted.data?.find((offer) => offer.productId === soldListing.id)?.amount : undefined}
        onClose={close}
        onConfirm={async (listing, soldPrice) => {
          await actions.setSold(listing, true, soldPrice);
          // The sale declined the listing's other open offers.
          void queryClient.invalidateQueries({ queryKey: queryKeys.offers.all });
          toast.success(t.markedSold);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && close()}
        title={words.deleteTitle}
        description={deleting ? words.deleteDescription(deleting) : undefined}
        confirmLabel={t.delete}
        destructive
        onConfirm={() => {
          if (deleting) void actions.remove(deleting);
          close();
        }}
      />
    </>
  );
}
