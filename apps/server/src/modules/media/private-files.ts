import path from 'node:path';
import { UPLOAD_MESSAGES } from '@sokoni/contracts/media';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { normalizeKey, type Storage, type StoredObject } from '../../platform/storage/storage.ts';
import type { MediaContext } from './media-context.ts';

/** A private file a signed address opened, and how to hand it over. */
export type PrivateFile = { storage: Storage; file: StoredObject; expiresAt: number; disposition: 'inline' | 'attachment'; downloadName: string | null };

/** A signed address of a private file (a chat attachment or its thumbnail) for someone who may see it. */
export const privateUrl = ({ deps }: MediaContext, key: string): string => deps.privateFiles.signer.sign(key);

/**
 * The private file a signed address names: 403 when the signature is not this server's or
 * has expired (checked before anything is looked up, so a guess learns nothing), 404 when
 * the file is gone. Pictures and videos show inline; anything else downloads, under the
 * name it was sent with.
 */
export async function privateFile({ deps, repo }: MediaContext, rawKey: string, exp: unknown, sig: unknown): Promise<PrivateFile> {
  const key = normalizeKey(rawKey);
  const check = key && typeof exp === 'string' && typeof sig === 'string' ? deps.privateFiles.signer.verify(key, exp, sig) : ({ ok: false, reason: 'invalid' } as const);
  if (!check.ok) throw forbidden(check.reason === 'expired' ? UPLOAD_MESSAGES.linkExpired : UPLOAD_MESSAGES.linkInvalid);
  const storage = deps.privateFiles.storage;
  const file = await storage.stat(key!);
  if (!file) throw notFound('File not found');
  const inline = /^(image|video)\//.test(file.contentType);
  const row = inline ? undefined : await repo.findByKey(file.key);
  return { storage, file, expiresAt: check.expiresAt, disposition: inline ? 'inline' : 'attachment', downloadName: inline ? null : (row?.originalName ?? path.posix.basename(file.key)) };
}
