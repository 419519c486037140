import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Client, createS3Storage } from './s3.ts';
import { MEDIA_CACHE_CONTROL, type Storage } from './storage.ts';

/** What choosing a storage needs: the data folder, and the object store when STORAGE_URL set one. */
type StorageConfig = { dataDir: string; storage?: Config['storage'] };

/** The media directory of the embedded default: `${DATA_DIR}/media`. */
export const mediaRoot = (dataDir: string) => path.join(dataDir, 'media');

/** Private files (chat attachments, ID verification): beside the public media, never under it. */
export const privateMediaRoot = (dataDir: string) => path.join(dataDir, 'private-media');

/**
 * Public media: objects under `media/` of the STORAGE_URL bucket (read by anyone, from the bucket
 * or its CDN), else files under `${DATA_DIR}/media` served by this server.
 */
export function createStorage(config: StorageConfig): Storage {
  const target = config.storage?.media;
  if (!target) return createLocalStorage(mediaRoot(config.dataDir));
  return createS3Storage(target, createS3Client(target), { cacheControl: MEDIA_CACHE_CONTROL });
}

/**
 * Where private files live: a root of their own that the public `/media` route (and a CDN in
 * front of it) never reads; they are served only through signed addresses. With an object store:
 * `private/` of the STORAGE_PRIVATE_URL bucket (else of the STORAGE_URL one), never publicly
 * readable, handed out as short-lived presigned addresses.
 */
export function createPrivateStorage(config: StorageConfig): Storage {
  const target = config.storage?.private;
  if (!target) return createLocalStorage(privateMediaRoot(config.dataDir));
  return createS3Storage(target, createS3Client(target));
}

/** Boot: both stores must be writable, else the process stops with what to fix (not at a user's first upload). */
export async function checkStorages(config: StorageConfig): Promise<void> {
  await createStorage(config).check();
  await createPrivateStorage(config).check();
}
