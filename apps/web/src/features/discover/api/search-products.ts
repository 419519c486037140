import type { AssistantSearchResult } from '@sokoni/contracts/assistant';
import { ASSISTANT_LIMITS } from '@sokoni/contracts/assistant-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assistantApi } from '@/entities/assistant/assistant-api.ts';
import { ASSISTANT_STALE_TIMES, assistantKeys } from '@/entities/assistant/assistant-keys.ts';
import type { CatalogProduct } from '@/entities/product/types.ts';

/** What AI Discovery searches for: words, and the picture that goes with them. */
export type AiSearch = { query: string; imageUrl?: string; imageKey?: string };
export type AiMatch = Omit<AssistantSearchResult, 'product'>;

/**
 * The answer as the cache keeps it: the products as every product list holds them (so likes and
 * saves reach them), and each one's score, reasons, lifestyle sentence and price position by id.
 */
export type AiSearchOutcome = {
  products: CatalogProduct[];
  matches: Record<string, AiMatch>;
  total: number;
  understood?: string;
  needsClarification: boolean;
  suggestions: string[];
};

/** POST /ai/search {query, imageUrl?, imageKey?, limit, location} → results [{product, matchScore, reasons, lifestyleMatch, pricingInsight}]. */
export async function searchProducts(search: AiSearch, location: { country: string; city?: string }, signal?: AbortSignal): Promise<AiSearchOutcome> {
  const body = { query: search.query, ...(search.imageUrl ? { imageUrl: search.imageUrl, imageKey: search.imageKey } : {}), limit: ASSISTANT_LIMITS.searchDefault, location };
  const { data } = await assistantApi.post('/ai/search', body, { signal });
  const results = Array.isArray(data?.results) ? data.results : [];
  return {
    products: results.map((r) => r.product as CatalogProduct),
    matches: Object.fromEntries(results.map(({ product, ...match }) => [product.id, match])),
    total: typeof data?.total === 'number' ? data.total : results.length,
    understood: data?.understood,
    needsClarification: data?.needsClarification === true,
    suggestions: Array.isArray(data?.suggestions) ? data.suggestions : [],
  };
}

export const aiSearchQueryOptions = (search: AiSearch, location: { country: string; city?: string }) =>
  queryOptions({
    queryKey: assistantKeys.search({ ...search, country: location.country }),
    queryFn: ({ signal }) => searchProducts(search, location, signal),
    staleTime: ASSISTANT_STALE_TIMES.search,
  });

/** The search last submitted (none: nothing asked). */
export function useAiSearch(search: AiSearch | null, location: { country: string; city?: string }) {
  return useQuery({ ...aiSearchQueryOptions(search ?? { query: '' }, location), enabled: search !== null });
}
