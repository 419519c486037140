import { Button } from '@/components/button.tsx';
import { SparklesIcon } from '@/components/icons.tsx';
import { LISTING_ASSISTANT } from '@/entities/listing/listing-words.ts';
import type { Listing } from '@/entities/listing/types.ts';

/** After the AI's draft: make and model are the dealer's to confirm (with year and mileage). */
export function ConfirmDetailsPrompt({ waiting, onConfirm }: { waiting: Listing[]; onConfirm: (listing: Listing) => void }) {
  const first = waiting[0];
  if (!first) return null;
  return (
    <div data-testid="confirm-details-prompt" role="status" className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-950 sm:flex-row sm:items-center">
      <SparklesIcon size={22} className="shrink-0 text-brand-600 max-sm:hidden" />
      <div className="flex-1">
        <p className="font-bold">
          {waiting.length === 1 ? `${LISTING_ASSISTANT} drafted “${first.title}”` : `${LISTING_ASSISTANT} drafted ${waiting.length} vehicles`}
        </p>
        <p className="mt-0.5 text-sm leading-relaxed">Confirm the make, model, year and mileage: buyers filter by them, and only you know them for sure.</p>
      </div>
      <Button onClick={() => onConfirm(first)}>Confirm details</Button>
    </div>
  );
}
