import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { pictureHash } from './picture-hash.ts';
import { productsWithoutVectors, savePictureHash, saveProductVector, sketchUnsketchedVectors, vectorsWithoutHash, type StoredMedia } from '../products/index.ts';

/** The picture a listing is searched by: its first item's smallest rendition the embedder can use (224 px), or a video's poster. */
export function pictureKeyOf(media: StoredMedia[]): string | undefined {
  const first = media[0];
  if (!first) return undefined;
  if (first.type === 'video') return first.posterKey;
  const variants = [...(first.variantKeys ?? [])].sort((a, b) => a.width - b.width);
  return (variants.find((v) => v.width >= 224) ?? variants.at(-1))?.key ?? first.key;
}

/**
 * A picture's vector that does not care which way it faces: the mean of the picture's and its
 * mirror image's (MobileNetV2's vectors of a photo and its mirror can be as far apart as two
 * different things), L2-normalised again.
 */
export async function mirroredMeanVector(image: Buffer, embed: (image: Buffer) => Promise<Float32Array>, plain?: Float32Array): Promise<Float32Array> {
  const mirrored = await sharp(image).rotate().flop().jpeg({ quality: 90 }).toBuffer();
  const [a, b] = await Promise.all([plain ?? embed(image), embed(mirrored)]);
  const sum = a.map((x, i) => x + b[i]!);
  const norm = Math.hypot(...sum) || 1;
  return sum.map((x) => x / norm);
}

export type PictureIndexDeps = {
  db: Db;
  read: (key: string) => Promise<NodeJS.ReadableStream>;
  embed: (image: Buffer) => Promise<Float32Array>;
  log: { warn(obj: object, msg: string): void; info(msg: string): void };
};

const BATCH = 25;
/** A run stops after this many (the next run takes the rest), so a 100k catalog never holds one job for hours. */
const PER_RUN = 500;

/** Vectors for listings that have none: the demo catalog after seeding, products made before the index. */
export async function indexPictures(deps: PictureIndexDeps, signal?: AbortSignal): Promise<number> {
  // Vectors from before sketches: theirs first (no model needed, a few ms each).
  while (!signal?.aborted && (await sketchUnsketchedVectors(deps.db, BATCH * 4)) > 0);
  let done = 0;
  const failed = new Set<string>();
  // Failures count against the run too, and are left out by the query: a catalog of unreadable pictures ends the run, not the job's timeout.
  while (done + failed.size < PER_RUN && !signal?.aborted) {
    const batch = await productsWithoutVectors(deps.db, BATCH, [...failed]);
    if (batch.length === 0) break;
    for (const p of batch) {
      const key = pictureKeyOf(p.media);
      try {
        if (!key) throw new Error('no picture');
        const bytes = await buffer(await deps.read(key));
        const vector = await mirroredMeanVector(bytes, deps.embed);
        await saveProductVector(deps.db, p.id, p.category, Array.from(vector), await pictureHash(bytes));
        done++;
      } catch (err) {
        failed.add(p.id);
        deps.log.warn({ err, productId: p.id }, 'assistant: a listing picture could not be indexed');
      }
    }
  }
  if (done > 0) deps.log.info(`assistant: indexed the pictures of ${done} listings`);
  if (!signal?.aborted) await hashUnhashedPictures(deps, PER_RUN);
  return done;
}

/**
 * Picture hashes for vectors stored without one (listings drafted from a video, vectors from
 * before hashes): the listing's picture read again, no model needed; how many were done.
 */
export async function hashUnhashedPictures(deps: Pick<PictureIndexDeps, 'db' | 'read' | 'log'>, limit: number): Promise<number> {
  const failed: string[] = [];
  let done = 0;
  while (done + failed.length < limit) {
    const rows = await vectorsWithoutHash(deps.db, BATCH, failed);
    if (rows.length === 0) break;
    for (const row of rows) {
      try {
        const key = pictureKeyOf(row.media);
        if (!key) throw new Error('no picture');
        const hash = await pictureHash(await buffer(await deps.read(key)));
        await savePictureHash(deps.db, row.id, hash);
        done++;
      } catch (err) {
        failed.push(row.id);
        deps.log.warn({ err, productId: row.id }, 'assistant: a listing picture could not be hashed');
      }
    }
  }
  return done;
}

export const PICTURE_INDEX_EVERY_MS = 10 * 60_000;

/** The picture index as a scheduled job: the first run at start, then every 10 minutes, once across processes. */
export const pictureIndexJob = (deps: PictureIndexDeps) =>
  defineJob({
    name: 'assistant.index-pictures',
    payload: z.object({}),
    retries: 1,
    backoff: { delayMs: 60_000 },
    timeoutMs: 10 * 60_000,
    async handler(_payload, ctx) {
      await indexPictures(deps, ctx.signal);
    },
  });
