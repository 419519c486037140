import path from 'node:path';
import { createLocalStorage } from './local.ts';
import type { Storage } from './storage.ts';


/** The media directory of the embedded default: `${DATA_DIR}/media`. */
export const mediaRoot = (dataDir: string) => path.join(dataDir, 'media');

/** Private files (chat attachments, ID verification): beside the public media, never under it. */
export const privateMediaRoot = (dataDir: string) => path.join(dataDir, 'private-media');

/**
 * The configured storage. Today: local disk under DATA_DIR. An object-store adapter slots in
 * here (chosen by configuration) without callers changing.
 */
export function createStorage(config: { dataDir: string }): Storage {
  return createLocalStorage(mediaRoot(config.dataDir));
}

/**
 * Where private files live: a root of their own that the public `/media` route (and a CDN in
 * front of it) never reads; they are served only through signed addresses. With an object
 * store this is a bucket (or prefix) without public read.
 */
export function createPrivateStorage(config: { dataDir: string }): Storage {
  return createLocalStorage(privateMediaRoot(config.dataDir));
}
