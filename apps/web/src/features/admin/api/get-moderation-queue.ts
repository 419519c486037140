import type { ApiQueryOf } from '@sokoni/contracts/api-requests';
import type { CommentWithTarget } from '@sokoni/contracts/comments';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { adminKeys } from './admin-keys.ts';
import { ADMIN_PAGE_SIZE, adminListOptions, type AdminPage } from './admin-page.ts';

/** Which comments the queue shows: both kinds by default. */
export type QueueFilters = Pick<ApiQueryOf<'GET /comments/moderation-queue'>, 'status'>;

/** GET /comments/moderation-queue?status (doc 1 §7.4): flagged and hidden comments, last changed first. */
export async function getModerationQueue(filters: QueueFilters, page: number, signal?: AbortSignal): Promise<AdminPage<CommentWithTarget>> {
  const { data } = await api.get('/comments/moderation-queue', { query: { ...filters, page, limit: ADMIN_PAGE_SIZE }, signal });
  return { items: data.comments, pagination: data.pagination };
}

export const moderationQueueQueryOptions = (filters: QueueFilters) =>
  adminListOptions(adminKeys.filtered('comments', filters), (page, signal) => getModerationQueue(filters, page, signal));

export function useModerationQueue(filters: QueueFilters) {
  return useInfiniteQuery(moderationQueueQueryOptions(filters));
}
