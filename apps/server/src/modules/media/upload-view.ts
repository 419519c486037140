import type { MediaUploadResult } from '@sokoni/contracts/media';
import type { MediaUploadRow } from '../../platform/db/tables/media.ts';

/**
 * doc 1 §3 "Media upload result". A picture's `url` is its largest WebP rendition; a video's is
 * where its MP4 is served, which answers 404 until `status` is `ready`; a document's is the file
 * as it was sent. `mediaUrl` addresses the keys: public media, or signed addresses for a
 * private upload.
 */
export function toUploadResult(row: MediaUploadRow, mediaUrl: (key: string | null) => string | null): MediaUploadResult {
  const url = mediaUrl(row.key)!;
  const base = {
    id: row.id,
    _id: row.id,
    url,
    key: row.key,
    size: row.size,
    mimeType: row.mimeType,
    kind: row.kind,
    ...(row.originalName ? { name: row.originalName } : {}),
    ...(row.width ? { width: row.width, height: row.height ?? 0 } : {}),
    status: row.status,
    ...(row.status === 'failed' && row.error ? { error: row.error } : {}),
  };
  if (row.kind === 'document') return { ...base, type: row.mimeType };
  if (row.kind === 'image') {
    return { ...base, type: 'image/webp', variants: Object.fromEntries(row.variants.map((v) => [String(v.width), mediaUrl(v.key)!])) };
  }
  return {
    ...base,
    type: 'video/mp4',
    ...(row.durationSeconds !== null ? { duration: Math.round(row.durationSeconds * 100) / 100 } : {}),
    ...(row.posterKey ? { posterUrl: mediaUrl(row.posterKey)! } : {}),
  };
}
