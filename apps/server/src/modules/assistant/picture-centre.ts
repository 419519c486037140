import type { Db } from '../../platform/db/client.ts';
import { catalogMeanVector } from '../products/index.ts';

/**
 * The mean picture vector of the catalog (a sample of it). MobileNetV2's features are all
 * positive, so any two pictures' plain cosine is high (0.9 between a wrench and a bus is common);
 * measured from the catalog's mean, the similarity tells things apart. Kept for ten minutes.
 */
export function createCatalogCentre(db: Db, ttlMs = 10 * 60_000, sample = 2000) {
  let cached: { until: number; centre: Promise<Float32Array | null> } | undefined;
  const load = async (): Promise<Float32Array | null> => {
    const rows = await catalogMeanVector(db, sample);
    if (rows.length === 0) return null;
    const centre = new Float32Array(rows.length);
    for (const r of rows) centre[Number(r.i) - 1] = Number(r.mean);
    return centre;
  };
  return async (): Promise<Float32Array | null> => {
    if (!cached || cached.until < Date.now()) {
      const centre = load();
      cached = { until: Date.now() + ttlMs, centre };
      centre.catch(() => (cached = undefined));
    }
    return cached.centre;
  };
}

/** The cosine of two vectors measured from a centre (the plain cosine without one). */
export function centredCosine(a: ArrayLike<number>, b: ArrayLike<number>, centre: ArrayLike<number> | null): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]! - (centre?.[i] ?? 0);
    const y = (b[i] ?? 0) - (centre?.[i] ?? 0);
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}
