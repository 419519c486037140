import { SELLER_MESSAGES } from '@sokoni/contracts/seller-rules';
import { Button } from '@/components/button.tsx';
import { LoadState } from '@/components/load-state.tsx';
import { Modal } from '@/components/modal.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import { errorMessage } from '@/lib/api/api-error.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import type { ListingChanges } from '../api/update-listing.ts';
import { useListingDetail } from '../api/use-listing-detail.ts';
import type { Listing } from '../types.ts';
import { isReview } from '../edit-listing-form.ts';
import { listingWords } from '../listing-words.ts';
import { sellerSays } from '../seller-messages.ts';
import { EditListingForm } from './edit-listing-form.tsx';

type Props = {
  shopId: string;
  /** The card being edited; null while closed. */
  listing: Listing | null;
  onClose: () => void;
  onSave: (listing: Listing, changes: ListingChanges) => Promise<unknown>;
  /** A draft under review: save the changes, then publish it. */
  onPublish?: (listing: Listing, changes: ListingChanges) => Promise<unknown>;
  /** The dealer's flow always asks for the vehicle's details. */
  vehicle?: boolean;
  title?: string;
};

function FormSkeleton() {
  const t = useWords(listingWords);
  return (
    <div className="mt-4 space-y-4" role="status" aria-label={t.loadingProduct}>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-12 w-1/2" />
    </div>
  );
}

/**
 * Edit product (doc 2 §2.14): prefilled from the whole listing (the card's description is
 * clipped), saved optimistically by `onSave`; a failure shows 'Error updating product' above the form.
 */
export function EditListingModal({ shopId, listing, onClose, onSave, onPublish, vehicle, title }: Props) {
  const t = useWords(listingWords);
  const detail = useListingDetail(shopId, listing?.id);
  const full = detail.data;
  const reviewing = Boolean(onPublish) && listing !== null && isReview(full ?? listing);
  return (
    <Modal open={listing !== null} onOpenChange={(open) => !open && onClose()} title={title ?? (reviewing ? t.reviewTitle : t.editProduct)} className="md:max-w-lg">
      <LoadState
        status={detail.isPending ? 'loading' : detail.isError ? 'error' : 'ready'}
        loading={<FormSkeleton />}
        error={{ title: sellerSays(SELLER_MESSAGES.updateErrorTitle), description: sellerSays(errorMessage(detail.error, SELLER_MESSAGES.productNotFound)), onRetry: () => void detail.refetch(), actions: <Button variant="outline" onClick={onClose}>{t.close}</Button> }}
      >
        {full && (
          <EditListingForm
            key={full.id}
            listing={full}
            alwaysVehicle={vehicle}
            onCancel={onClose}
            onSave={async (changes) => {
              await onSave(full, changes);
              onClose();
            }}
            onPublish={
              onPublish &&
              (async (changes) => {
                await onPublish(full, changes);
                onClose();
              })
            }
          />
        )}
      </LoadState>
    </Modal>
  );
}
