import { COMMENT_MESSAGES } from '@sokoni/contracts/comments';
import { isOwnPublicUploadKey } from '@sokoni/contracts/media';
import { invalid } from '../../platform/http/errors.ts';
import { contentTypeFor } from '../../platform/storage/storage.ts';
import type { StoredCommentMedia } from '../../platform/db/tables/comments.ts';

export type MediaInput = { key: string; type?: string | null; name?: string | null };

const isImageOrVideo = (type: string | null | undefined) => Boolean(type && /^(image|video)\//.test(type));

/**
 * The attachments to store (doc 1 §4.6, §5): at most `max`, images or videos, each an upload of
 * one of `owners` (`u/{userId}/…` keys) unless it is already on the comment. The type comes from
 * the key's extension (what the upload became) and only falls back to the client's hint.
 */
export function acceptMedia(items: MediaInput[], owners: string[], max: number, existing: StoredCommentMedia[] = []): StoredCommentMedia[] {
  const kept = new Map(existing.map((m) => [m.key, m]));
  const seen = new Set<string>();
  const accepted: StoredCommentMedia[] = [];
  items.forEach((item, i) => {
    const key = item.key.trim();
    if (seen.has(key)) return;
    seen.add(key);
    const name = item.name?.trim() || undefined;
    const before = kept.get(key);
    if (before) {
      accepted.push({ ...before, ...(name ? { name } : {}) });
      return;
    }
    if (!owners.some((owner) => isOwnPublicUploadKey(key, owner))) throw invalid(`media.${i}.key`, COMMENT_MESSAGES.mediaNotYours);
    const fromKey = contentTypeFor(key);
    const type = isImageOrVideo(fromKey) ? fromKey : item.type?.trim();
    if (!type || !isImageOrVideo(type)) throw invalid(`media.${i}.type`, COMMENT_MESSAGES.mediaType);
    accepted.push({ key, type, ...(name ? { name } : {}) });
  });
  if (accepted.length > max) throw invalid('media', COMMENT_MESSAGES.tooManyMedia(max));
  return accepted;
}
