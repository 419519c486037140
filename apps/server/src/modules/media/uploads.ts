import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MESSAGES, type MediaUploadResult } from '@sokoni/contracts/media';
import type { MediaUploadRow } from '../../platform/db/tables/media.ts';
import { forbidden, notFound, tooMany } from '../../platform/http/errors.ts';
import type { ReceivedUpload } from '../../platform/http/read-upload.ts';
import { filesOf, type MediaContext } from './media-context.ts';
import type { MediaKind } from './policy.ts';

const UPLOADS_PER_HOUR = 300;

/** An upload's row by id, for the module whose job transcodes it (`transcode: 'by-caller'`). */
export async function uploadById({ repo }: MediaContext, id: string): Promise<MediaUploadRow | undefined> {
  return repo.findById(id);
}

/** The owner's view of an upload, 404 for anyone else (an id reveals nothing). */
export async function uploadStatus({ repo, view }: MediaContext, userId: string, id: string): Promise<MediaUploadResult> {
  const row = await repo.findById(id);
  if (!row || row.ownerId !== userId) throw notFound(UPLOAD_MESSAGES.uploadNotFound);
  return view(row);
}

/** For other modules: an upload by its key (e.g. to check a comment's attachments). */
export async function uploadByKey({ repo, view }: MediaContext, key: string): Promise<(MediaUploadResult & { ownerId: string; folder: string; kind: MediaKind }) | null> {
  const row = await repo.findByKey(key);
  return row ? { ...view(row), ownerId: row.ownerId, folder: row.folder, kind: row.kind } : null;
}

/** Removes an upload and every file of it: its owner, or an admin (moderation). */
export async function removeUpload(ctx: MediaContext, actor: { userId: string; role: string }, key: string): Promise<void> {
  const row = await ctx.repo.findByKey(key);
  if (!row) throw notFound(UPLOAD_MESSAGES.uploadNotFound);
  if (row.ownerId !== actor.userId && actor.role !== 'admin') throw forbidden(UPLOAD_MESSAGES.notOwner);
  if (!(await ctx.repo.delete(row.id))) throw notFound(UPLOAD_MESSAGES.uploadNotFound);
  const storage = ctx.storageOfRow(row);
  await Promise.all([...filesOf(row)].map((k) => storage.delete(k)));
}

/** At start: temporary files older than a day are removed (a queued video's original is newer). */
export async function removeStaleTmpFiles({ tmpDir }: MediaContext): Promise<void> {
  const dayAgo = Date.now() - 24 * 3600_000;
  const names = await readdir(tmpDir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(tmpDir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < dayAgo) await rm(file, { force: true });
  }
}

/** One more upload for this person this hour; 429 past the hourly allowance. */
export async function countUpload({ deps }: MediaContext, userId: string): Promise<void> {
  const hit = await deps.limiter.hit(`media:upload:${userId}`, UPLOADS_PER_HOUR, 3600);
  if (!hit.allowed) throw tooMany(UPLOAD_MESSAGES.tooManyUploads, hit.retryAfterSeconds);
}

/** Drops a received upload that will not be stored (e.g. its folder was refused). */
export const discardUpload = (upload: ReceivedUpload) => rm(upload.tmpPath, { force: true });
