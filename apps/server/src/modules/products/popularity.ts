/** The share of the listed catalog a "Popular" badge goes to: the top tenth by popularity. */
export const POPULAR_SHARE = 0.1;

/** What a product's popularity is read from (the columns, or a product reply's counters). */
export type PopularityCounts = { likesCount: number; viewsCount: number; commentsCount: number };

/** The TypeScript twin of repo.ts `popularity` (doc 1 §2.8: likes weigh most, then comments, then views). */
export function popularityOf(p: PopularityCounts): number {
  return p.likesCount * 3 + p.viewsCount + p.commentsCount * 2;
}

/**
 * Popular: in the top POPULAR_SHARE of the catalog (strictly above `cutoff`, the popularity of
 * the product at that rank) and past doc 1 §2.8's own bar (views above 100 or likes above 10),
 * which alone let nearly every seeded product wear the badge. Without a cutoff, nobody.
 */
export function isPopularProduct(p: PopularityCounts, cutoff: number | undefined): boolean {
  if (cutoff === undefined) return false;
  return popularityOf(p) > cutoff && (p.viewsCount > 100 || p.likesCount > 10);
}
