import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MediaUploadRow } from '../../platform/db/tables/media.ts';
import { probe, type VideoProbe } from '../../platform/media/ffmpeg.ts';
import { makeSafeMp4, makeSmallMp4, smallVideoKey } from '../../platform/media/safe-video.ts';
import { hasSmallRendition, VIDEO_FAILED, VIDEO_INTERRUPTED, type MediaContext, type VideoJob } from './media-context.ts';

/**
 * The transcode job: makes an upload's original a safe MP4. An upload deleted meanwhile, or
 * whose original is gone (a day-old tmp file, another machine's disk without an object
 * store), settles without work. The original comes from the object store when this machine
 * lacks it.
 */
export async function processVideo(ctx: MediaContext, job: VideoJob): Promise<void> {
  const { repo, originals, deps } = ctx;
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
  await makeServable(ctx, row, name, original, info);
}

/** Transcodes the original (a file on this machine) and stores the MP4; the original is dropped everywhere after. */
async function makeServable(ctx: MediaContext, row: MediaUploadRow, name: string, original: string, info: VideoProbe) {
  const { repo, deps } = ctx;
  const output = `${original}.mp4`;
  const storage = ctx.storageOfRow(row);
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
    await Promise.all([ctx.originals.drop(name).catch(() => {}), rm(output, { force: true }), rm(`${output}.small.mp4`, { force: true })]);
  }
}

/** The small rendition of a served MP4, as a file next to it (a copy when the served one is small already). */
async function makeSmall(servedMp4: string): Promise<string> {
  const small = `${servedMp4}.small.mp4`;
  const how = await makeSmallMp4(servedMp4, small, await probe(servedMp4));
  if (how === 'same') await copyFile(servedMp4, small);
  return small;
}
