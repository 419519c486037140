// The products module's face: the catalog's product lists, search and detail, and what the feed,
// social and comments modules build on (the listable predicate, views, list specs).
export { popularCutoff, popularCutoffTtlMs } from './popular-share.ts';
export { categoryTargetsOf, type CategoryTarget } from './category-words.ts';
export { toOwnerExtras, toProductStats, toProductView, type ProductViewRow } from './product-view.ts';
export { listQuery, marketOf, type ListQuery } from './query.ts';
export { createProductsRepo, type ProductsRepo, type ProductWithShop } from './repo.ts';
export { productListable, shopLive } from './catalog-queries.ts';
export { searchClauses } from './search-queries.ts';
export { listSpec } from './list-queries.ts';
export { createProductsService, withTypos, type ProductsService } from './service.ts';
export { productReplyTags, tagsOutdatedBy } from './reply-tags.ts';
export { productsRoutes } from './routes.ts';
export {
  bumpProductCounter,
  countProductViews,
  isListedProduct,
  isProductTitled,
  lockProductRow,
  mostCommentedProducts,
  productCounter,
  productCounts,
  productIdsAmong,
  productsByIds,
  productsListedByIds,
  productsPage,
  productViewCounts,
  productViewRowsByIds,
  setProductHidden,
  shopProductTotals,
  shopSales,
  storeProductCommentTotals,
  takeBackProductToggles,
  type ProductCounter,
  type ShopProductTotals,
} from './face-queries.ts';
export type { ProductRow, StoredDraft, StoredMedia } from '../../platform/db/tables/products.ts';
export { createDraftingCatalog, createListingProductsRepo, type ListingChanges, type ListingProductsRepo, type ListingWrite, type NewListing, type OwnedListing } from './listing-repo.ts';
export {
  catalogMeanVector,
  createMarketPrices,
  findCandidates,
  findSimilarPictures,
  productsWithoutVectors,
  savePictureHash,
  saveProductVector,
  sketchUnsketchedVectors,
  vectorsWithoutHash,
  type Candidate,
  type CandidateQuery,
  type MarketPrices,
  type ResultOrder,
  type SearchFilters,
} from './retrieval-repo.ts';
