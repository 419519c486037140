import type { Db } from '../../platform/db/client.ts';
import { bindUseCases } from '../../platform/use-cases.ts';
import { decideHeld, heldUploads, holdStored } from './held-uploads.ts';
import { createMediaContext, VIDEO_INTERRUPTED, type MediaServiceDeps } from './media-context.ts';
import { privateFile, privateUrl } from './private-files.ts';
import { processVideo } from './process-video.ts';
import { createMediaRepo } from './repo.ts';
import { storeUpload } from './store-upload.ts';
import { countUpload, discardUpload, removeStaleTmpFiles, removeUpload, uploadById, uploadByKey, uploadStatus } from './uploads.ts';

export type { MediaServiceDeps, VideoJob } from './media-context.ts';
export type { PrivateFile } from './private-files.ts';
export type { StoreOptions } from './store-upload.ts';

/** The hourly sweep: a job waiting this long in a busy queue is not stale, one in no queue is. */
const ABANDONED_MINUTES = 120;

/** Hourly (maintenance): videos whose process died mid-queue say so instead of "processing" forever. */
export function failAbandonedVideos(db: Db): Promise<number> {
  return createMediaRepo(db).failStale(ABANDONED_MINUTES, VIDEO_INTERRUPTED);
}

/** Uploads (pictures re-encoded, videos transcoded by a job, documents kept), their moderation holds and the private files' signed addresses. */
export function createMediaService(deps: MediaServiceDeps) {
  const ctx = createMediaContext(deps);
  return {
    tmpDir: ctx.tmpDir,
    ...bindUseCases(ctx, {
      processVideo,
      store: storeUpload,
      upload: uploadById,
      status: uploadStatus,
      findByKey: uploadByKey,
      remove: removeUpload,
      decideHeld,
      holdStored,
      heldUploads,
      privateUrl,
      privateFile,
      recover: removeStaleTmpFiles,
      countUpload,
    }),
    discard: discardUpload,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
