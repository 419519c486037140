import { SELLER_MESSAGES } from '@sokoni/contracts/seller-rules';
import type { UploadProgress } from '@/lib/upload/create-uploader.ts';
import { postForm } from '@/lib/upload/upload-media.ts';
import type { Listing } from '../types.ts';

/** doc 2 §3 Product create payload: the video, and what the seller chose to fill in. */
export type NewListing = { video: File; title?: string; description?: string; price?: string; currency: string };

/**
 * POST /shops/{shopId}/products (multipart) → 201 {product} with `mediaProcessing.status
 * 'processing'`. Sent over XMLHttpRequest for a real progress bar; the text fields go first.
 */
export async function createListing(
  shopId: string,
  input: NewListing,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<Listing> {
  const fields: [string, string][] = [];
  if (input.title?.trim()) fields.push(['title', input.title.trim()]);
  if (input.description?.trim()) fields.push(['description', input.description.trim()]);
  if (input.price?.trim()) fields.push(['price', input.price.trim()], ['currency', input.currency]);
  const { data } = await postForm('/shops/:shopId/products', [...fields, ['video', input.video]], {
    params: { shopId },
    onProgress: options.onProgress,
    signal: options.signal,
    fallbackMessage: SELLER_MESSAGES.createFailed,
  });
  return data.product;
}
