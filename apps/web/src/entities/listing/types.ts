import type { MediaProcessing, Product } from '@sokoni/contracts/catalog-replies';
import type { Pagination } from '@sokoni/contracts/envelope';

/**
 * A product as its seller manages it (doc 2 §3 Product, seller view): the card of the owner's
 * list, or the owner's detail with the recorded sale and the AI's draft. The seller routes send
 * `mediaProcessing: null` for a product not made from a video.
 */
export type Listing = Omit<Product, 'mediaProcessing'> & { mediaProcessing?: MediaProcessing | null };

export type ListingPage = { products: Listing[]; pagination: Pagination };

/** The owner's list as cached: infinite pages of the shop's products. */
export type ListingPages = { pages: ListingPage[]; pageParams: unknown[] };
