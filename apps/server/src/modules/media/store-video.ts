import { rename } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MESSAGES, VIDEO_LIMITS } from '@sokoni/contracts/media';
import type { MediaUploadRow, StoredVariant } from '../../platform/db/tables/media.ts';
import { invalid, tooMany } from '../../platform/http/errors.ts';
import type { ReceivedUpload } from '../../platform/http/read-upload.ts';
import { probe, type VideoProbe } from '../../platform/media/ffmpeg.ts';
import { DEFAULT_IMAGE_WIDTHS } from '../../platform/media/image.ts';
import { videoPoster } from '../../platform/media/video.ts';
import type { UnsafeVerdict } from '../moderation/unsafe-rule.ts';
import { VIDEO_FAILED, type MediaContext, type VideoJob } from './media-context.ts';
import { heldFields, nameOf, putVariants, record, screenOf } from './stored-renditions.ts';

type Incoming = { ownerId: string; folder: string; base: string; upload: ReceivedUpload; mimeType: string };
type Poster = { variants: StoredVariant[]; verdict: UnsafeVerdict | null };

/** A video's poster and row now; its MP4 later, by the transcode job (queued here, or run by the caller). */
export async function storeVideo(ctx: MediaContext, video: Incoming, transcode: 'queue' | 'by-caller'): Promise<{ row: MediaUploadRow; job: VideoJob }> {
  const info = await acceptableVideo(ctx, video);
  const poster = await storePoster(ctx, video, info);
  // The original leaves the request's hands: the job removes it when done.
  const original = `${video.upload.tmpPath}.original`;
  await rename(video.upload.tmpPath, original);
  await ctx.originals.keep(original).catch(async (error: unknown) => {
    await Promise.all([ctx.originals.drop(original), ...poster.variants.map((v) => ctx.storageOf(video.folder, poster.verdict?.hold).delete(v.key))]).catch(() => {});
    throw error;
  });
  const row = await recordVideo(ctx, video, info, poster).catch(async (error: unknown) => {
    await ctx.originals.drop(original).catch(() => {});
    throw error;
  });
  const job = { uploadId: row.id, original: path.basename(original) };
  if (transcode === 'by-caller') return { row, job };
  try {
    await ctx.deps.enqueueVideo(job);
  } catch (error) {
    await ctx.repo.settle(row.id, { status: 'failed', error: VIDEO_FAILED }).catch(() => {});
    await ctx.originals.drop(original).catch(() => {});
    throw error;
  }
  return { row, job };
}

/** The video's size and length within the limits, and the owner's videos in processing too. */
async function acceptableVideo(ctx: MediaContext, { ownerId, upload }: Incoming): Promise<VideoProbe> {
  const info = await probe(upload.tmpPath).catch(() => null);
  if (!info || info.width <= 0 || info.height <= 0) throw invalid('file', UPLOAD_MESSAGES.unreadable);
  if (Math.max(info.width, info.height) > VIDEO_LIMITS.maxSide) throw invalid('file', UPLOAD_MESSAGES.videoTooBig);
  if (info.duration > VIDEO_LIMITS.maxSeconds) throw invalid('file', UPLOAD_MESSAGES.videoTooLong);
  if ((await ctx.repo.processingCount(ownerId)) >= VIDEO_LIMITS.processingPerUser) throw tooMany(UPLOAD_MESSAGES.videosProcessing, 30);
  return info;
}

async function storePoster(ctx: MediaContext, { folder, base, upload }: Incoming, info: VideoProbe): Promise<Poster> {
  const frames = await videoPoster(upload.tmpPath, { atSeconds: Math.min(1, info.duration / 2), widths: DEFAULT_IMAGE_WIDTHS }).catch(() => null);
  if (!frames) throw invalid('file', UPLOAD_MESSAGES.unreadable);
  const verdict = await screenOf(ctx, frames, folder);
  return { variants: await putVariants(ctx.storageOf(folder, verdict?.hold), `${base}-poster`, frames), verdict };
}

async function recordVideo(ctx: MediaContext, { ownerId, folder, base, upload, mimeType }: Incoming, info: VideoProbe, poster: Poster): Promise<MediaUploadRow> {
  const row = await record(
    ctx,
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
      variants: poster.variants,
      posterKey: poster.variants.at(-1)!.key,
      status: 'processing',
      ...heldFields(poster.verdict),
    },
    poster.variants.map((v) => v.key),
  );
  return ctx.told(row);
}
