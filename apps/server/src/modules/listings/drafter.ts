import type { CategorySlug } from '@sokoni/contracts/catalog';

/**
 * What processing asks of the listing drafter (modules/drafting, given by the composition root):
 * what a video shows, turned into the parts of a listing its seller left out.
 */
export type DraftRequest = {
  /** A file on this machine's disk (the transcoded MP4). */
  videoPath: string;
  /** What the seller typed: returned untouched, never replaced. */
  seller: { title?: string; description?: string; price?: number; currency: string };
  /** A dealer's listing: vehicles are expected (make and model stay the dealer's to confirm). */
  isVehicleSeller?: boolean;
};

export type ListingDraft = {
  category: CategorySlug;
  subcategory?: string;
  title: string;
  description: string;
  /** The median of comparable listings, with their interquartile range; null with too few. */
  price: { amount: number; currency: string; low: number; high: number; comparables: number } | null;
  labels: { label: string; score: number }[];
  vehicle?: { kind: 'car' | 'truck' | 'motorcycle' | 'bus' };
  /** The listing's image vector, kept for the next drafts' "nearest listings" vote. */
  imageVector: number[];
  source: 'llm' | 'builtin';
};

export type ListingDrafter = { draft(request: DraftRequest): Promise<ListingDraft> };

/** What the drafter asks of the catalog (implemented with SQL in repo.ts). */
export type DraftingCatalog = {
  nearestCategories(vector: Float32Array | number[], k: number): Promise<{ category: CategorySlug; similarity: number }[]>;
  comparablePrices(category: CategorySlug, currency: string, hint: { subcategory?: string; label?: string }): Promise<number[]>;
};
