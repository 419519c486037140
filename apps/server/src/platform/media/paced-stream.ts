import { pipeline, Transform, type Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How a file is served: its first `startBytes` (the index and the first second) at once and as a
 * reply of their own, the rest no faster than `bytesPerSecond`.
 */
export type Pace = { startBytes: number; bytesPerSecond: number };

type Flow = { burstBytes: number; bytesPerSecond: number };

/** Pieces small enough that the pace is smooth (a file is read in 64 KiB chunks). */
const PIECE = 16 * 1024;

/**
 * A byte range as served at `pace`: one that begins within the start ends with it. Chromium
 * preloads the next feed video with an open range (`bytes=0-`) and, once it has its first frame,
 * stops reading but not the reply: a paced reply would go on filling its buffers until the viewer
 * swiped there. It asks for the rest when the video plays.
 */
export function pacedRange(range: { start: number; end: number }, pace: Pace): { start: number; end: number } {
  return range.start < pace.startBytes ? { start: range.start, end: Math.min(range.end, pace.startBytes - 1) } : range;
}

/**
 * How a reply from byte `start` flows: what is left of the start at once, then at the pace. A
 * reply past the start has no burst: the player asks for it when it plays, with the start buffered.
 */
export function flowFrom(start: number, pace: Pace): Flow {
  return { burstBytes: Math.max(0, pace.startBytes - start), bytesPerSecond: pace.bytesPerSecond };
}

/**
 * `source` handed on at a pace: the first `burstBytes` at once (a player starts at once), then no
 * faster than `bytesPerSecond`. A browser buffers a playing video far ahead (Chromium at least
 * 2 MB); a viewer who swipes on after a few seconds would have paid for all of it.
 */
export function pacedStream(source: Readable, pace: Flow): Readable {
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
