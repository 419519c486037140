import type { ApiBodyOf } from '@sokoni/contracts/api-requests';
import type { AdminProduct } from '@sokoni/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { applyAction } from './admin-page.ts';

export type VisibilityChange = { productId: string; hide: boolean } & ApiBodyOf<'POST /admin/products/:id/hide'>;

/** POST /admin/products/{id}/hide|unhide {reason?} → the product as it is now and the server's message. */
export async function setProductHidden({ productId, hide, reason }: VisibilityChange) {
  const body = reason ? { reason } : {};
  const { data, message } = hide
    ? await api.post('/admin/products/:id/hide', body, { params: { id: productId } })
    : await api.post('/admin/products/:id/unhide', body, { params: { id: productId } });
  return { product: data.product, message };
}

export function useSetProductHidden() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setProductHidden,
    onSuccess: ({ product }) => applyAction<AdminProduct>(client, 'products', (row) => (row.id === product.id ? product : row)),
  });
}
