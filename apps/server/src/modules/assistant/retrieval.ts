// The assistant's retrieval runs on the catalog, which is the products module's: its queries
// live in the owner's repository (products/retrieval-repo.ts) and are asked for through its face.
export {
  createMarketPrices,
  findCandidates,
  findSimilarPictures,
  productsWithoutVectors,
  saveProductVector,
  sketchUnsketchedVectors,
  type Candidate,
  type CandidateQuery,
  type MarketPrices,
  type ResultOrder,
  type SearchFilters,
} from '../products/index.ts';
