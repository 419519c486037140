import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query/query-keys.ts';
import type { CatalogProduct } from './types.ts';

type ProductFn = (product: CatalogProduct) => CatalogProduct;

function isProduct(value: unknown): value is CatalogProduct {
  return typeof value === 'object' && value !== null && 'id' in value && 'shopId' in value && 'price' in value;
}

/**
 * Applies `fn` to every product inside one cached answer, whatever its shape: a page
 * `{products}`, infinite pages `{pages}`, a detail `{product}`, or a plain array. Untouched
 * branches keep their identity so React Query and React skip them.
 */
export function mapProductsIn<T>(data: T, fn: ProductFn): T {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item: unknown) => {
      const mapped = mapProductsIn(item, fn);
      if (mapped !== item) changed = true;
      return mapped;
    });
    return (changed ? next : data) as T;
  }
  if (typeof data !== 'object' || data === null) return data;
  if (isProduct(data)) return fn(data) as T;
  let result: Record<string, unknown> | null = null;
  for (const key of ['products', 'pages', 'product'] as const) {
    if (!(key in data)) continue;
    const value = (data as Record<string, unknown>)[key];
    const mapped = mapProductsIn(value, fn);
    if (mapped !== value) result = { ...(result ?? (data as Record<string, unknown>)), [key]: mapped };
  }
  return (result ?? data) as T;
}

/** Rewrites every cached copy of the products `fn` changes (feed, lists, detail, shop, favorites). */
export function updateCachedProducts(queryClient: QueryClient, fn: ProductFn): void {
  for (const [key, data] of queryClient.getQueriesData({ queryKey: queryKeys.products.all })) {
    if (data === undefined) continue;
    const next = mapProductsIn(data, fn);
    if (next !== data) queryClient.setQueryData(key, next);
  }
}

/** Every product currently cached with this id (the first found), for a screen that has only an id. */
export function findCachedProduct(queryClient: QueryClient, id: string): CatalogProduct | undefined {
  let found: CatalogProduct | undefined;
  for (const [, data] of queryClient.getQueriesData({ queryKey: queryKeys.products.all })) {
    if (found || data === undefined) continue;
    mapProductsIn(data, (p) => {
      if (!found && p.id === id) found = p;
      return p;
    });
  }
  return found;
}
