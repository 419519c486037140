import { api } from '../../api/api.ts';

/** doc 1 §5: ids empty or the string "undefined" are rejected for view tracking. */
export const isUsableId = (id: string | null | undefined): id is string => Boolean(id) && id !== 'undefined' && id !== 'null';

/** POST /products/{id}/views — any visitor; the server de-duplicates. Fire and forget. */
export function trackProductView(productId: string): void {
  if (!isUsableId(productId)) return;
  api.post(`/products/${encodeURIComponent(productId)}/views`).catch(() => undefined);
}
