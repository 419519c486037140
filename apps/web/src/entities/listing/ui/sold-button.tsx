import { Button } from '@/components/button.tsx';
import type { ListingState } from '../listing-state.ts';
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
  if (state.kind === 'sold') {
    return (
      <Button size="sm" variant="outline" className={className} onClick={() => onMarkAvailable(listing)}>
        Mark as available again
      </Button>
    );
  }
  if (state.kind === 'processing' || state.kind === 'failed' || state.kind === 'review') return null;
  return (
    <Button size="sm" variant="secondary" onClick={() => onMarkSold(listing)}>
      Mark as sold
    </Button>
  );
}
