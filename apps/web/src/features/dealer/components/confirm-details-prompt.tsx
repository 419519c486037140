import { LISTING_ASSISTANT } from '@/entities/listing/listing-words.ts';
import type { Listing } from '@/entities/listing/types.ts';
import { WaitingListingsPrompt } from '@/entities/listing/ui/waiting-listings-prompt.tsx';

/** After the AI's draft: make and model are the dealer's to confirm (with year and mileage). */
export function ConfirmDetailsPrompt({ waiting, onConfirm }: { waiting: Listing[]; onConfirm: (listing: Listing) => void }) {
  return (
    <WaitingListingsPrompt
      waiting={waiting}
      testId="confirm-details-prompt"
      tone="brand"
      heading={(first, count) => (count === 1 ? `${LISTING_ASSISTANT} drafted “${first.title}”` : `${LISTING_ASSISTANT} drafted ${count} vehicles`)}
      text="Confirm the make, model, year and mileage: buyers filter by them, and only you know them for sure."
      action="Confirm details"
      onAction={onConfirm}
    />
  );
}
