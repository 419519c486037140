import type { SentFields } from '@sokoni/contracts/api-requests';
import type { createProductFields } from '@sokoni/contracts/seller';
import { SELLER_MESSAGES } from '@sokoni/contracts/seller-rules';
import type { z } from 'zod';
import type { UploadProgress } from '@/lib/upload/create-uploader.ts';
import { postForm } from '@/lib/upload/upload-media.ts';
import type { Listing } from '../types.ts';

type Fields = z.input<typeof createProductFields>;
/** doc 2 §3 Product create payload (multipart, so not in apiRequests): the video, and the text fields the seller chose to fill in, as the form holds them. */
export type NewListing = { video: File; price?: Extract<Fields['price'], string> } & Partial<SentFields<Fields, 'title' | 'description'>> & SentFields<Fields, 'currency'>;

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
