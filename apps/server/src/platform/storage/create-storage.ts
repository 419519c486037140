import path from 'node:path';
import { createLocalStorage } from './local.ts';
import type { Storage } from './storage.ts';


/** The media directory of the embedded default: `${DATA_DIR}/media`. */
export const mediaRoot = (dataDir: string) => path.join(dataDir, 'media');

/**
 * The configured storage. Today: local disk under DATA_DIR. An object-store adapter slots in
 * here (chosen by configuration) without callers changing.
 */
export function createStorage(config: { dataDir: string }): Storage {
  return createLocalStorage(mediaRoot(config.dataDir));
}
