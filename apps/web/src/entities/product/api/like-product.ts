import { api } from '@/lib/api/api.ts';

export type LikeReply = { liked: boolean; likesCount: number };

/** POST /products/{id}/like: toggles the viewer's like (sign-in required). */
export async function likeProduct(productId: string): Promise<LikeReply> {
  const { data } = await api.post<LikeReply>(`/products/${encodeURIComponent(productId)}/like`);
  return data;
}
