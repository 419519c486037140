import { Button } from '@/components/button.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import type { ListingState } from '../listing-state.ts';
import { listingWords } from '../listing-words.ts';
import type { Listing } from '../types.ts';

type Props = {
  listing: Listing;
  state: ListingState;
  onMarkSold: (listing: Listing) => void;
  onMarkAvailable: (listing: Listing) => void;
  className?: string;
};

/** 'Mark as sold', or on a sold listing 'Mark as available again'; nothing while the AI works or after it failed. */
export function SoldButton({ listing, state, onMarkSold, onMarkAvailable, className }: Props) {
  const t = useWords(listingWords);
  if (state.kind === 'sold') {
    return (
      <Button size="sm" variant="outline" className={className} onClick={() => onMarkAvailable(listing)}>
        {t.markAvailable}
      </Button>
    );
  }
  if (state.kind === 'processing' || state.kind === 'failed' || state.kind === 'review') return null;
  return (
    <Button size="sm" variant="secondary" onClick={() => onMarkSold(listing)}>
      {t.markSold}
    </Button>
  );
}
