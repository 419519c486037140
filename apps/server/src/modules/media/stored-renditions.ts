import path from 'node:path';
import type { MediaUploadRow, StoredVariant } from '../../platform/db/tables/media.ts';
import type { ReceivedUpload } from '../../platform/http/read-upload.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { UnsafeVerdict } from '../moderation/unsafe-rule.ts';
import type { MediaContext } from './media-context.ts';

// What storing a picture, a video or a document shares: the unsafe-image check, the WebP
// renditions in storage, and the row.

/** The check of a picture about to be stored (its smallest rendition the model reads well); a failing check holds nothing. */
export async function screenOf({ deps }: MediaContext, variants: { width: number; buffer: Buffer }[], folder: string): Promise<UnsafeVerdict | null> {
  // ID verification files go to admins only anyway; chat pictures are checked before they reach the other side.
  if (!deps.screen || folder.split('/')[0] === 'verification') return null;
  const picture = [...variants].sort((a, b) => a.width - b.width).find((v) => v.width >= 224) ?? variants.at(-1);
  if (!picture) return null;
  return deps.screen(picture.buffer).catch((err: unknown) => {
    deps.log.warn({ err }, 'media: the unsafe-image check failed; the upload is not held');
    return null;
  });
}

export const heldFields = (verdict: UnsafeVerdict | null) => (verdict?.hold ? { moderation: 'held' as const, unsafeScore: verdict.score } : {});

export async function putVariants(storage: Storage, base: string, variants: { width: number; height: number; size: number; buffer: Buffer }[]): Promise<StoredVariant[]> {
  return Promise.all(
    variants.map(async (v) => {
      const key = `${base}-${v.width}.webp`;
      await storage.put(key, v.buffer, 'image/webp');
      return { key, width: v.width, height: v.height, size: v.size };
    }),
  );
}

/** Inserts the row; a failed insert leaves no files behind. */
export async function record(ctx: MediaContext, values: Parameters<MediaContext['repo']['insert']>[0], files: string[]): Promise<MediaUploadRow> {
  try {
    return await ctx.repo.insert(values);
  } catch (error) {
    const storage = ctx.storageOf(values.folder, values.moderation === 'held');
    await Promise.all(files.map((key) => storage.delete(key)));
    throw error;
  }
}

/** The name the client gave, kept only as a label (never used for a path or a type). */
export function nameOf(upload: ReceivedUpload): string | null {
  const name = path.basename(upload.filename.replaceAll('\\', '/')).trim().slice(0, 200);
  return name || null;
}
