import path from 'node:path';
import type { Readable } from 'node:stream';

/** What a stored file is: enough for HTTP caching headers and Range replies. */
export type StoredObject = { key: string; size: number; modifiedAt: Date; contentType: string };

export type PutBody = Buffer | Uint8Array | Readable;

/**
 * How a presigned address hands a file over: until when (unix seconds, also the reply's
 * `Expires`), and the reply's Content-Disposition and Cache-Control.
 */
export type PresignOptions = { expiresAt: number; contentDisposition?: string; cacheControl?: string };

/** Public media never changes under a key (a new upload gets a new key): cached for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Where media lives. Keys are relative POSIX paths (`seed/products/abc-640.webp`); the API turns
 * them into addresses (MEDIA_PUBLIC_URL, else this server's /media). The local-disk adapter is
 * the embedded default; the S3 adapter (any S3-compatible store, STORAGE_URL) implements the same
 * calls, and `storage-contract.ts` holds both to them.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Rejects, saying what to fix, when the store cannot be written (a missing bucket, refused credentials): checked at boot. */
  check(): Promise<void>;
  put(key: string, body: PutBody, contentType?: string): Promise<{ key: string; size: number }>;
  /** Moves a file this process made (e.g. ffmpeg's output) into storage. */
  putFile(key: string, filePath: string, contentType?: string): Promise<{ key: string; size: number }>;
  stat(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** The bytes of a file, or the inclusive byte range of it. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** Removes every file under the folder `prefix` (a key prefix ending at a `/` boundary). */
  deleteFolder(prefix: string): Promise<void>;
  /** A path on this machine's disk when the adapter keeps files locally (ffmpeg can read it in place). */
  localPath?(key: string): string;
  /**
   * An address of the file on the store itself, good until `expiresAt`, for stores that can sign
   * one (an S3 presigned GET); the local disk cannot, and this server serves its files.
   */
  presignedGet?(key: string, options: PresignOptions): Promise<string>;
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * A key is 1-512 characters of relative POSIX path whose segments are letters, digits, `.`, `_`
 * and `-`, none empty, none starting with a dot (so no `..`, no hidden files, no backslashes).
 * Returns null for anything else.
 */
export function normalizeKey(key: string): string | null {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) return null;
  const segments = key.split('/');
  if (!segments.every((s) => SEGMENT.test(s))) return null;
  return segments.join('/');
}

export function assertKey(key: string): string {
  const ok = normalizeKey(key);
  if (!ok) throw new InvalidKeyError(key);
  return ok;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  // Chat documents (doc 2 §5), only ever in private storage and served as downloads.
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.rtf': 'application/rtf',
};

export function contentTypeFor(key: string): string {
  return CONTENT_TYPES[path.posix.extname(key).toLowerCase()] ?? 'application/octet-stream';
}
