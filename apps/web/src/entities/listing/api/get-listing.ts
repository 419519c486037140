import { api } from '@/lib/api/api.ts';
import type { Listing } from '../types.ts';

/** GET /shops/{shopId}/products/{id}: as the owner, with its sale and the AI's draft (doc 2 §4: re-read while it processes). */
export async function getListing(shopId: string, id: string, signal?: AbortSignal): Promise<Listing> {
  const { data } = await api.get('/shops/:shopId/products/:id', { params: { shopId, id }, signal });
  return data.product;
}
