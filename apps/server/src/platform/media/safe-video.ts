import { runFfmpeg, type VideoProbe } from './ffmpeg.ts';
import { VIDEO_LIMITS } from '@sokoni/contracts/media';
import { transcodeVideo } from './video.ts';

/** A rendition's frame box (long and short side) and what a file of it may weigh, all streams together. */
export type RenditionCap = { long: number; short: number; bitsPerSecond: number; videoKbps: number; audioKbps: number; crf: number };

/**
 * The normal rendition: at most 720p and about 1.5 Mbps. A 20 s phone clip at 8 Mbps was served
 * byte for byte (20 MB a view): now it is re-encoded to about 3.7 MB.
 */
export const NORMAL_VIDEO: RenditionCap = { long: 1280, short: 720, bitsPerSecond: 1_600_000, videoKbps: 1200, audioKbps: 80, crf: 26 };

/** The small rendition of a listing video (Save-Data and slow connections): at most 360p and about 400 kbps. */
export const SMALL_VIDEO: RenditionCap = { long: 640, short: 360, bitsPerSecond: 500_000, videoKbps: 340, audioKbps: 48, crf: 30 };

/**
 * How the small rendition is served from /media: its first 96 KB at once (the ~22 KB index and
 * about 1.5 s: it starts playing, and it is all that Chromium preloads of the next video), then
 * 50 KiB/s (~410 kbps), just above its peak (340 kbps video over any second, 48 kbps audio), so
 * it never stalls, and a browser does not buffer what the viewer swipes past.
 */
export const SMALL_VIDEO_PACE = { startBytes: 96 * 1024, bytesPerSecond: 50 * 1024 } as const;

/** The long and short side of the largest video served: 720p. */
export const MAX_VIDEO_BOX = { long: NORMAL_VIDEO.long, short: NORMAL_VIDEO.short } as const;

/** Within a rendition's box and bitrate (an unknown bitrate does not fit). */
export function fitsCap(info: Pick<VideoProbe, 'width' | 'height' | 'bitRate'>, cap: RenditionCap): boolean {
  return Math.max(info.width, info.height) <= cap.long && Math.min(info.width, info.height) <= cap.short && info.bitRate > 0 && info.bitRate <= cap.bitsPerSecond;
}

/** Already H.264/AAC in MP4, no larger than 720p and no heavier than ~1.5 Mbps: the streams can be copied as they are. */
export function canRemux(info: VideoProbe): boolean {
  return (
    info.codec === 'h264' &&
    info.pixelFormat === 'yuv420p' &&
    (!info.hasAudio || info.audioCodec === 'aac') &&
    /\bmp4\b/.test(info.formatName) &&
    fitsCap(info, NORMAL_VIDEO)
  );
}

/** Re-encodes `input` into the rendition's box (turned to the video's orientation) and bitrate. */
function encodeTo(input: string, output: string, info: Pick<VideoProbe, 'width' | 'height'>, cap: RenditionCap, monoAudio = false) {
  const landscape = info.width > info.height;
  return transcodeVideo(input, output, {
    width: landscape ? cap.long : cap.short,
    height: landscape ? cap.short : cap.long,
    maxSeconds: VIDEO_LIMITS.maxSeconds,
    crf: cap.crf,
    maxVideoKbps: cap.videoKbps,
    audioKbps: cap.audioKbps,
    monoAudio,
  });
}

/**
 * Any accepted upload → the MP4 that is served: H.264/AAC, at most 720p and ~1.5 Mbps, index up
 * front (faststart), container metadata (GPS of phone recordings, device names) dropped. A file
 * that already fits (size and bitrate) is remuxed in a fraction of a second instead of re-encoded.
 */
export async function makeSafeMp4(input: string, output: string, info: VideoProbe): Promise<'remuxed' | 'transcoded'> {
  if (canRemux(info)) {
    await runFfmpeg(['-y', '-i', input, '-t', String(VIDEO_LIMITS.maxSeconds), '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-map_metadata', '-1', '-movflags', '+faststart', '-f', 'mp4', output], {
      timeoutMs: 5 * 60_000,
    });
    return 'remuxed';
  }
  await encodeTo(input, output, info, NORMAL_VIDEO);
  return 'transcoded';
}

/**
 * The small rendition of a served MP4 (made from the normal one: a 720p decode is cheaper than
 * the phone's original). `same` when the served file is small already: it is its own small rendition.
 */
export async function makeSmallMp4(servedMp4: string, output: string, info: VideoProbe): Promise<'same' | 'transcoded'> {
  if (fitsCap(info, SMALL_VIDEO)) return 'same';
  await encodeTo(servedMp4, output, info, SMALL_VIDEO, true);
  return 'transcoded';
}

/** Where a video's small rendition is stored, next to its served MP4. */
export const smallVideoKey = (key: string) => `${key.replace(/\.mp4$/i, '')}-small.mp4`;
