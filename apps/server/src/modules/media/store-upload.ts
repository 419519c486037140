import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { DEALER_DOCUMENT_TYPES } from '@sokoni/contracts/chat-rules';
import { UPLOAD_MESSAGES, uploadKeyPrefix, type MediaUploadResult } from '@sokoni/contracts/media';
import { AppError, invalid } from '../../platform/http/errors.ts';
import type { ReceivedUpload } from '../../platform/http/read-upload.ts';
import { DEFAULT_IMAGE_WIDTHS } from '../../platform/media/image.ts';
import { safeImageVariants, UnreadableImageError } from '../../platform/media/safe-image.ts';
import { documentTypeOf, downloadName, type DocumentType } from './documents.ts';
import type { MediaContext, VideoJob } from './media-context.ts';
import { acceptedKind, megabytes, policyFor, type FolderPolicy, type MediaKind } from './policy.ts';
import { storeVideo } from './store-video.ts';
import { heldFields, nameOf, putVariants, record, screenOf } from './stored-renditions.ts';

export type StoreOptions = {
  /** Refuse the other kind with `messages.wrongType`. */
  only?: 'image' | 'video';
  /** `by-caller`: the caller's own durable job runs `processVideo(job)` (the result carries `job`). */
  transcode?: 'queue' | 'by-caller';
  /** The route's own words for a file of the wrong type or too large (doc 2 §5). */
  messages?: { wrongType?: string; tooLarge?: string };
};

const AVATAR_WIDTHS = [128, 256, 512];

/**
 * An upload that readOneUpload received → stored safe renditions and its row. The type comes
 * from the bytes alone; the temporary file is gone when this settles.
 */
export async function storeUpload(ctx: MediaContext, ownerId: string, folder: string, upload: ReceivedUpload, options: StoreOptions = {}): Promise<MediaUploadResult & { job?: VideoJob }> {
  try {
    const policy = policyFor(folder);
    const sniffed = await fileTypeFromFile(upload.tmpPath).catch(() => undefined);
    const media = acceptedKind(sniffed?.mime, policy);
    const document = !media && policy.document ? await documentTypeOf(upload.tmpPath, sniffed?.mime, upload.filename, { partial: upload.truncated }) : null;
    const kind: MediaKind | null = media ?? (document ? 'document' : null);
    if (!kind || (options.only && kind !== options.only)) {
      throw new AppError(415, options.messages?.wrongType ?? policy.messages?.wrongType ?? (policy.video ? UPLOAD_MESSAGES.unsupported : UPLOAD_MESSAGES.imagesOnly));
    }
    const limit = policy[kind]!;
    // Limits are "less than" (doc 1 §5, doc 2 §5): a file of exactly the limit is too large.
    if (upload.truncated || upload.bytes >= limit) {
      throw new AppError(413, options.messages?.tooLarge ?? policy.messages?.tooLarge(megabytes(limit)) ?? UPLOAD_MESSAGES.tooLargeMb(megabytes(limit)));
    }
    const base = `${uploadKeyPrefix(ownerId)}${folder}/${randomUUID()}`;
    if (kind === 'document') return ctx.view(await storeDocument(ctx, ownerId, folder, base, upload, document!));
    if (kind === 'image') return ctx.view(await storeImage(ctx, ownerId, folder, base, upload, sniffed!.mime, policy));
    const { row, job } = await storeVideo(ctx, { ownerId, folder, base, upload, mimeType: sniffed!.mime }, options.transcode ?? 'queue');
    return { ...ctx.view(row), ...(options.transcode === 'by-caller' ? { job } : {}) };
  } finally {
    await rm(upload.tmpPath, { force: true });
  }
}

async function storeImage(ctx: MediaContext, ownerId: string, folder: string, base: string, upload: ReceivedUpload, mimeType: string, policy: FolderPolicy) {
  const image = await safeImageVariants(upload.tmpPath, { widths: policy.square ? AVATAR_WIDTHS : DEFAULT_IMAGE_WIDTHS, square: policy.square }).catch((error: unknown) => {
    throw error instanceof UnreadableImageError ? invalid('file', UPLOAD_MESSAGES.unreadable) : error;
  });
  const verdict = await screenOf(ctx, image.variants, folder);
  const variants = await putVariants(ctx.storageOf(folder, verdict?.hold), base, image.variants);
  const largest = variants.at(-1)!;
  const row = await record(
    ctx,
    { key: largest.key, ownerId, folder, kind: 'image', mimeType, originalName: nameOf(upload), size: upload.bytes, width: image.width, height: image.height, variants, status: 'ready', ...heldFields(verdict) },
    variants.map((v) => v.key),
  );
  return ctx.told(row);
}

/** doc 2 §5 dealer chat documents: kept byte for byte (nothing to re-encode safely), under their own extension. */
async function storeDocument(ctx: MediaContext, ownerId: string, folder: string, base: string, upload: ReceivedUpload, type: DocumentType) {
  const key = `${base}.${DEALER_DOCUMENT_TYPES[type]}`;
  await ctx.storageOf(folder).putFile(key, upload.tmpPath, type);
  return record(
    ctx,
    { key, ownerId, folder, kind: 'document', mimeType: type, originalName: downloadName(upload.filename, type), size: upload.bytes, variants: [], status: 'ready' },
    [key],
  );
}
