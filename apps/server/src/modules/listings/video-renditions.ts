import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { probe } from '../../platform/media/ffmpeg.ts';
import { fitsCap, makeSmallMp4, SMALL_VIDEO, smallVideoKey } from '../../platform/media/safe-video.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { withSmallKey } from './processing.ts';
import { createListingsRepo, type StoredMedia } from './repo.ts';

/** Products looked at per run: the hourly run takes the next ones. */
const PER_RUN = 100;

export type VideoRenditionsDeps = { db: Db; storage: Storage; tmpDir: string; log: FastifyBaseLogger };

/**
 * Gives existing listing videos their small rendition (at most 360p, ~400 kbps), so the feed's
 * Save-Data and slow-network viewers get it for old listings too. A video that is that small
 * already is its own small rendition; one whose file is not in public storage (held for review)
 * is left for a later run.
 */
export function createVideoRenditions(deps: VideoRenditionsDeps) {
  const { storage } = deps;
  const repo = createListingsRepo(deps.db);

  async function withLocalFile<T>(key: string, fn: (file: string) => Promise<T>): Promise<T> {
    const inPlace = storage.localPath?.(key);
    if (inPlace) return fn(inPlace);
    await mkdir(deps.tmpDir, { recursive: true });
    const file = path.join(deps.tmpDir, `${randomUUID()}.mp4`);
    try {
      await pipeline(await storage.read(key), createWriteStream(file));
      return await fn(file);
    } finally {
      await rm(file, { force: true });
    }
  }

  /** The small rendition's key of a stored video, made when missing; null when the video itself is not here. */
  async function smallOf(key: string): Promise<string | null> {
    const small = smallVideoKey(key);
    if (await storage.stat(small)) return small;
    if (!(await storage.stat(key))) return null;
    return withLocalFile(key, async (file) => {
      const info = await probe(file);
      if (fitsCap(info, SMALL_VIDEO)) return key;
      const output = path.join(deps.tmpDir, `${randomUUID()}.small.mp4`);
      await mkdir(deps.tmpDir, { recursive: true });
      try {
        await makeSmallMp4(file, output, info);
        await storage.putFile(small, output, 'video/mp4');
        return small;
      } finally {
        await rm(output, { force: true });
      }
    });
  }

  return {
    /** One pass over listings lacking a small rendition; how many videos got one. */
    async run(signal?: AbortSignal): Promise<{ made: number; skipped: number }> {
      let made = 0;
      let skipped = 0;
      let after = '00000000-0000-0000-0000-000000000000';
      for (let seen = 0; seen < PER_RUN && !signal?.aborted; ) {
        const rows = await repo.lackingSmallVideo(after, 20);
        if (rows.length === 0) break;
        for (const row of rows) {
          after = row.id;
          seen += 1;
          if (signal?.aborted) break;
          let media: StoredMedia[] = row.media;
          for (const item of row.media) {
            if (item.type !== 'video' || item.smallKey) continue;
            const small = await smallOf(item.key).catch((err: unknown) => {
              deps.log.warn({ err, product: row.id, key: item.key }, 'small video rendition failed');
              return null;
            });
            if (small) media = withSmallKey(media, item.key, small);
            if (small) made += 1;
            else skipped += 1;
          }
          // A seller's edit meanwhile wins; the next run sees that video again.
          if (media !== row.media) await repo.replaceMediaIfUnchanged(row.id, row.media, media);
        }
      }
      return { made, skipped };
    },
  };
}

/** The renditions pass as a job: at start (after the seed) and hourly, once across all processes. */
export const videoRenditionsJob = (renditions: ReturnType<typeof createVideoRenditions>, log: FastifyBaseLogger) =>
  defineJob({
    name: 'listings.video-renditions',
    payload: z.object({}),
    retries: 0,
    timeoutMs: 60 * 60_000,
    concurrency: 1,
    handler: async (_payload, ctx) => {
      const done = await renditions.run(ctx.signal);
      if (done.made > 0 || done.skipped > 0) log.info(done, 'video renditions pass');
    },
  });
