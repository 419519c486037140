import type { ApiBodyOf, SentFields } from '@sokoni/contracts/api-requests';
import type { AssistantSearchResult } from '@sokoni/contracts/assistant';
import { ASSISTANT_LIMITS } from '@sokoni/contracts/assistant-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assistantApi } from '@/entities/assistant/assistant-api.ts';
import { ApiError } from '@/lib/api/api-error.ts';
import { ASSISTANT_STALE_TIMES, assistantKeys } from '@/entities/assistant/assistant-keys.ts';
import type { CatalogProduct } from '@/entities/product/types.ts';
import { discoverWords } from '../discover-words.ts';

/** What AI Discovery searches for: words, and the picture that goes with them. */
type SearchBody = ApiBodyOf<'POST /ai/search'>;
export type AiSearch = SentFields<SearchBody, 'query'> & Partial<SentFields<SearchBody, 'imageUrl' | 'imageKey'>>;
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
  /** Issue 25: nothing is of the asked kind within what was stated, in words; the results are alternatives. */
  notice?: string;
};

/** What needs the assistant's words in every language: fetched beside the answer, not with the page. */
export const anyLanguage = () => import('./any-language.ts');

/** POST /ai/search {query, imageUrl?, imageKey?, limit, location} → results [{product, matchScore, reasons, lifestyleMatch, pricingInsight}]. */
export async function searchProducts(search: AiSearch, location: { country: string; city?: string }, signal?: AbortSignal): Promise<AiSearchOutcome> {
  const body = { query: search.query, ...(search.imageUrl ? { imageUrl: search.imageUrl, imageKey: search.imageKey } : {}), limit: ASSISTANT_LIMITS.searchDefault, location };
  const [{ data }, { shownMatch }] = await Promise.all([assistantApi.post('/ai/search', body, { signal }), anyLanguage()]);
  const results = Array.isArray(data?.results) ? data.results : [];
  return {
    products: results.map((r) => r.product as CatalogProduct),
    matches: Object.fromEntries(results.map(({ product, ...match }) => [product.id, shownMatch(product as CatalogProduct, match)])),
    total: typeof data?.total === 'number' ? data.total : results.length,
    understood: data?.understood,
    needsClarification: data?.needsClarification === true,
    suggestions: Array.isArray(data?.suggestions) ? data.suggestions : [],
    ...(typeof data?.notice === 'string' && data.notice ? { notice: data.notice } : {}),
  };
}

/** What a failed search says, with what to do next (its title is 'Search failed', its button Try Again), in the app's language. */
export const SEARCH_FAILURES = {
  get offline() {
    return discoverWords.get().offline;
  },
  get unreachable() {
    return discoverWords.get().unreachable;
  },
  get server() {
    return discoverWords.get().server;
  },
};

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The search, failing in words a shopper can act on: offline when the browser says so (before
 * asking, so nothing waits for a connection), unreachable when no answer came, our fault on a 5xx.
 */
async function searchOrExplain(search: AiSearch, location: { country: string; city?: string }, signal?: AbortSignal): Promise<AiSearchOutcome> {
  if (browserOffline()) throw new ApiError(SEARCH_FAILURES.offline, 0);
  try {
    return await searchProducts(search, location, signal);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.isNetworkError) throw new ApiError(browserOffline() ? SEARCH_FAILURES.offline : SEARCH_FAILURES.unreachable, 0);
    if (error.status >= 500) throw new ApiError(SEARCH_FAILURES.server, error.status);
    throw error;
  }
}

/**
 * A search a shopper waits on: a failure shows at once with its Try Again, never after silent
 * retries; and offline it fails (saying so) instead of pausing until a connection returns.
 */
export const aiSearchQueryOptions = (search: AiSearch, location: { country: string; city?: string }) =>
  queryOptions({
    queryKey: assistantKeys.search({ ...search, country: location.country }),
    queryFn: ({ signal }) => searchOrExplain(search, location, signal),
    staleTime: ASSISTANT_STALE_TIMES.search,
    retry: false,
    networkMode: 'always',
  });

/** The search last submitted (none: nothing asked). */
export function useAiSearch(search: AiSearch | null, location: { country: string; city?: string }) {
  return useQuery({ ...aiSearchQueryOptions(search ?? { query: '' }, location), enabled: search !== null });
}
