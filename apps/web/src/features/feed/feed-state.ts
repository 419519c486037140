import { errorMessage } from '@/lib/api/api-error.ts';
import type { CatalogProduct } from '@/entities/product/types.ts';
import { feedWords } from './feed-words.ts';

/** doc 1 §2.5 / STYLE.md: the feed is exactly one of these. */
export type FeedState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'empty' }
  | { status: 'ready'; products: CatalogProduct[]; hasMore: boolean; loadingMore: boolean; loadMoreFailed: boolean };

type FeedQueryView = {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  data?: { pages: { products: CatalogProduct[] }[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError?: boolean;
};

/** Joins the pages, dropping repeats (a product can move between pages while scrolling). */
export function feedProducts(pages: readonly { products: CatalogProduct[] }[]): CatalogProduct[] {
  const seen = new Set<string>();
  const products: CatalogProduct[] = [];
  for (const page of pages) {
    for (const product of page.products) {
      const key = product?.id ?? `invalid-${products.length}`;
      if (seen.has(key)) continue;
      seen.add(key);
      products.push(product);
    }
  }
  return products;
}

export function feedStateOf(query: FeedQueryView): FeedState {
  if (query.status === 'pending') return { status: 'loading' };
  if (query.status === 'error' && !query.data?.pages.length) {
    return { status: 'error', message: errorMessage(query.error, feedWords.get().networkError) };
  }
  const products = feedProducts(query.data?.pages ?? []);
  if (!products.length) return { status: 'empty' };
  return {
    status: 'ready',
    products,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: Boolean(query.isFetchNextPageError),
  };
}

/** doc 1 §4.4/§9: load more when the current index is within 3 of the end and more exists. */
export function shouldLoadMore(index: number, count: number, state: { hasMore: boolean; loadingMore: boolean }, within = 3): boolean {
  return state.hasMore && !state.loadingMore && index >= count - within;
}
