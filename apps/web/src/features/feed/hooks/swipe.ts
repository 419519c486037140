/** doc 1 §2.5/§9: swipe thresholds. */
export const SWIPE = {
  /** Vertical move to the next or previous product. */
  move: 50,
  /** Swipe left to open the details panel. */
  openDetails: 50,
  /** Swipe right to close it. */
  closeDetails: 100,
  /** Pull down at the top to refresh… */
  refresh: 80,
  /** …while the content follows the finger by at most this much. */
  refreshOffsetCap: 40,
} as const;

export type SwipeAction = 'next' | 'prev' | 'open-details' | 'close-details' | 'refresh' | null;

/**
 * What a finished swipe means. `dx`/`dy` are the finger's travel (right and down positive);
 * a quick flick of 20 px counts as a move too.
 */
export function classifySwipe(
  { dx, dy, ms = Infinity }: { dx: number; dy: number; ms?: number },
  { panelOpen, atTop }: { panelOpen: boolean; atTop: boolean },
): SwipeAction {
  const horizontal = Math.abs(dx) > Math.abs(dy);
  if (panelOpen) return horizontal && dx > SWIPE.closeDetails ? 'close-details' : null;
  if (horizontal) return dx < -SWIPE.openDetails ? 'open-details' : null;
  if (dy > 0 && atTop) return dy > SWIPE.refresh ? 'refresh' : null;
  const flick = ms < 250 && Math.abs(dy) > 20;
  if (dy < -SWIPE.move || (flick && dy < 0)) return 'next';
  if (dy > SWIPE.move || (flick && dy > 0)) return 'prev';
  return null;
}

/** How far the feed follows a pull-to-refresh: half the pull, capped at 40 px. */
export function pullOffset(dy: number): number {
  return Math.max(0, Math.min(dy / 2, SWIPE.refreshOffsetCap));
}
