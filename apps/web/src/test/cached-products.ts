import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { CatalogProduct, ProductPage } from '@/entities/product/types.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { makeProduct, page } from './catalog-factories.ts';

type Feed = InfiniteData<ProductPage, { page: number }>;

/** A product and another cached in a feed, a browse list, its detail and a similar row. */
export function cacheProductEverywhere() {
  const queryClient = new QueryClient();
  const target = makeProduct({ likes: 5, isLiked: false, bookmarks: 2, isBookmarked: false });
  const other = makeProduct({ likes: 1, shopId: 'shop-2', shop: { ...makeProduct().shop, id: 'shop-2' } });
  // The same product cached in an infinite feed, a browse list, its detail and a similar row.
  queryClient.setQueryData<Feed>(queryKeys.products.feed('default'), { pages: [page([other]), page([target])], pageParams: [{ page: 1 }, { page: 2 }] });
  queryClient.setQueryData(queryKeys.products.list({ sort: 'newest' }), { pages: [page([target, other])], pageParams: [1] });
  queryClient.setQueryData(queryKeys.products.detail(target.id), { product: target });
  queryClient.setQueryData(queryKeys.products.similar(other.id), { products: [target] });
  return { queryClient, target, other };
}

/** Every cached copy of the product `id`. */
export function cachedCopies(queryClient: QueryClient, id: string): CatalogProduct[] {
  const feed = queryClient.getQueryData<Feed>(queryKeys.products.feed('default'))!;
  const list = queryClient.getQueryData<Feed>(queryKeys.products.list({ sort: 'newest' }))!;
  const all = [
    ...feed.pages.flatMap((p) => p.products),
    ...list.pages.flatMap((p) => p.products),
    queryClient.getQueryData<{ product: CatalogProduct }>(queryKeys.products.detail(id))?.product,
    ...(queryClient.getQueryData<{ products: CatalogProduct[] }>(queryKeys.products.similar(makeProduct().id))?.products ?? []),
  ];
  return all.filter((p): p is CatalogProduct => p?.id === id);
}
