import { api } from '@/lib/api/api.ts';

type FollowStatus = boolean | { isFollowing: boolean };
type Reply = { statuses?: Record<string, FollowStatus> };

/** POST /shops/follow/batch-status {shopIds} (sign-in): a boolean or {isFollowing} per shop (doc 1 §3). */
export async function getFollowStatuses(shopIds: string[]): Promise<Record<string, boolean>> {
  const { data } = await api.post<Reply>('/shops/follow/batch-status', { shopIds });
  const raw = data?.statuses ?? {};
  return Object.fromEntries(Object.entries(raw).map(([id, s]) => [id, typeof s === 'boolean' ? s : Boolean(s?.isFollowing)]));
}
