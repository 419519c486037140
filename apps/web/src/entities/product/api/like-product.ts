import type { ApiReplyOf } from '@sokoni/contracts/api-replies';
import { api } from '@/lib/api/api.ts';

/** POST /products/{id}/like: toggles the viewer's like (sign-in required). */
export async function likeProduct(productId: string): Promise<ApiReplyOf<'POST /products/:id/like'>> {
  const { data } = await api.post('/products/:id/like', undefined, { params: { id: productId } });
  return data;
}
