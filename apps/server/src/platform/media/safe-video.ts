import { runFfmpeg, type VideoProbe } from './ffmpeg.ts';
import { VIDEO_LIMITS } from '@sokoni/contracts/media';
import { transcodeVideo } from './video.ts';

/** The long and short side of the largest video served: 720p. */
export const MAX_VIDEO_BOX = { long: 1280, short: 720 } as const;

/** Already H.264/AAC in MP4 and no larger than 720p: the streams can be copied as they are. */
export function canRemux(info: VideoProbe): boolean {
  return (
    info.codec === 'h264' &&
    info.pixelFormat === 'yuv420p' &&
    (!info.hasAudio || info.audioCodec === 'aac') &&
    /\bmp4\b/.test(info.formatName) &&
    Math.max(info.width, info.height) <= MAX_VIDEO_BOX.long &&
    Math.min(info.width, info.height) <= MAX_VIDEO_BOX.short
  );
}

/**
 * Any accepted upload → the MP4 that is served: H.264/AAC, at most 720p, index up front
 * (faststart), container metadata (GPS of phone recordings, device names) dropped. A file
 * that already fits is remuxed in a fraction of a second instead of re-encoded.
 */
export async function makeSafeMp4(input: string, output: string, info: VideoProbe): Promise<'remuxed' | 'transcoded'> {
  if (canRemux(info)) {
    await runFfmpeg(['-y', '-i', input, '-t', String(VIDEO_LIMITS.maxSeconds), '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-map_metadata', '-1', '-movflags', '+faststart', '-f', 'mp4', output], {
      timeoutMs: 5 * 60_000,
    });
    return 'remuxed';
  }
  const landscape = info.width > info.height;
  await transcodeVideo(input, output, {
    width: landscape ? MAX_VIDEO_BOX.long : MAX_VIDEO_BOX.short,
    height: landscape ? MAX_VIDEO_BOX.short : MAX_VIDEO_BOX.long,
    maxSeconds: VIDEO_LIMITS.maxSeconds,
  });
  return 'transcoded';
}
