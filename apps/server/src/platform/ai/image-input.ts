import sharp from 'sharp';

const DETECTOR_SIZE = 512;
const EMBEDDER_SIZE = 224;
const ITEMS_SIZE = 300;

/** Where the models' inputs came from: enough to map their boxes back onto the upright picture. */
export type PictureGeometry = {
  /** The upright picture's size. */
  width: number;
  height: number;
  /** Upright picture pixels per decoded pixel (pictures are decoded at most 1024 px a side). */
  decodedScale: number;
  /** Where the picture sits inside the detector's square: scale and offsets, in square pixels. */
  letterbox: { scale: number; left: number; top: number };
};

export type ModelInputs = PictureGeometry & {
  /** 512×512 RGB, the picture fitted inside on grey (stretching a wide car to a square hid it from the detector). */
  detectorPixels?: Uint8Array;
  /** 224×224 RGB, the whole picture stretched, as nsfwjs trained MobileNetV2. */
  embedderPixels?: Uint8Array;
  /** 300×300 RGB, the whole picture stretched, as MediaPipe feeds its Open Images detector. */
  itemPixels?: Uint8Array;
};

/**
 * A picture's bytes → the models' inputs, decoded with sharp in the model process (libvips'
 * thread pool, not its message loop): EXIF orientation applied, transparency flattened on white (cut-out product shots).
 */
export async function modelInputs(image: Buffer, want: { detector: boolean; embedder: boolean; items?: boolean }): Promise<ModelInputs> {
  const meta = await sharp(image).metadata();
  const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
  // One decode, at most 1024 px a side; both inputs are cut from it.
  const { data, info } = await sharp(image, { failOn: 'error', limitInputPixels: 50_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .resize(1024, 1024, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const decoded = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels as 3 } });
  const scale = DETECTOR_SIZE / Math.max(info.width, info.height);
  const inner = { width: Math.max(1, Math.round(info.width * scale)), height: Math.max(1, Math.round(info.height * scale)) };
  const letterbox = { scale, left: Math.floor((DETECTOR_SIZE - inner.width) / 2), top: Math.floor((DETECTOR_SIZE - inner.height) / 2) };
  const [detectorPixels, embedderPixels, itemPixels] = await Promise.all([
    want.detector
      ? decoded()
          .resize(DETECTOR_SIZE, DETECTOR_SIZE, { fit: 'contain', background: { r: 127, g: 127, b: 127 } })
          .raw()
          .toBuffer()
      : undefined,
    want.embedder ? decoded().resize(EMBEDDER_SIZE, EMBEDDER_SIZE, { fit: 'fill' }).raw().toBuffer() : undefined,
    want.items ? decoded().resize(ITEMS_SIZE, ITEMS_SIZE, { fit: 'fill' }).raw().toBuffer() : undefined,
  ]);
  return {
    width: upright.width ?? info.width,
    height: upright.height ?? info.height,
    decodedScale: (upright.width ?? info.width) / info.width,
    detectorPixels,
    embedderPixels,
    itemPixels,
    letterbox,
  };
}
