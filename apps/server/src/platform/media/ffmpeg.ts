import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The binary of an optional installer package (e.g. @ffmpeg-installer/ffmpeg), when installed and present. */
function installerBinary(pkg: string): string | undefined {
  try {
    const found = (require(pkg) as { path?: string }).path;
    return found && existsSync(found) ? found : undefined;
  } catch {
    return undefined;
  }
}

let ffmpeg: string | undefined;
let ffprobe: string | undefined;

/**
 * Debian's /usr/bin/ffmpeg when present (newer, with every filter), else the binary of the
 * optional @ffmpeg-installer/ffmpeg package, else whatever `ffmpeg` the PATH has.
 * Never ffmpeg-static: its install step downloads.
 */
export function ffmpegPath(): string {
  ffmpeg ??= existsSync('/usr/bin/ffmpeg') ? '/usr/bin/ffmpeg' : (installerBinary('@ffmpeg-installer/ffmpeg') ?? 'ffmpeg');
  return ffmpeg;
}

export function ffprobePath(): string {
  ffprobe ??= existsSync('/usr/bin/ffprobe') ? '/usr/bin/ffprobe' : (installerBinary('@ffprobe-installer/ffprobe') ?? 'ffprobe');
  return ffprobe;
}

/** Points the helpers at other binaries (tests exercise the installer's older ffmpeg with this). */
export function setMediaToolPaths(paths: { ffmpeg?: string; ffprobe?: string }) {
  if (paths.ffmpeg) ffmpeg = paths.ffmpeg;
  if (paths.ffprobe) ffprobe = paths.ffprobe;
}

/** The binaries of the optional installer packages, when installed. */
export function installerToolPaths(): { ffmpeg?: string; ffprobe?: string } {
  return { ffmpeg: installerBinary('@ffmpeg-installer/ffmpeg'), ffprobe: installerBinary('@ffprobe-installer/ffprobe') };
}

export class MediaToolError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'MediaToolError';
  }
}

/** Runs a binary to completion; rejects with its stderr tail on a non-zero exit or a timeout. */
export function run(bin: string, args: string[], opts: { timeoutMs?: number; input?: Buffer } = {}): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: [opts.input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 120_000);
    child.stdout!.on('data', (c: Buffer) => out.push(c));
    child.stderr!.on('data', (c: Buffer) => {
      err = (err + c.toString()).slice(-4000);
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new MediaToolError(`${bin} could not start: ${e.message}`, err));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout: Buffer.concat(out), stderr: err });
      else reject(new MediaToolError(`${bin.split('/').pop()} failed (${signal ?? `exit ${code}`}): ${err.trim().split('\n').slice(-3).join(' | ')}`, err));
    });
    if (opts.input && child.stdin) child.stdin.end(opts.input);
  });
}

export const runFfmpeg = (args: string[], opts?: { timeoutMs?: number; input?: Buffer }) =>
  run(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args], opts);

export type VideoProbe = {
  codec: string | null;
  pixelFormat: string | null;
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  hasAudio: boolean;
  audioCodec: string | null;
  formatName: string;
  size: number;
  /** Bits per second of the whole file (all streams), 0 when unknown. */
  bitRate: number;
};

/** What ffprobe says about a media file (the first video stream). */
export async function probe(file: string): Promise<VideoProbe> {
  const { stdout } = await run(ffprobePath(), ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], { timeoutMs: 30_000 });
  const info = JSON.parse(stdout.toString()) as {
    streams?: { codec_type?: string; codec_name?: string; pix_fmt?: string; width?: number; height?: number; duration?: string; tags?: { rotate?: string }; side_data_list?: { rotation?: number }[] }[];
    format?: { duration?: string; format_name?: string; size?: string; bit_rate?: string };
  };
  const streams = info.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  let width = video?.width ?? 0;
  let height = video?.height ?? 0;
  // Phones record landscape frames with a rotation flag: report what a viewer sees.
  const rotation = Math.abs(Number(video?.tags?.rotate ?? video?.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0));
  if (rotation === 90 || rotation === 270) [width, height] = [height, width];
  const duration = Number(info.format?.duration ?? video?.duration ?? 0) || 0;
  const size = Number(info.format?.size ?? 0) || 0;
  return {
    codec: video?.codec_name ?? null,
    pixelFormat: video?.pix_fmt ?? null,
    width,
    height,
    duration,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    audioCodec: streams.find((s) => s.codec_type === 'audio')?.codec_name ?? null,
    formatName: info.format?.format_name ?? '',
    size,
    bitRate: Number(info.format?.bit_rate ?? 0) || (duration > 0 ? Math.round((size * 8) / duration) : 0),
  };
}
