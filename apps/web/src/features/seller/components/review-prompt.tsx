import { LISTING_ASSISTANT } from '@/entities/listing/listing-words.ts';
import type { Listing } from '@/entities/listing/types.ts';
import { REVIEW_TITLE } from '@/entities/listing/ui/edit-listing-modal.tsx';
import { WaitingListingsPrompt } from '@/entities/listing/ui/waiting-listings-prompt.tsx';

/** Drafts waiting for their seller, above the grid: nothing is public until the seller publishes it. */
export function ReviewPrompt({ waiting, onReview }: { waiting: Listing[]; onReview: (listing: Listing) => void }) {
  return (
    <WaitingListingsPrompt
      waiting={waiting}
      testId="review-prompt"
      tone="amber"
      heading={(_, count) => (count === 1 ? 'Your listing is ready to review' : `${count} listings are ready to review`)}
      text={`${LISTING_ASSISTANT} drafted it from your video. Check its suggestions, then publish: buyers see nothing until you do.`}
      action={REVIEW_TITLE}
      onAction={onReview}
    />
  );
}
