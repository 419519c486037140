import type { ApiReplyOf } from '@sokoni/contracts/api-replies';
import { api } from '@/lib/api/api.ts';

export type BookmarkStatuses = ApiReplyOf<'POST /products/bookmarks/batch-status'>['statuses'];

/** POST /products/bookmarks/batch-status {productIds} (sign-in). */
export async function getBookmarkStatuses(productIds: string[]): Promise<BookmarkStatuses> {
  const { data } = await api.post('/products/bookmarks/batch-status', { productIds });
  return data?.statuses ?? {};
}
