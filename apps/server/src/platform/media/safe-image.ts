import sharp, { type Metadata, type Sharp } from 'sharp';
import type { ImageVariant } from './image.ts';

/** About 50 megapixels: bigger than any phone photo, small enough that decoding cannot exhaust memory. */
export const MAX_INPUT_PIXELS = 50_000_000;

export type SafeImage = {
  /** The original's dimensions as a viewer sees it (EXIF orientation applied). */
  width: number;
  height: number;
  animated: boolean;
  /** Smallest first. */
  variants: ImageVariant[];
};

export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('image could not be decoded', { cause });
    this.name = 'UnreadableImageError';
  }
}

/**
 * An uploaded picture → WebP renditions made only from decoded pixels, so nothing of the
 * original file survives: no EXIF or GPS, no trailing bytes of a polyglot file. Widths above
 * the source's are never upscaled. `square` crops the centre (avatars). Animated GIF and WebP
 * stay animated.
 */
export async function safeImageVariants(input: string | Buffer, opts: { widths: number[]; square?: boolean; quality?: number }): Promise<SafeImage> {
  const quality = opts.quality ?? 80;
  const open = (animated = false) => sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated });
  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch (error) {
    throw new UnreadableImageError(error);
  }
  const animated = (meta.pages ?? 1) > 1 && (meta.format === 'gif' || meta.format === 'webp');
  try {
    return animated ? await animatedVariants(open(true), meta, opts.widths, quality, opts.square) : await stillVariants(open(), meta, opts.widths, quality, opts.square);
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

async function stillVariants(image: Sharp, meta: Metadata, widths: number[], quality: number, square = false): Promise<SafeImage> {
  const largest = Math.max(...widths);
  // Decode once at the largest size wanted (JPEG shrinks on load), then derive the smaller ones.
  // autoOrient() rather than rotate(): the same pixels, about twice as fast on a turned 12 MP photo here.
  const { data, info } = await image
    .autoOrient()
    .resize(square ? { width: largest, height: largest, fit: 'cover', withoutEnlargement: true } : { width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const variants = await Promise.all(
    targetWidths(widths, info.width).map(async (width) => {
      const { data: buffer, info: out } = await sharp(data, raw)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality, effort: 2 })
        .toBuffer({ resolveWithObject: true });
      return { width: out.width, height: out.height, size: buffer.length, buffer };
    }),
  );
  const turned = (meta.orientation ?? 1) >= 5;
  const width = meta.width ?? info.width;
  const height = meta.height ?? info.height;
  return { width: turned ? height : width, height: turned ? width : height, animated: false, variants };
}

async function animatedVariants(image: Sharp, meta: Metadata, widths: number[], quality: number, square = false): Promise<SafeImage> {
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  const variants = [];
  // One at a time: every frame of an animation is decoded for each rendition.
  for (const target of targetWidths(widths, square ? Math.min(width, height) : width)) {
    const { data: buffer, info } = await image
      .clone()
      .resize(square ? { width: target, height: target, fit: 'cover' } : { width: target, withoutEnlargement: true })
      .webp({ quality, effort: 2, loop: meta.loop ?? 0 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.pageHeight ?? info.height, size: buffer.length, buffer });
  }
  return { width, height, animated: true, variants };
}

function targetWidths(widths: number[], sourceWidth: number): number[] {
  const wanted = [...new Set(widths.map((w) => Math.min(Math.round(w), sourceWidth)))].filter((w) => w > 0).sort((a, b) => a - b);
  return wanted.length > 0 ? wanted : [Math.max(1, sourceWidth)];
}
