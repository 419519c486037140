import { api } from '@/lib/api/api.ts';

export type BookmarkReply = { isBookmarked: boolean; bookmarksCount?: number };

/** POST /products/{id}/bookmark: toggles the viewer's bookmark (sign-in required). */
export async function bookmarkProduct(productId: string): Promise<BookmarkReply> {
  const { data } = await api.post<BookmarkReply>(`/products/${encodeURIComponent(productId)}/bookmark`);
  return data;
}
