import { listingWords } from '@/entities/listing/listing-words.ts';
import type { Listing } from '@/entities/listing/types.ts';
import { WaitingListingsPrompt } from '@/entities/listing/ui/waiting-listings-prompt.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { sellerWords } from '../seller-words.ts';

/** Drafts waiting for their seller, above the grid: nothing is public until the seller publishes it. */
export function ReviewPrompt({ waiting, onReview }: { waiting: Listing[]; onReview: (listing: Listing) => void }) {
  const t = useWords(sellerWords);
  const listing = useWords(listingWords);
  return (
    <WaitingListingsPrompt
      waiting={waiting}
      testId="review-prompt"
      tone="amber"
      heading={(_, count) => (count === 1 ? t.reviewOne : t.reviewMany({ count }))}
      text={t.reviewText}
      action={listing.reviewTitle}
      onAction={onReview}
    />
  );
}
