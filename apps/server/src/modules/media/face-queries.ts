import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { mediaUploads, type MediaUploadRow } from '../../platform/db/tables/media.ts';

// What other modules read of uploads (issue 27: the media table is this module's alone). One
// query for all the keys a request names, never one per key.

/** Uploads by key, of one owner when `ownerId` is given (a chat's attachments, an ID submission's files). */
export async function uploadsByKeys(db: Db, keys: string[], ownerId?: string): Promise<MediaUploadRow[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  return db
    .select()
    .from(mediaUploads)
    .where(and(inArray(mediaUploads.key, unique), ownerId === undefined ? undefined : eq(mediaUploads.ownerId, ownerId)));
}
