import sharp from 'sharp';

const SIDE = 32;
const KEEP = 8;
/** The DCT's cosines, once: COS[u][x] = cos((2x + 1)uπ / 2N). */
const COS = Array.from({ length: KEEP }, (_, u) => Array.from({ length: SIDE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE))));

/**
 * A picture's perceptual hash (pHash): the picture in grey at 32×32, its lowest 8×8 frequencies
 * (the discrete cosine transform), one bit per frequency (above the median or not), 64 bits as
 * 16 hex digits. The same picture resized, re-encoded or a little darker keeps (almost) the same
 * bits; another photo of the same thing does not, which is what "Same picture as your photo" must mean.
 */
export async function pictureHash(image: Buffer): Promise<string> {
  const pixels = await sharp(image).rotate().flatten({ background: '#ffffff' }).greyscale().resize(SIDE, SIDE, { fit: 'fill' }).raw().toBuffer();
  const freq: number[] = [];
  for (let u = 0; u < KEEP; u++) {
    for (let v = 0; v < KEEP; v++) {
      let sum = 0;
      for (let y = 0; y < SIDE; y++) {
        const cy = COS[u]![y]!;
        for (let x = 0; x < SIDE; x++) sum += pixels[y * SIDE + x]! * cy * COS[v]![x]!;
      }
      freq.push(sum);
    }
  }
  // The first (the mean brightness) says nothing about the picture's shapes.
  const median = [...freq.slice(1)].sort((a, b) => a - b)[Math.floor((freq.length - 1) / 2)]!;
  let bits = 0n;
  for (const f of freq) bits = (bits << 1n) | (f > median ? 1n : 0n);
  return bits.toString(16).padStart(16, '0');
}

/** How many of the 64 bits two hashes differ in (64 when either is missing or malformed). */
export function hashDistance(a: string | null | undefined, b: string | null | undefined): number {
  if (!a || !b || !/^[0-9a-f]{16}$/.test(a) || !/^[0-9a-f]{16}$/.test(b)) return 64;
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let n = 0;
  for (; x; x &= x - 1n) n++;
  return n;
}

/**
 * At most this many differing bits is the same picture (checked in bench/ai-photo.ts on the
 * calibrate half: a photo against itself resized, re-encoded and darker stays within it, and no
 * two different photos came this close).
 */
export const SAME_PICTURE_BITS = 10;
