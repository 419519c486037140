import type { ProductStats } from '@sokoni/contracts/catalog';
import { api } from '@/lib/api/api.ts';

type Reply = { stats?: Record<string, ProductStats> | ProductStats[] } | ProductStats[];

/** POST /products/stats/batch {productIds}: reply `{stats: map}` or an array (doc 1 §7.3). */
export async function getProductStatsBatch(productIds: string[]): Promise<Record<string, ProductStats>> {
  const { data } = await api.post<Reply>('/products/stats/batch', { productIds });
  const raw = Array.isArray(data) ? data : data?.stats;
  if (Array.isArray(raw)) return Object.fromEntries(raw.map((s) => [s.productId, s]));
  return raw ?? {};
}
