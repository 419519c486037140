import type { ApiReplyOf } from '@sokoni/contracts/api-replies';
import { api } from '@/lib/api/api.ts';

/**
 * doc 1 §4.5: follow and unfollow are separate calls chosen by the current state —
 * POST /shops/{id}/follow to follow, DELETE /shops/{id}/follow to unfollow.
 */
export async function setShopFollow(shopId: string, follow: boolean): Promise<ApiReplyOf<'POST /shops/:id/follow'>> {
  const options = { params: { id: shopId } };
  const { data } = follow ? await api.post('/shops/:id/follow', undefined, options) : await api.delete('/shops/:id/follow', undefined, options);
  return data;
}
