import { api } from '@/lib/api/api.ts';

/** POST /products/{id}/share {platform} → {shareId, url}. Counting a share never blocks sharing. */
export function recordShare(productId: string, platform: string): void {
  api.post('/products/:id/share', { platform }, { params: { id: productId } }).catch(() => undefined);
}
