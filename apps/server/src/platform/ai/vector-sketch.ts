/**
 * A 256-bit sketch of an image vector (random-hyperplane hashing, "SimHash"): bit i says on which
 * side of the i-th fixed random hyperplane the vector lies. Two vectors' sketches differ in about
 * angle/π of their bits, so the Hamming distance, which PostgreSQL counts natively
 * (`bit_count(a # b)`), finds a photo's near neighbours among 100k listings in tens of
 * milliseconds; the exact dot product then orders just those few.
 *
 * MobileNet's vectors are all non-negative, so their angles are small; taking away each
 * vector's own mean first spreads them out and makes the bits say more.
 */
export const SKETCH_BITS = 256;
const SEED = 0x5eed_50c0;

/** mulberry32: a small, well-mixed 32-bit generator; the planes must be the same in every process and release. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const planesByLength = new Map<number, Float32Array>();

/** SKETCH_BITS Gaussian hyperplanes for vectors of this length (Box–Muller on the seeded generator). */
function planesFor(length: number): Float32Array {
  let planes = planesByLength.get(length);
  if (!planes) {
    const next = generator(SEED ^ length);
    planes = new Float32Array(SKETCH_BITS * length);
    for (let i = 0; i < planes.length; i += 2) {
      const r = Math.sqrt(-2 * Math.log(1 - next()));
      const theta = 2 * Math.PI * next();
      planes[i] = r * Math.cos(theta);
      if (i + 1 < planes.length) planes[i + 1] = r * Math.sin(theta);
    }
    planesByLength.set(length, planes);
  }
  return planes;
}

/** The sketch as PostgreSQL's bit string literal ('0110…', SKETCH_BITS characters). */
export function vectorSketch(vector: ArrayLike<number>): string {
  const n = vector.length;
  const planes = planesFor(n);
  let mean = 0;
  for (let j = 0; j < n; j++) mean += Number.isFinite(vector[j]!) ? vector[j]! : 0;
  mean /= n || 1;
  let bits = '';
  for (let i = 0; i < SKETCH_BITS; i++) {
    let dot = 0;
    const offset = i * n;
    for (let j = 0; j < n; j++) {
      const x = vector[j]!;
      dot += planes[offset + j]! * ((Number.isFinite(x) ? x : 0) - mean);
    }
    bits += dot >= 0 ? '1' : '0';
  }
  return bits;
}
