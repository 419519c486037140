import { api } from '@/lib/api/api.ts';

export type LikeStatus = { isLiked: boolean; totalLikes?: number };

/** POST /products/likes/batch-status {productIds} (sign-in). */
export async function getLikeStatuses(productIds: string[]): Promise<Record<string, LikeStatus>> {
  const { data } = await api.post<{ statuses?: Record<string, LikeStatus> }>('/products/likes/batch-status', { productIds });
  return data?.statuses ?? {};
}
