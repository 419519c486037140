import { SELLER_MESSAGES, type ShopImageKind } from '@sokoni/contracts/seller-rules';
import type { UploadProgress } from '@/lib/upload/create-uploader.ts';
import { postForm } from '@/lib/upload/upload-media.ts';

/** POST /shops/{id}/media (multipart `kind`, `file`) → {url, key, shop}: the picture is saved to the shop at once. */
export async function uploadShopImage(shopId: string, kind: ShopImageKind, file: File, onProgress?: (progress: UploadProgress) => void) {
  const { data } = await postForm('/shops/:id/media', [['kind', kind], ['file', file]], { params: { id: shopId }, onProgress, fallbackMessage: SELLER_MESSAGES.uploadFailed(kind, 'Upload failed') });
  return data;
}
