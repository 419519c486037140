import { pipeline, Transform, type Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

export type Pace = { burstBytes: number; bytesPerSecond: number };

/** Pieces small enough that the pace is smooth (a file is read in 64 KiB chunks). */
const PIECE = 16 * 1024;

/**
 * `source` handed on at a pace: the first `burstBytes` at once (a player starts at once), then no
 * faster than `bytesPerSecond`. A browser buffers a playing video far ahead (Chromium at least
 * 2 MB); a viewer who swipes on after a few seconds would have paid for all of it.
 */
export function pacedStream(source: Readable, pace: Pace): Readable {
  const started = Date.now();
  let sent = 0;
  const out = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      void (async () => {
        for (let at = 0; at < chunk.length && !out.destroyed; at += PIECE) {
          const part = chunk.subarray(at, at + PIECE);
          const due = started + (Math.max(0, sent + part.length - pace.burstBytes) / pace.bytesPerSecond) * 1000;
          if (due > Date.now()) await sleep(due - Date.now());
          sent += part.length;
          out.push(part);
        }
      })().then(() => done(), done);
    },
  });
  // A viewer who swipes away closes the reply: the file read stops with it.
  return pipeline(source, out, () => {});
}
