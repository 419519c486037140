import type { ApiReplyOf } from '@sokoni/contracts/api-replies';
import { api } from '@/lib/api/api.ts';
import type { ApiResult } from '@/lib/api/client.ts';

type Reply = ApiReplyOf<'POST /shops/follow/batch-status'>;
/** doc 1 §3 allows a bare boolean per shop besides the server's {isFollowing}. */
type ToleratedReply = Reply | { statuses?: Record<string, Reply['statuses'][string] | boolean> };

/** POST /shops/follow/batch-status {shopIds} (sign-in): a boolean or {isFollowing} per shop (doc 1 §3). */
export async function getFollowStatuses(shopIds: string[]): Promise<Record<string, boolean>> {
  const { data }: ApiResult<ToleratedReply> = await api.post('/shops/follow/batch-status', { shopIds });
  const raw = data?.statuses ?? {};
  return Object.fromEntries(Object.entries(raw).map(([id, s]) => [id, typeof s === 'boolean' ? s : Boolean(s?.isFollowing)]));
}
