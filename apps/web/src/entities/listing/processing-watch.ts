import type { Listing, ListingPages } from './types.ts';
import { isProcessing } from './listing-state.ts';
import { patchListing } from './listing-cache.ts';

/**
 * doc 2 §4 Product listing (seller): while any product processes, each is re-read every 5 s; a
 * change in status, title or price amount updates the list, and completions are counted for one
 * toast. The pure half of it, so it can be tested without timers or a network.
 */

/** Whether a fresh read differs from the card in what the seller sees change. */
export function hasVisibleChange(before: Listing, fresh: Listing): boolean {
  return (
    before.mediaProcessing?.status !== fresh.mediaProcessing?.status ||
    before.mediaProcessing?.retryCount !== fresh.mediaProcessing?.retryCount ||
    before.status !== fresh.status ||
    before.title !== fresh.title ||
    before.price?.amount !== fresh.price?.amount
  );
}

export type FreshOutcome = 'completed' | 'failed' | 'changed' | 'unchanged' | 'absent';

/** Writes a fresh read into the list (in place, no reload) and says what happened to it. */
export function applyFreshListing(data: ListingPages | undefined, fresh: Listing): { data: ListingPages | undefined; outcome: FreshOutcome } {
  const before = data?.pages.flatMap((page) => page.products).find((p) => p.id === fresh.id);
  if (!before) return { data, outcome: 'absent' };
  if (!hasVisibleChange(before, fresh)) return { data, outcome: 'unchanged' };
  const next = patchListing(data, fresh.id, (p) => ({ ...p, ...fresh }));
  const wasProcessing = isProcessing(before);
  const status = fresh.mediaProcessing?.status;
  const outcome: FreshOutcome = wasProcessing && status === 'completed' ? 'completed' : wasProcessing && status === 'failed' ? 'failed' : 'changed';
  return { data: next, outcome };
}

/**
 * Counts each completion once, whether the poll or the realtime event saw it first, and only for
 * products this screen watched processing (a product completed before the screen opened is news
 * to nobody).
 */
export function createCompletionCounter() {
  const announced = new Set<string>();
  return {
    /** Call with each outcome; returns true the first time a product completes. */
    record(id: string, outcome: FreshOutcome): boolean {
      if (outcome !== 'completed' || announced.has(id)) return false;
      announced.add(id);
      return true;
    },
    /** A product processing again (after Retry) may be announced again when it completes. */
    forget(id: string): void {
      announced.delete(id);
    },
  };
}

/** The ids of the listings still processing, in a stable order (the poll's dependency). */
export const processingIds = (listings: readonly Listing[]): string[] => listings.filter(isProcessing).map((p) => p.id).sort();
