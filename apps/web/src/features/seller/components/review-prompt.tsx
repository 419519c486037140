import { Button } from '@/components/button.tsx';
import { SparklesIcon } from '@/components/icons.tsx';
import { LISTING_ASSISTANT } from '@/entities/listing/listing-words.ts';
import type { Listing } from '@/entities/listing/types.ts';
import { REVIEW_TITLE } from '@/entities/listing/ui/edit-listing-modal.tsx';

/** Drafts waiting for their seller, above the grid: nothing is public until the seller publishes it. */
export function ReviewPrompt({ waiting, onReview }: { waiting: Listing[]; onReview: (listing: Listing) => void }) {
  const first = waiting[0];
  if (!first) return null;
  return (
    <div data-testid="review-prompt" role="status" className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center">
      <SparklesIcon size={22} className="shrink-0 text-amber-600 max-sm:hidden" />
      <div className="flex-1">
        <p className="font-bold">{waiting.length === 1 ? 'Your listing is ready to review' : `${waiting.length} listings are ready to review`}</p>
        <p className="mt-0.5 text-sm leading-relaxed">{LISTING_ASSISTANT} drafted it from your video. Check its suggestions, then publish: buyers see nothing until you do.</p>
      </div>
      <Button onClick={() => onReview(first)}>{REVIEW_TITLE}</Button>
    </div>
  );
}
