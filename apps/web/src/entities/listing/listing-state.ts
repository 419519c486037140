import { listingWords } from './listing-words.ts';
import type { Listing } from './types.ts';

/**
 * What a seller's card shows, as one state (STYLE.md: a processing product is a discriminated
 * union): the AI at work (doc 2 §4: 'Attempt n' above the first), a failed draft with its reason
 * and Retry, a recorded sale, the AI's draft waiting for its seller to review and publish it,
 * hidden from buyers, not published, or live.
 */
export type ListingState =
  | { kind: 'processing'; attempt: number }
  | { kind: 'failed'; reason: string }
  | { kind: 'sold'; soldPrice: number | null }
  | { kind: 'review' }
  | { kind: 'hidden' }
  | { kind: 'pending' }
  | { kind: 'active' };


export function listingStateOf(listing: Pick<Listing, 'mediaProcessing' | 'status' | 'isAvailable' | 'sale'>): ListingState {
  const processing = listing.mediaProcessing;
  if (processing?.status === 'processing') return { kind: 'processing', attempt: processing.retryCount };
  if (processing?.status === 'failed') return { kind: 'failed', reason: processing.error || listingWords.get().processingFailed };
  if (listing.status === 'sold') return { kind: 'sold', soldPrice: listing.sale?.soldPrice ?? null };
  // The AI's draft waits for its seller: nothing public until they publish it (hidden or not).
  if (listing.status === 'pending' && processing?.status === 'completed') return { kind: 'review' };
  if (!listing.isAvailable) return { kind: 'hidden' };
  if (listing.status !== 'active') return { kind: 'pending' };
  return { kind: 'active' };
}

export const isProcessing = (listing: Pick<Listing, 'mediaProcessing'>): boolean => listing.mediaProcessing?.status === 'processing';

/** doc 2 §4: the overlay says 'Attempt n' only when the retry count is above 1. */
export const attemptLabel = (attempt: number): string | null => (attempt > 1 ? listingWords.get().attempt({ attempt }) : null);

type BadgeKey = 'badgeProcessing' | 'badgeFailed' | 'badgeSold' | 'badgeReview' | 'badgeHidden' | 'badgePending' | 'badgeActive';

/** The status badge's words (a key of listingWords) and tone. */
export const LISTING_BADGES: Record<ListingState['kind'], { words: BadgeKey; tone: 'success' | 'warning' | 'neutral' | 'brand' | 'danger' }> = {
  processing: { words: 'badgeProcessing', tone: 'brand' },
  failed: { words: 'badgeFailed', tone: 'danger' },
  sold: { words: 'badgeSold', tone: 'neutral' },
  review: { words: 'badgeReview', tone: 'warning' },
  hidden: { words: 'badgeHidden', tone: 'neutral' },
  pending: { words: 'badgePending', tone: 'warning' },
  active: { words: 'badgeActive', tone: 'success' },
};

/** A drafted listing its seller has yet to review and publish. */
export const awaitsReview = (listing: Pick<Listing, 'mediaProcessing' | 'status' | 'isAvailable' | 'sale'>): boolean => listingStateOf(listing).kind === 'review';
