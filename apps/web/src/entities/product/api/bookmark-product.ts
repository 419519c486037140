import type { ApiReplyOf } from '@sokoni/contracts/api-replies';
import { api } from '@/lib/api/api.ts';

/** POST /products/{id}/bookmark: toggles the viewer's bookmark (sign-in required). */
export async function bookmarkProduct(productId: string): Promise<ApiReplyOf<'POST /products/:id/bookmark'>> {
  const { data } = await api.post('/products/:id/bookmark', undefined, { params: { id: productId } });
  return data;
}
