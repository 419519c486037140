import { api } from '@/lib/api/api.ts';

export type FollowReply = { isFollowing: boolean; followersCount?: number };

/**
 * doc 1 §4.5: follow and unfollow are separate calls chosen by the current state —
 * POST /shops/{id}/follow to follow, DELETE /shops/{id}/follow to unfollow.
 */
export async function setShopFollow(shopId: string, follow: boolean): Promise<FollowReply> {
  const path = `/shops/${encodeURIComponent(shopId)}/follow`;
  const { data } = follow ? await api.post<FollowReply>(path) : await api.delete<FollowReply>(path);
  return data;
}
