import { buffer } from 'node:stream/consumers';
import type { MediaUploadRow } from '../../platform/db/tables/media.ts';
import { filesOf, type MediaContext } from './media-context.ts';
import { policyFor } from './policy.ts';
import { toUploadResult } from './upload-view.ts';

/**
 * An admin's decision on a held upload: released, its files go public (the listing, avatar,
 * logo or chat picture shows); removed, its files are deleted and the row says so. Null when
 * it is not held (decided already, or never held).
 */
export async function decideHeld({ repo, deps }: MediaContext, id: string, release: boolean): Promise<MediaUploadRow | null> {
  const row = await repo.findById(id);
  if (!row || row.moderation !== 'held') return null;
  const keys = [...filesOf(row)];
  const from = deps.privateFiles.storage;
  if (release && !policyFor(row.folder).private) {
    for (const key of keys) {
      const file = await from.stat(key);
      if (file) await deps.storage.put(key, await buffer(await from.read(key)), file.contentType);
    }
  }
  const decided = await repo.moderate(row.id, release ? 'released' : 'removed');
  // Released, a private folder's files stay where they are; removed, every copy goes.
  if (!release || !policyFor(row.folder).private) await Promise.all(keys.map((k) => from.delete(k).catch(() => {})));
  return decided ?? null;
}

/**
 * Holds an upload a later check flagged (a listing video's keyframes, read while drafting):
 * its public files move to private storage and its owner is told. Nothing happens when a
 * person already decided on it (released or removed) or it is held already.
 */
export async function holdStored(ctx: MediaContext, id: string, unsafeScore: number): Promise<MediaUploadRow | null> {
  const { repo, deps } = ctx;
  const row = await repo.findById(id);
  if (!row || row.moderation !== null) return null;
  const publicFiles = policyFor(row.folder).private ? [] : [...filesOf(row)];
  const to = deps.privateFiles.storage;
  for (const key of publicFiles) {
    const file = await deps.storage.stat(key);
    if (file) await to.put(key, await deps.storage.read(key), file.contentType);
  }
  const held = await repo.hold(id, unsafeScore);
  if (!held) return null;
  await Promise.all(publicFiles.map((k) => deps.storage.delete(k).catch(() => {})));
  return ctx.told(held);
}

/** Held uploads, oldest first, with addresses only an admin's signed link opens. */
export async function heldUploads({ repo, signedUrl }: MediaContext, page: { page: number; limit: number }) {
  const { rows, total } = await repo.held(page);
  return { rows: rows.map((row) => ({ row, view: toUploadResult(row, signedUrl) })), total };
}
