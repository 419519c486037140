import { api } from '@/lib/api/api.ts';

export type BookmarkStatus = { isBookmarked: boolean; totalBookmarks?: number };

/** POST /products/bookmarks/batch-status {productIds} (sign-in). */
export async function getBookmarkStatuses(productIds: string[]): Promise<Record<string, BookmarkStatus>> {
  const { data } = await api.post<{ statuses?: Record<string, BookmarkStatus> }>('/products/bookmarks/batch-status', { productIds });
  return data?.statuses ?? {};
}
