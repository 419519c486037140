import type { ApiReplyOf } from '@sokoni/contracts/api-replies';
import { api } from '@/lib/api/api.ts';

export type LikeStatuses = ApiReplyOf<'POST /products/likes/batch-status'>['statuses'];

/** POST /products/likes/batch-status {productIds} (sign-in). */
export async function getLikeStatuses(productIds: string[]): Promise<LikeStatuses> {
  const { data } = await api.post('/products/likes/batch-status', { productIds });
  return data?.statuses ?? {};
}
