import sharp from 'sharp';

export type ImageVariant = { width: number; height: number; size: number; buffer: Buffer };

export type VariantOptions = {
  /** Target widths; a width above the source's is skipped (never upscaled), the source width kept instead. */
  widths: number[];
  /** WebP quality, 1-100. */
  quality?: number;
  /** WebP encoder effort, 0 (fastest) to 6. */
  effort?: number;
};

export const DEFAULT_IMAGE_WIDTHS = [320, 640, 1080];

/**
 * An image (a photo, or an SVG rendered at its own size) → WebP variants, smallest first, each
 * with its dimensions. EXIF orientation is applied, then every metadata block (EXIF, GPS, ICC,
 * XMP) is dropped: sharp writes none unless asked.
 */
export async function imageVariants(input: Buffer | string, opts: VariantOptions): Promise<ImageVariant[]> {
  const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const wanted = [...new Set(opts.widths.map((w) => Math.min(Math.round(w), info.width)))].filter((w) => w > 0).sort((a, b) => a - b);
  if (wanted.length === 0) wanted.push(info.width);
  return Promise.all(
    wanted.map(async (width) => {
      const { data: buffer, info: out } = await sharp(data, raw)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: opts.quality ?? 78, effort: opts.effort ?? 2 })
        .toBuffer({ resolveWithObject: true });
      return { width: out.width, height: out.height, size: buffer.length, buffer };
    }),
  );
}

/** An SVG document → PNG (for ffmpeg layers and the like). */
export async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

/** Format and size of an image, or null when sharp cannot read it. */
export async function inspectImage(input: Buffer | string): Promise<{ format: string; width: number; height: number; hasExif: boolean } | null> {
  try {
    const m = await sharp(input).metadata();
    return { format: m.format ?? 'unknown', width: m.width ?? 0, height: m.height ?? 0, hasExif: Boolean(m.exif) };
  } catch {
    return null;
  }
}
