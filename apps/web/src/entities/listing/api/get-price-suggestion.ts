import type { ApiQueryOf } from '@sokoni/contracts/api-requests';
import { CATEGORY_SLUGS } from '@sokoni/contracts/catalog';
import type { PriceRange } from '@sokoni/contracts/catalog-replies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { STALE_TIMES } from '@/lib/query/stale-times.ts';
import type { Listing } from '../types.ts';

type Category = ApiQueryOf<'GET /products/:id/price-suggestion'>['category'];
const isCategory = (value: string): value is Category => (CATEGORY_SLUGS as readonly string[]).includes(value);

/** GET /products/{id}/price-suggestion?category= (owner): what similar listings in that category sell for, or null. */
export async function getPriceSuggestion(productId: string, category: Category, signal?: AbortSignal): Promise<PriceRange | null> {
  const { data } = await api.get('/products/:id/price-suggestion', { params: { id: productId }, query: { category }, signal });
  return data.priceRange;
}

/** Asked only for a category of the list (`usePriceSuggestion` enables it for one). */
export const priceSuggestionQueryOptions = (productId: string, category: string) =>
  queryOptions({
    queryKey: queryKeys.products.priceSuggestion(productId, category),
    queryFn: ({ signal }) => (isCategory(category) ? getPriceSuggestion(productId, category, signal) : null),
    staleTime: STALE_TIMES.priceSuggestion,
  });

/**
 * The AI's price evidence for the category the edit form shows: the draft's own for the listing's
 * saved category, else asked for that category (nothing while it comes, rather than a stale range).
 * Only listings the AI drafted have any.
 */
export function usePriceSuggestion(listing: Listing, category: string): PriceRange | null {
  const other = Boolean(listing.draft) && category !== listing.category && isCategory(category);
  const query = useQuery({ ...priceSuggestionQueryOptions(listing.id, category), enabled: other });
  if (!listing.draft) return null;
  return other ? (query.data ?? null) : listing.draft.priceRange;
}
