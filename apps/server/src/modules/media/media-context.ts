import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { MediaUploadRow } from '../../platform/db/tables/media.ts';
import type { Limiter } from '../../platform/limiter.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import { smallVideoKey } from '../../platform/media/safe-video.ts';
import type { UrlSigner } from '../../platform/security/signed-urls.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { UnsafeVerdict } from '../moderation/unsafe-rule.ts';
import { createOriginals } from './originals.ts';
import { policyFor } from './policy.ts';
import { createMediaRepo } from './repo.ts';
import { toUploadResult } from './upload-view.ts';

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

/** A video to make servable: its row, and its original's file name in the uploads' tmp folder. */
export type VideoJob = { uploadId: string; original: string };

export const VIDEO_FAILED = 'This video could not be processed';
export const VIDEO_INTERRUPTED = 'Processing was interrupted. Please upload the video again.';

/** Listing videos play in the feed, so they get a small rendition (Save-Data, slow networks); chat and comment videos do not. */
export const hasSmallRendition = (folder: string) => folder.split('/')[0] === 'products';

/** Every file of an upload (a listing video's small rendition included, when it has one). */
export const filesOf = (row: MediaUploadRow) =>
  new Set([row.key, ...row.variants.map((v) => v.key), ...(row.posterKey ? [row.posterKey] : []), ...(row.kind === 'video' && hasSmallRendition(row.folder) ? [smallVideoKey(row.key)] : [])]);

/** The media service's dependencies with what its use cases derive from them: the repo, the storages, the views. */
export function createMediaContext(deps: MediaServiceDeps) {
  const { signer } = deps.privateFiles;
  const tmpDir = path.join(deps.dataDir, 'tmp', 'uploads');
  /** A folder's files live in private storage when its policy says so; everything else is public media. */
  const storageOf = (folder: string, held = false): Storage => (held || policyFor(folder).private ? deps.privateFiles.storage : deps.storage);
  const signedUrl = (key: string | null) => (key ? signer.sign(key) : null);
  return {
    deps,
    repo: createMediaRepo(deps.db),
    tmpDir,
    // With files on an object store, a queued video's original waits there too (the job may run on another machine).
    originals: createOriginals(tmpDir, deps.privateFiles.storage.localPath ? null : deps.privateFiles.storage),
    storageOf,
    /** Where an upload's files are: a held one's wait in private storage. */
    storageOfRow: (row: Pick<MediaUploadRow, 'folder' | 'moderation'>) => storageOf(row.folder, row.moderation === 'held'),
    signedUrl,
    /** An upload as its owner sees it: a private one's addresses are signed for them. */
    view: (row: MediaUploadRow) => toUploadResult(row, policyFor(row.folder).private || row.moderation === 'held' ? signedUrl : deps.mediaUrl),
    /** A held upload's owner is told (a failed notice does not fail the upload). */
    async told(row: MediaUploadRow): Promise<MediaUploadRow> {
      if (row.moderation === 'held') await deps.onHeld?.(row).catch((err: unknown) => deps.log.warn({ err, upload: row.id }, 'media: the hold notice failed'));
      return row;
    },
  };
}

export type MediaContext = ReturnType<typeof createMediaContext>;
