import type { ApiReplyOf } from '@sokoni/contracts/api-replies';
import type { ProductStats } from '@sokoni/contracts/catalog';
import { api } from '@/lib/api/api.ts';
import type { ApiResult } from '@/lib/api/client.ts';

/** What doc 1 §7.3 allows besides the server's `{stats: map}`: an array, in or instead of `stats`. */
type ToleratedReply = ApiReplyOf<'POST /products/stats/batch'> | { stats?: ProductStats[] } | ProductStats[];

/** POST /products/stats/batch {productIds}: reply `{stats: map}` or an array (doc 1 §7.3). */
export async function getProductStatsBatch(productIds: string[]): Promise<Record<string, ProductStats>> {
  const { data }: ApiResult<ToleratedReply> = await api.post('/products/stats/batch', { productIds });
  const raw = Array.isArray(data) ? data : data?.stats;
  if (Array.isArray(raw)) return Object.fromEntries(raw.map((s) => [s.productId, s]));
  return raw ?? {};
}
