import pLimit from 'p-limit';
import { probe, runFfmpeg } from '../../platform/media/ffmpeg.ts';

export type KeyframeOptions = {
  /** Evenly spread frames. */
  count?: number;
  /** At most this many more, where the picture changes (another side of the thing, another room). */
  sceneFrames?: number;
  /** Frames are scaled to fit this box (the detector sees 512 px, MobileNet 224). */
  maxSide?: number;
};

/**
 * Times where the picture changes, from the video's keyframes only (`-skip_frame nokey`: a phone
 * video has one every second or two, so this decodes a few dozen frames, not hundreds).
 */
async function sceneChanges(file: string): Promise<number[]> {
  const { stdout } = await runFfmpeg(
    ['-skip_frame', 'nokey', '-i', file, '-an', '-vf', "scale=96:-2,select='gt(scene,0.3)',metadata=print:file=-", '-f', 'null', '-'],
    { timeoutMs: 30_000 },
  );
  return [...stdout.toString().matchAll(/pts_time:([\d.]+)/g)].map((m) => Number(m[1]));
}

/** One JPEG frame at `seconds` (input seeking: ffmpeg decodes from the keyframe before it). */
async function frameAt(file: string, seconds: number, maxSide: number): Promise<Buffer> {
  const { stdout } = await runFfmpeg(
    ['-ss', seconds.toFixed(3), '-i', file, '-frames:v', '1', '-an', '-vf', `scale=w=${maxSide}:h=${maxSide}:force_original_aspect_ratio=decrease`, '-f', 'image2pipe', '-c:v', 'mjpeg', '-q:v', '3', 'pipe:1'],
    { timeoutMs: 30_000 },
  );
  return stdout;
}

/**
 * A handful of frames spread over the video (skipping the first and last moments, which are often
 * a hand on the lens), plus frames where the scene changes. Frames come back in time order.
 */
export async function extractKeyframes(file: string, opts: KeyframeOptions = {}): Promise<{ time: number; jpeg: Buffer }[]> {
  const count = opts.count ?? 5;
  const maxSide = opts.maxSide ?? 720;
  const { duration } = await probe(file);
  if (!(duration > 0.5)) {
    const jpeg = await frameAt(file, 0, maxSide);
    return jpeg.length > 0 ? [{ time: 0, jpeg }] : [];
  }
  const times = Array.from({ length: count }, (_, i) => duration * (0.05 + (0.9 * (i + 0.5)) / count));
  const gap = duration / (count * 2);
  const scenes = (opts.sceneFrames ?? 3) > 0 ? await sceneChanges(file).catch(() => []) : [];
  for (const t of scenes) {
    if (times.length >= count + (opts.sceneFrames ?? 3)) break;
    // A moment after the cut, once the camera settles; never next to a frame already taken.
    const at = Math.min(duration - 0.1, t + 0.3);
    if (times.every((x) => Math.abs(x - at) > gap)) times.push(at);
  }
  times.sort((a, b) => a - b);
  const frames = await pLimit(2).map(times, async (time) => ({ time, jpeg: await frameAt(file, time, maxSide) }));
  return frames.filter((f) => f.jpeg.length > 0);
}
