import { api } from '@/lib/api/api.ts';
import { isUsableId } from '../usable-id.ts';

/** POST /products/{id}/views — any visitor; the server de-duplicates. Fire and forget. */
export function trackProductView(productId: string): void {
  if (!isUsableId(productId)) return;
  api.post('/products/:id/views', undefined, { params: { id: productId } }).catch(() => undefined);
}
