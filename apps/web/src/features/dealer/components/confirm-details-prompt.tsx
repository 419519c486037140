import type { Listing } from '@/entities/listing/types.ts';
import { WaitingListingsPrompt } from '@/entities/listing/ui/waiting-listings-prompt.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { dealerWords } from '../dealer-words.ts';

/** After the AI's draft: make and model are the dealer's to confirm (with year and mileage). */
export function ConfirmDetailsPrompt({ waiting, onConfirm }: { waiting: Listing[]; onConfirm: (listing: Listing) => void }) {
  const t = useWords(dealerWords);
  return (
    <WaitingListingsPrompt
      waiting={waiting}
      testId="confirm-details-prompt"
      tone="brand"
      heading={(first, count) => (count === 1 ? t.draftedOne({ title: first.title }) : t.draftedMany({ count }))}
      text={t.confirmText}
      action={t.confirmDetails}
      onAction={onConfirm}
    />
  );
}
