import { randomUUID } from 'node:crypto';
import { copyFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { DEALER_DOCUMENT_TYPES } from '@sokoni/contracts/chat-rules';
import { UPLOAD_MESSAGES, uploadKeyPrefix, VIDEO_LIMITS, type MediaUploadResult } from '@sokoni/contracts/media';
import { AppError, forbidden, invalid, notFound, tooMany } from '../../platform/http/errors.ts';
import type { UrlSigner } from '../../platform/security/signed-urls.ts';
import { probe, type VideoProbe } from '../../platform/media/ffmpeg.ts';
import { DEFAULT_IMAGE_WIDTHS } from '../../platform/media/image.ts';
import { safeImageVariants, UnreadableImageError } from '../../platform/media/safe-image.ts';
import { makeSafeMp4, makeSmallMp4, smallVideoKey } from '../../platform/media/safe-video.ts';
import { videoPoster } from '../../platform/media/video.ts';
import type { Db } from '../../platform/db/client.ts';
import { normalizeKey, type Storage, type StoredObject } from '../../platform/storage/storage.ts';
import type { Limiter } from '../../platform/limiter.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import { documentTypeOf, downloadName, type DocumentType } from './documents.ts';
import { acceptedKind, megabytes, policyFor, type FolderPolicy, type MediaKind } from './policy.ts';
import type { ReceivedUpload } from '../../platform/http/read-upload.ts';
import { createOriginals } from './originals.ts';
import { createMediaRepo } from './repo.ts';
import type { MediaUploadRow, StoredVariant } from '../../platform/db/tables/media.ts';
import { toUploadResult } from './upload-view.ts';
import type { UnsafeVerdict } from '../moderation/unsafe-rule.ts';

/** Every file of an upload (a listing video's small rendition included, when it has one). */
const filesOf = (row: MediaUploadRow) =>
  new Set([row.key, ...row.variants.map((v) => v.key), ...(row.posterKey ? [row.posterKey] : []), ...(row.kind === 'video' && hasSmallRendition(row.folder) ? [smallVideoKey(row.key)] : [])]);

/** Listing videos play in the feed, so they get a small rendition (Save-Data, slow networks); chat and comment videos do not. */
const hasSmallRendition = (folder: string) => folder.split('/')[0] === 'products';

const AVATAR_WIDTHS = [128, 256, 512];
const VIDEO_FAILED = 'This video could not be processed';
const VIDEO_INTERRUPTED = 'Processing was interrupted. Please upload the video again.';
/** The hourly sweep: a job waiting this long in a busy queue is not stale, one in no queue is. */
const ABANDONED_MINUTES = 120;

export type MediaServiceDeps = {
  db: Db;
  /** Public media, served under /media (or MEDIA_PUBLIC_URL). */
  storage: Storage;
  /** Private folders' files (policy `private`): their own storage, served only by signed address. */
  privateFiles: { storage: Storage; signer: UrlSigner };
  mediaUrl: MediaUrl;
  limiter: Limiter;
  dataDir: string;
  log: FastifyBaseLogger;
  /** Queues the transcode of a stored video (a durable job: it runs after a restart too). */
  enqueueVideo: (job: VideoJob) => Promise<unknown>;
  /** The unsafe-image check of a picture or a video's poster (modules/moderation); absent when the image models are off. */
  screen?: (picture: Buffer) => Promise<UnsafeVerdict>;
  /**
   * Called before the renditions are encoded: the model process a poster check left idle gives its memory back
   * for the encoder rather than sitting beside it (bench/results/memory.md).
   */
  freeModels?: () => void;
  /** Told of an upload just held for review (its owner is notified). */
  onHeld?: (row: MediaUploadRow) => Promise<void>;
};

export type StoreOptions = {
  /** Refuse the other kind with `messages.wrongType`. */
  only?: 'image' | 'video';
  /** `by-caller`: the caller's own durable job runs `processVideo(job)` (the result carries `job`). */
  transcode?: 'queue' | 'by-caller';
  /** The route's own words for a file of the wrong type or too large (doc 2 §5). */
  messages?: { wrongType?: string; tooLarge?: string };
};

/** A video to make servable: its row, and its original's file name in the uploads' tmp folder. */
export type VideoJob = { uploadId: string; original: string };

/** A private file a signed address opened, and how to hand it over. */
export type PrivateFile = { storage: Storage; file: StoredObject; expiresAt: number; disposition: 'inline' | 'attachment'; downloadName: string | null };

const UPLOADS_PER_HOUR = 300;

/** Hourly (maintenance): videos whose process died mid-queue say so instead of "processing" forever. */
export function failAbandonedVideos(db: Db): Promise<number> {
  return createMediaRepo(db).failStale(ABANDONED_MINUTES, VIDEO_INTERRUPTED);
}

export function createMediaService(deps: MediaServiceDeps) {
  const { signer } = deps.privateFiles;
  const repo = createMediaRepo(deps.db);
  const tmpDir = path.join(deps.dataDir, 'tmp', 'uploads');
  // With files on an object store, a queued video's original waits there too (the job may run on another machine).
  const originals = createOriginals(tmpDir, deps.privateFiles.storage.localPath ? null : deps.privateFiles.storage);
  /** A folder's files live in private storage when its policy says so; everything else is public media. */
  const storageOf = (folder: string, held = false): Storage => (held || policyFor(folder).private ? deps.privateFiles.storage : deps.storage);
  /** Where an upload's files are: a held one's wait in private storage. */
  const storageOfRow = (row: Pick<MediaUploadRow, 'folder' | 'moderation'>) => storageOf(row.folder, row.moderation === 'held');
  const signedUrl = (key: string | null) => (key ? signer.sign(key) : null);
  /** An upload as its owner sees it: a private one's addresses are signed for them. */
  const view = (row: MediaUploadRow) => toUploadResult(row, policyFor(row.folder).private || row.moderation === 'held' ? signedUrl : deps.mediaUrl);

  /** The check of a picture about to be stored (its smallest rendition the model reads well); a failing check holds nothing. */
  async function screenOf(variants: { width: number; buffer: Buffer }[], folder: string): Promise<UnsafeVerdict | null> {
    // ID verification files go to admins only anyway; chat pictures are checked before they reach the other side.
    if (!deps.screen || folder.split('/')[0] === 'verification') return null;
    const picture = [...variants].sort((a, b) => a.width - b.width).find((v) => v.width >= 224) ?? variants.at(-1);
    if (!picture) return null;
    return deps.screen(picture.buffer).catch((err: unknown) => {
      deps.log.warn({ err }, 'media: the unsafe-image check failed; the upload is not held');
      return null;
    });
  }
  const heldFields = (verdict: UnsafeVerdict | null) => (verdict?.hold ? { moderation: 'held' as const, unsafeScore: verdict.score } : {});
  /** A held upload's owner is told (a failed notice does not fail the upload). */
  async function told(row: MediaUploadRow): Promise<MediaUploadRow> {
    if (row.moderation === 'held') await deps.onHeld?.(row).catch((err: unknown) => deps.log.warn({ err, upload: row.id }, 'media: the hold notice failed'));
    return row;
  }

  async function putVariants(storage: Storage, base: string, variants: { width: number; height: number; size: number; buffer: Buffer }[]): Promise<StoredVariant[]> {
    return Promise.all(
      variants.map(async (v) => {
        const key = `${base}-${v.width}.webp`;
        await storage.put(key, v.buffer, 'image/webp');
        return { key, width: v.width, height: v.height, size: v.size };
      }),
    );
  }

  /** Inserts the row; a failed insert leaves no files behind. */
  async function record(values: Parameters<typeof repo.insert>[0], files: string[]): Promise<MediaUploadRow> {
    try {
      return await repo.insert(values);
    } catch (error) {
      const storage = storageOf(values.folder, values.moderation === 'held');
      await Promise.all(files.map((key) => storage.delete(key)));
      throw error;
    }
  }

  async function storeImage(ownerId: string, folder: string, base: string, upload: ReceivedUpload, mimeType: string, policy: FolderPolicy) {
    const image = await safeImageVariants(upload.tmpPath, { widths: policy.square ? AVATAR_WIDTHS : DEFAULT_IMAGE_WIDTHS, square: policy.square }).catch(
      (error: unknown) => {
        throw error instanceof UnreadableImageError ? invalid('file', UPLOAD_MESSAGES.unreadable) : error;
      },
    );
    const verdict = await screenOf(image.variants, folder);
    const variants = await putVariants(storageOf(folder, verdict?.hold), base, image.variants);
    const largest = variants.at(-1)!;
    const row = await record(
      { key: largest.key, ownerId, folder, kind: 'image', mimeType, originalName: nameOf(upload), size: upload.bytes, width: image.width, height: image.height, variants, status: 'ready', ...heldFields(verdict) },
      variants.map((v) => v.key),
    );
    return told(row);
  }

  async function storeVideo(ownerId: string, folder: string, base: string, upload: ReceivedUpload, mimeType: string, transcode: 'queue' | 'by-caller') {
    const info = await probe(upload.tmpPath).catch(() => null);
    if (!info || info.width <= 0 || info.height <= 0) throw invalid('file', UPLOAD_MESSAGES.unreadable);
    if (Math.max(info.width, info.height) > VIDEO_LIMITS.maxSide) throw invalid('file', UPLOAD_MESSAGES.videoTooBig);
    if (info.duration > VIDEO_LIMITS.maxSeconds) throw invalid('file', UPLOAD_MESSAGES.videoTooLong);
    if ((await repo.processingCount(ownerId)) >= VIDEO_LIMITS.processingPerUser) throw tooMany(UPLOAD_MESSAGES.videosProcessing, 30);
    const frames = await videoPoster(upload.tmpPath, { atSeconds: Math.min(1, info.duration / 2), widths: DEFAULT_IMAGE_WIDTHS }).catch(() => null);
    if (!frames) throw invalid('file', UPLOAD_MESSAGES.unreadable);
    const verdict = await screenOf(frames, folder);
    const poster = await putVariants(storageOf(folder, verdict?.hold), `${base}-poster`, frames);
    // The original leaves the request's hands: the job removes it when done.
    const original = `${upload.tmpPath}.original`;
    await rename(upload.tmpPath, original);
    await originals.keep(original).catch(async (error: unknown) => {
      await Promise.all([originals.drop(original), ...poster.map((v) => storageOf(folder, verdict?.hold).delete(v.key))]).catch(() => {});
      throw error;
    });
    let row: MediaUploadRow;
    try {
      row = await record(
        {
          key: `${base}.mp4`,
          ownerId,
          folder,
          kind: 'video',
          mimeType,
          originalName: nameOf(upload),
          size: upload.bytes,
          width: info.width,
          height: info.height,
          durationSeconds: info.duration,
          variants: poster,
          posterKey: poster.at(-1)!.key,
          status: 'processing',
          ...heldFields(verdict),
        },
        poster.map((v) => v.key),
      );
      await told(row);
    } catch (error) {
      await originals.drop(original).catch(() => {});
      throw error;
    }
    const job = { uploadId: row.id, original: path.basename(original) };
    if (transcode === 'by-caller') return { row, job };
    try {
      await deps.enqueueVideo(job);
    } catch (error) {
      await repo.settle(row.id, { status: 'failed', error: VIDEO_FAILED }).catch(() => {});
      await originals.drop(original).catch(() => {});
      throw error;
    }
    return { row, job };
  }

  /** doc 2 §5 dealer chat documents: kept byte for byte (nothing to re-encode safely), under their own extension. */
  async function storeDocument(ownerId: string, folder: string, base: string, upload: ReceivedUpload, type: DocumentType) {
    const key = `${base}.${DEALER_DOCUMENT_TYPES[type]}`;
    const storage = storageOf(folder);
    await storage.putFile(key, upload.tmpPath, type);
    return record(
      { key, ownerId, folder, kind: 'document', mimeType: type, originalName: downloadName(upload.filename, type), size: upload.bytes, variants: [], status: 'ready' },
      [key],
    );
  }

  /** Transcodes the original (a file on this machine) and stores the MP4; the original is dropped everywhere after. */
  async function makeServable(row: MediaUploadRow, name: string, original: string, info: VideoProbe) {
    const output = `${original}.mp4`;
    const storage = storageOfRow(row);
    try {
      await repo.touch(row.id);
      deps.freeModels?.();
      const how = await makeSafeMp4(original, output, info);
      // Without it the feed plays the normal rendition; the renditions job tries again later.
      const small = hasSmallRendition(row.folder) ? await makeSmall(output).catch((err: unknown) => void deps.log.warn({ err, upload: row.id }, 'small video rendition failed')) : undefined;
      // Stored before the normal one: putFile may move the file it is given.
      if (small) await storage.putFile(smallVideoKey(row.key), small, 'video/mp4');
      await storage.putFile(row.key, output, 'video/mp4');
      // Deleted while it was being processed: the MP4s must not outlive their row.
      if (!(await repo.settle(row.id, { status: 'ready' }, VIDEO_INTERRUPTED))) await Promise.all([storage.delete(row.key), storage.delete(smallVideoKey(row.key))]);
      else deps.log.info({ upload: row.id, how }, 'video ready');
    } catch (err) {
      deps.log.warn({ err, upload: row.id }, 'video processing failed');
      await repo.settle(row.id, { status: 'failed', error: VIDEO_FAILED }).catch(() => {});
    } finally {
      await Promise.all([originals.drop(name).catch(() => {}), rm(output, { force: true }), rm(`${output}.small.mp4`, { force: true })]);
    }
  }

  /** The small rendition of a served MP4, as a file next to it (a copy when the served one is small already). */
  async function makeSmall(servedMp4: string): Promise<string> {
    const small = `${servedMp4}.small.mp4`;
    const how = await makeSmallMp4(servedMp4, small, await probe(servedMp4));
    if (how === 'same') await copyFile(servedMp4, small);
    return small;
  }

  return {
    tmpDir,
    /**
     * The transcode job: makes an upload's original a safe MP4. An upload deleted meanwhile, or
     * whose original is gone (a day-old tmp file, another machine's disk without an object
     * store), settles without work. The original comes from the object store when this machine
     * lacks it.
     */
    async processVideo(job: VideoJob): Promise<void> {
      const name = path.basename(job.original);
      const row = await repo.findById(job.uploadId);
      if (!row || row.status !== 'processing') return void (await originals.drop(name));
      const original = await originals.localFile(name).catch((err: unknown) => {
        deps.log.warn({ err, upload: row.id }, 'fetching a video original failed');
        return null;
      });
      const info = original ? await probe(original).catch(() => null) : null;
      if (!original || !info) {
        await repo.settle(row.id, { status: 'failed', error: VIDEO_INTERRUPTED }).catch(() => {});
        return void (await originals.drop(name).catch(() => {}));
      }
      await makeServable(row, name, original, info);
    },

    /**
     * An upload that readOneUpload received → stored safe renditions and its row. The type comes
     * from the bytes alone; the temporary file is gone when this settles.
     */
    async store(ownerId: string, folder: string, upload: ReceivedUpload, options: StoreOptions = {}): Promise<MediaUploadResult & { job?: VideoJob }> {
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
        if (kind === 'document') return view(await storeDocument(ownerId, folder, base, upload, document!));
        if (kind === 'image') return view(await storeImage(ownerId, folder, base, upload, sniffed!.mime, policy));
        const { row, job } = await storeVideo(ownerId, folder, base, upload, sniffed!.mime, options.transcode ?? 'queue');
        return { ...view(row), ...(options.transcode === 'by-caller' ? { job } : {}) };
      } finally {
        await rm(upload.tmpPath, { force: true });
      }
    },

    /** An upload's row by id, for the module whose job transcodes it (`transcode: 'by-caller'`). */
    async upload(id: string): Promise<MediaUploadRow | undefined> {
      return repo.findById(id);
    },

    /** The owner's view of an upload, 404 for anyone else (an id reveals nothing). */
    async status(userId: string, id: string): Promise<MediaUploadResult> {
      const row = await repo.findById(id);
      if (!row || row.ownerId !== userId) throw notFound(UPLOAD_MESSAGES.uploadNotFound);
      return view(row);
    },

    /** For other modules: an upload by its key (e.g. to check a comment's attachments). */
    async findByKey(key: string): Promise<(MediaUploadResult & { ownerId: string; folder: string; kind: MediaKind }) | null> {
      const row = await repo.findByKey(key);
      return row ? { ...view(row), ownerId: row.ownerId, folder: row.folder, kind: row.kind } : null;
    },

    /** Removes an upload and every file of it: its owner, or an admin (moderation). */
    async remove(actor: { userId: string; role: string }, key: string): Promise<void> {
      const row = await repo.findByKey(key);
      if (!row) throw notFound(UPLOAD_MESSAGES.uploadNotFound);
      if (row.ownerId !== actor.userId && actor.role !== 'admin') throw forbidden(UPLOAD_MESSAGES.notOwner);
      if (!(await repo.delete(row.id))) throw notFound(UPLOAD_MESSAGES.uploadNotFound);
      const storage = storageOfRow(row);
      await Promise.all([...filesOf(row)].map((k) => storage.delete(k)));
    },

    /**
     * An admin's decision on a held upload: released, its files go public (the listing, avatar,
     * logo or chat picture shows); removed, its files are deleted and the row says so. Null when
     * it is not held (decided already, or never held).
     */
    async decideHeld(id: string, release: boolean): Promise<MediaUploadRow | null> {
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
    },

    /**
     * Holds an upload a later check flagged (a listing video's keyframes, read while drafting):
     * its public files move to private storage and its owner is told. Nothing happens when a
     * person already decided on it (released or removed) or it is held already.
     */
    async holdStored(id: string, unsafeScore: number): Promise<MediaUploadRow | null> {
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
      return told(held);
    },

    /** Held uploads, oldest first, with addresses only an admin's signed link opens. */
    async heldUploads(page: { page: number; limit: number }) {
      const { rows, total } = await repo.held(page);
      return { rows: rows.map((row) => ({ row, view: toUploadResult(row, signedUrl) })), total };
    },

    /** A signed address of a private file (a chat attachment or its thumbnail) for someone who may see it. */
    privateUrl: (key: string): string => signer.sign(key),

    /**
     * The private file a signed address names: 403 when the signature is not this server's or
     * has expired (checked before anything is looked up, so a guess learns nothing), 404 when
     * the file is gone. Pictures and videos show inline; anything else downloads, under the
     * name it was sent with.
     */
    async privateFile(rawKey: string, exp: unknown, sig: unknown): Promise<PrivateFile> {
      const key = normalizeKey(rawKey);
      const check = key && typeof exp === 'string' && typeof sig === 'string' ? signer.verify(key, exp, sig) : ({ ok: false, reason: 'invalid' } as const);
      if (!check.ok) throw forbidden(check.reason === 'expired' ? UPLOAD_MESSAGES.linkExpired : UPLOAD_MESSAGES.linkInvalid);
      const storage = deps.privateFiles.storage;
      const file = await storage.stat(key!);
      if (!file) throw notFound('File not found');
      const inline = /^(image|video)\//.test(file.contentType);
      const row = inline ? undefined : await repo.findByKey(file.key);
      return { storage, file, expiresAt: check.expiresAt, disposition: inline ? 'inline' : 'attachment', downloadName: inline ? null : (row?.originalName ?? path.posix.basename(file.key)) };
    },

    /** At start: temporary files older than a day are removed (a queued video's original is newer). */
    async recover(): Promise<void> {
      const dayAgo = Date.now() - 24 * 3600_000;
      const names = await readdir(tmpDir).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(tmpDir, name);
        const info = await stat(file).catch(() => null);
        if (info && info.mtimeMs < dayAgo) await rm(file, { force: true });
      }
    },

    /** One more upload for this person this hour; 429 past the hourly allowance. */
    async countUpload(userId: string): Promise<void> {
      const hit = await deps.limiter.hit(`media:upload:${userId}`, UPLOADS_PER_HOUR, 3600);
      if (!hit.allowed) throw tooMany(UPLOAD_MESSAGES.tooManyUploads, hit.retryAfterSeconds);
    },

    /** Drops a received upload that will not be stored (e.g. its folder was refused). */
    discard: (upload: ReceivedUpload) => rm(upload.tmpPath, { force: true }),

  };
}

export type MediaService = ReturnType<typeof createMediaService>;

/** The name the client gave, kept only as a label (never used for a path or a type). */
function nameOf(upload: ReceivedUpload): string | null {
  const name = path.basename(upload.filename.replaceAll('\\', '/')).trim().slice(0, 200);
  return name || null;
}
